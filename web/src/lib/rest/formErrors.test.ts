import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { formFieldErrors } from './formErrors';

describe('formFieldErrors', () => {
  const names = { first_name: 'firstName', email: 'email' };

  it('puts the first message of each API field under the form field', () => {
    const error = new ApiError(400, { first_name: ['Too long.', 'Odd.'], email: ['Taken.'] });
    expect(formFieldErrors(error, names)).toEqual({ firstName: 'Too long.', email: 'Taken.' });
  });

  it('is null when no form field is named or the failure is not a 400', () => {
    expect(formFieldErrors(new ApiError(400, { detail: 'x' }), names)).toBeNull();
    expect(formFieldErrors(new ApiError(500, undefined), names)).toBeNull();
  });
});
