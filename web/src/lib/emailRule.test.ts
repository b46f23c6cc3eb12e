import { describe, expect, it } from 'vitest';
import { emailError } from './emailRule';

describe('emailError', () => {
  it('names a value with a space', () => {
    expect(emailError('ann @example.com')).toBe('"ann @example.com" has a space in it.');
  });

  it('accepts an address and rejects empty or malformed ones', () => {
    expect(emailError('ann@example.com')).toBeNull();
    expect(emailError('')).toBe('E-mail is required');
    expect(emailError('ann@example')).toBe('Enter a valid e-mail address');
  });
});
