import { describe, expect, it } from 'vitest';
import { ApiError, RequestTimeoutError } from '../../lib/rest/errors';
import { GENERIC_ERROR } from '../../lib/rest/formErrors';
import { loginErrorMessage, registrationErrors, resetConfirmErrors } from './errors';
import { UserDataError } from './userDataError';

describe('loginErrorMessage', () => {
  it('joins the non-field errors into one string', () => {
    const error = new ApiError(400, { non_field_errors: ['Unable to log in with provided credentials.', 'Try again.'] });
    expect(loginErrorMessage(error)).toBe('Unable to log in with provided credentials. Try again.');
  });

  it('tells how long to wait when rate-limited', () => {
    expect(loginErrorMessage(new ApiError(429, {}, 42))).toBe('Too many attempts, please try again in 42 seconds.');
    expect(loginErrorMessage(new ApiError(429, {}))).toBe('Too many attempts, please try again later.');
  });

  it('shows the user data errors as they are', () => {
    expect(loginErrorMessage(new UserDataError('Invalid user data.'))).toBe('Invalid user data.');
  });

  it.each([
    new ApiError(400, { password: ['This field may not be blank.'] }),
    new ApiError(500, 'oops'),
    new RequestTimeoutError('POST', '/token/login/', 10_000),
    new TypeError('Failed to fetch'),
  ])('falls back to the generic message for %s', (error) => {
    expect(loginErrorMessage(error)).toBe(GENERIC_ERROR);
  });
});

describe('registrationErrors', () => {
  it('collects username, password and email errors; the first of each field goes under it', () => {
    const error = new ApiError(400, {
      username: ['A user with that username already exists.'],
      password: ['This password is too short.', 'This password is too common.'],
      email: ['Enter a valid email address.'],
      first_name: ['ignored'],
    });
    expect(registrationErrors(error)).toEqual({
      messages: [
        'A user with that username already exists.',
        'This password is too short.',
        'This password is too common.',
        'Enter a valid email address.',
      ],
      fields: { email: 'Enter a valid email address.', password: 'This password is too short.' },
    });
  });

  it('shows username errors under the e-mail field when e-mail has none', () => {
    const error = new ApiError(400, { username: ['Taken.'] });
    expect(registrationErrors(error).fields).toEqual({ email: 'Taken.' });
  });

  it.each([new ApiError(400, { first_name: ['x'] }), new ApiError(503, undefined), new Error('boom')])(
    'uses the generic message otherwise',
    (error) => {
      expect(registrationErrors(error)).toEqual({ messages: [GENERIC_ERROR], fields: {} });
    },
  );
});

describe('resetConfirmErrors', () => {
  it('separates link problems from the new password field', () => {
    const error = new ApiError(400, { token: ['Invalid or expired token.'], new_password: ['Too short.', 'Too common.'] });
    expect(resetConfirmErrors(error)).toEqual({ messages: ['Invalid or expired token.'], newPassword: 'Too short.' });
  });

  it('uses the generic message for anything else', () => {
    expect(resetConfirmErrors(new ApiError(500, undefined))).toEqual({ messages: [GENERIC_ERROR] });
  });
});
