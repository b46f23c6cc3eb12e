import type { HackathonRolesFragment } from '../../gql/graphql';

type Roles = Omit<HackathonRolesFragment, 'id' | '__typename'>;

/** Whether the user holds any role in the hackathon (a banned participant holds none). */
export function hasAnyRole(h: Roles): boolean {
  return h.isCreator || h.isManager || h.isParticipant || h.isMentor || h.isJudge || h.isVolunteer;
}

const ROLE_LABELS: [keyof Roles, string][] = [
  ['isCreator', 'Creator'],
  ['isManager', 'Organizer'],
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
