import { describe, expect, it } from 'vitest';
import { pathOfHashRoute } from './hashRoute';

describe('pathOfHashRoute', () => {
  it('turns a SPEC-shaped share link into the path form, keeping its token', () => {
    expect(pathOfHashRoute('#/pub/hackathon/12/detail?token=abc')).toBe('/pub/hackathon/12/detail?token=abc');
    expect(pathOfHashRoute('#/hackathon/3/team/4')).toBe('/hackathon/3/team/4');
  });

  it('leaves a plain anchor alone', () => {
    expect(pathOfHashRoute('#submissions')).toBeNull();
    expect(pathOfHashRoute('')).toBeNull();
  });
});
