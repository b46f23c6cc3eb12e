import { describe, expect, it } from 'vitest';
import { noRoles } from '../../test/shellMocks';
import { hasAnyRole, roleLabels } from './roles';

describe('hackathon roles', () => {
  it('a banned participant holds no role', () => {
    expect(hasAnyRole(noRoles)).toBe(false);
    expect(hasAnyRole({ ...noRoles, isBanned: true })).toBe(false);
    expect(hasAnyRole({ ...noRoles, isJudge: true })).toBe(true);
  });

  it('names the roles', () => {
    expect(roleLabels({ ...noRoles, isCreator: true, isMentor: true })).toEqual(['Creator', 'Mentor']);
  });
});
