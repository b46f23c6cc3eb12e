import { describe, expect, it } from 'vitest';
import { noRoles } from '../../test/shellMocks';
import { canJoin, hasAnyRole, roleLabels } from './roles';



describe('hackathon roles', () => {
  it('a banned participant holds no role', () => {
    expect(hasAnyRole(noRoles)).toBe(false);
    expect(hasAnyRole({ ...noRoles, isBanned: true })).toBe(false);
    expect(hasAnyRole({ ...noRoles, isJudge: true })).toBe(true);
  });

  it('names the roles', () => {
    expect(roleLabels({ ...noRoles, isCreator: true, isMentor: true })).toEqual(['Creator', 'Mentor']);
  });

  it.each([
    ['registration open, no role', { phase: 'REGISTRATION_OPEN', canRegisterOutsideRegistrationPhase: false }, true],
    ['planning', { phase: 'PLANNING', canRegisterOutsideRegistrationPhase: false }, false],
    ['hacking, registration allowed in any phase', { phase: 'HACKING', canRegisterOutsideRegistrationPhase: true }, true],
    ['already a participant', { phase: 'REGISTRATION_OPEN', canRegisterOutsideRegistrationPhase: false, isParticipant: true }, false],
    ['the creator', { phase: 'REGISTRATION_OPEN', canRegisterOutsideRegistrationPhase: false, isCreator: true }, false],
    ['banned', { phase: 'REGISTRATION_OPEN', canRegisterOutsideRegistrationPhase: false, isBanned: true }, false],
  ] as const)('offers Join: %s → %s', (_, changes, expected) => {
    expect(canJoin({ ...noRoles, ...changes })).toBe(expected);
  });
});
