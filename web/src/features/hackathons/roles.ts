import type { HackathonPhase, HackathonRolesFragment } from '../../gql/graphql';

type Roles = Omit<HackathonRolesFragment, 'id' | '__typename'>;

/** Whether the user holds any role in the hackathon (a banned participant holds none). */
export function hasAnyRole(h: Roles): boolean {
  return h.isCreator || h.isManager || h.isParticipant || h.isMentor || h.isJudge || h.isVolunteer;
}

export function isOrganiser(h: Pick<Roles, 'isCreator' | 'isManager'>): boolean {
  return h.isCreator || h.isManager;
}

const ROLE_LABELS: [keyof Roles, string][] = [
  ['isCreator', 'Creator'],
  ['isManager', 'Organiser'],
  ['isParticipant', 'Participant'],
  ['isMentor', 'Mentor'],
  ['isJudge', 'Judge'],
  ['isVolunteer', 'Hero'],
  ['isBanned', 'Banned'],
];

/** The user's roles as words, for badges. */
export function roleLabels(h: Roles): string[] {
  return ROLE_LABELS.filter(([flag]) => h[flag]).map(([, label]) => label);
}

/**
 * Whether to offer "Join": users without a role, not banned, while registration
 * is open or the hackathon allows registering in any phase.
 */
export function canJoin(h: Roles & { phase: HackathonPhase; canRegisterOutsideRegistrationPhase: boolean }): boolean {
  const registrationOpen = h.phase === 'REGISTRATION_OPEN' || h.canRegisterOutsideRegistrationPhase;
  return registrationOpen && !h.isBanned && !hasAnyRole(h);
}
