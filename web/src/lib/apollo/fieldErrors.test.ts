import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './fieldErrors';

describe('fieldErrors', () => {
  it('keeps the first BAD_USER_INPUT message per named field', () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        { message: 'The end must be after the start.', extensions: { code: 'BAD_USER_INPUT', field: 'endDatetime' } },
        { message: 'Second one', extensions: { code: 'BAD_USER_INPUT', field: 'endDatetime' } },
        { message: 'This field is required.', extensions: { code: 'BAD_USER_INPUT', field: 'name' } },
        { message: 'Not allowed', extensions: { code: 'FORBIDDEN' } },
      ],
    });
    expect(fieldErrors(error)).toEqual({ endDatetime: 'The end must be after the start.', name: 'This field is required.' });
  });

  it('is empty for other failures', () => {
    expect(fieldErrors(new TypeError('Failed to fetch'))).toEqual({});
  });
});
