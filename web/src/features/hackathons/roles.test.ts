import { describe, expect, it } from 'vitest';
import { canJoin, hasAnyRole, roleLabels } from './roles';

const none = {
  isCreator: false,
  isManager: false,
  isParticipant: false,
  isMentor: false,
  isJudge: false,
  isVolunteer: false,
  isBanned: false,
};

describe('hackathon roles', () => {
  it('a banned participant holds no role', () => {
    expect(hasAnyRole(none)).toBe(false);
    expect(hasAnyRole({ ...none, isBanned: true })).toBe(false);
    expect(hasAnyRole({ ...none, isJudge: true })).toBe(true);
  });

  it('names the roles', () => {
    expect(roleLabels({ ...none, isCreator: true, isMentor: true })).toEqual(['Creator', 'Mentor']);
  });

  it.each([
    ['registration open, no role', { phase: 'REGISTRATION_OPEN', canRegisterOutsideRegistrationPhase: false }, true],
    ['planning', { phase: 'PLANNING', canRegisterOutsideRegistrationPhase: false }, false],
    ['hacking, registration allowed in any phase', { phase: 'HACKING', canRegisterOutsideRegistrationPhase: true }, true],
    ['already a participant', { phase: 'REGISTRATION_OPEN', canRegisterOutsideRegistrationPhase: false, isParticipant: true }, false],
    ['the creator', { phase: 'REGISTRATION_OPEN', canRegisterOutsideRegistrationPhase: false, isCreator: true }, false],
    ['banned', { phase: 'REGISTRATION_OPEN', canRegisterOutsideRegistrationPhase: false, isBanned: true }, false],
  ] as const)('offers Join: %s → %s', (_, changes, expected) => {
    expect(canJoin({ ...none, ...changes })).toBe(expected);
  });
});
