import { describe, expect, it } from 'vitest';
import { nextPath } from './nextPath';

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
