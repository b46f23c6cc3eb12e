import { describe, expect, it } from 'vitest';
import { emailError } from './emailRule';
import { nextPath } from './nextPath';

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

describe('nextPath', () => {
  it('follows an in-app path with its query', () => {
    expect(nextPath('?next=%2Fhackathon%2F5%2Fdetail%3Fx%3D1')).toBe('/hackathon/5/detail?x=1');
  });

  it.each(['', '?next=https%3A%2F%2Fevil.example', '?next=%2F%2Fevil.example', '?next=%2F%5Cevil.example'])(
    'goes home for "%s"',
    (search) => {
      expect(nextPath(search)).toBe('/');
    },
  );
});
