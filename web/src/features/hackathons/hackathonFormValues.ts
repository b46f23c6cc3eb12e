import type { AllowedParticipants, HackathonFlagsInput } from '../../gql/graphql';
import { fromWallClock, toWallClock, viewerTimeZone } from '../../lib/timeZone';

type Flag = keyof HackathonFlagsInput;

/** The hackathon's feature flags (SPEC 3) as switches, in the order the form shows them. */
export const FLAG_LABELS: Record<Flag, string> = {
  hasJudges: 'Judges',
  hasPrizes: 'Prizes',
  hasMentors: 'Mentors',
  hasVolunteers: 'Heroes (volunteers)',
  hasTalents: 'Talent ratings',
  hasPopularVote: 'Popular vote',
  hasPitches: 'Elevator pitches',
  hasResources: 'Resources',
  hasGoals: 'Goals',
  hasKickoffSession: 'Kick-off session',
  hasClosingSession: 'Closing session',
  managementTeamVisible: 'Show the organizing team to everyone',
  ideasRequired: 'Ideas required',
  ideasRequireApproval: 'Ideas need approval',
  ideasThroughoutHacking: 'Ideas may be added while hacking',
  showTeams: 'Show teams',
  canRegisterOutsideRegistrationPhase: 'Registration open in every phase',
  requireTermsAcceptance: 'Participants accept terms and conditions',
};

export const FLAGS = Object.keys(FLAG_LABELS) as Flag[];

export const ALLOWED_PARTICIPANTS: { value: AllowedParticipants; label: string }[] = [
  { value: 'PUBLIC', label: 'Public: anyone can find and join' },
  { value: 'INVITE_ONLY', label: 'Invite only: people with the share link' },
  { value: 'ORGANIZATION', label: 'Organization: members of the hosting organization' },
];

export interface HackathonFormValues {
  name: string;
  description: string;
  detailDescription: string;
  allowedParticipants: AllowedParticipants;
  maxTeamSize: number | string;
  /** Wall-clock times ("2026-05-04T09:00") in timeZone. */
  startDatetime: string;
  endDatetime: string;
  timeZone: string;
  organizationId: string;
  hasGameification: boolean;
  flags: Record<Flag, boolean>;
}

export const EMPTY_HACKATHON: HackathonFormValues = {
  name: '',
  description: '',
  detailDescription: '',
  allowedParticipants: 'PUBLIC',
  maxTeamSize: 5,
  startDatetime: '',
  endDatetime: '',
  timeZone: viewerTimeZone(),
  organizationId: '',
  hasGameification: false,
  flags: { ...(Object.fromEntries(FLAGS.map((flag) => [flag, false])) as Record<Flag, boolean>), showTeams: true },
};

type Stored = Pick<
  HackathonFormValues,
  'name' | 'description' | 'detailDescription' | 'allowedParticipants' | 'maxTeamSize' | 'timeZone' | 'hasGameification'
> & { startDatetime: string; endDatetime: string; organization: { id: string } } & Record<Flag, boolean>;

/** A saved hackathon as form values. */
export function formValuesOf(h: Stored): HackathonFormValues {
  return {
    name: h.name,
    description: h.description,
    detailDescription: h.detailDescription,
    allowedParticipants: h.allowedParticipants,
    maxTeamSize: h.maxTeamSize,
    startDatetime: toWallClock(Date.parse(h.startDatetime), h.timeZone).slice(0, 16),
    endDatetime: toWallClock(Date.parse(h.endDatetime), h.timeZone).slice(0, 16),
    timeZone: h.timeZone,
    organizationId: h.organization.id,
    hasGameification: h.hasGameification,
    flags: Object.fromEntries(FLAGS.map((flag) => [flag, h[flag]])) as Record<Flag, boolean>,
  };
}

/** The fields that create and update share, as the API takes them. */
export function inputOf(values: HackathonFormValues) {
  const instant = (wall: string) => new Date(fromWallClock(wall, values.timeZone)).toISOString();
  return {
    name: values.name.trim(),
    description: values.description,
    detailDescription: values.detailDescription,
    allowedParticipants: values.allowedParticipants,
    maxTeamSize: Number(values.maxTeamSize),
    startDatetime: instant(values.startDatetime),
    endDatetime: instant(values.endDatetime),
    timeZone: values.timeZone,
    flags: values.flags,
  };
}

const required = (label: string) => (value: string) => (value.trim() ? null : `${label} is required`);

/** Client-side checks (SPEC 5: required fields of creation); the server checks again. */
export const hackathonValidation = {
  name: required('Name'),
  startDatetime: required('Start'),
  endDatetime: (value: string, values: HackathonFormValues) =>
    required('End')(value) ?? (values.startDatetime && value <= values.startDatetime ? 'The end must be after the start.' : null),
  maxTeamSize: (value: number | string) => (Number(value) >= 1 ? null : 'A team has at least 1 member'),
  timeZone: required('Time zone'),
};
