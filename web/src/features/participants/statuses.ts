import type { ParticipantStatus } from '../../gql/graphql';

/** The participant statuses as organizers read them (docs/decisions.md, Participants). */
export const STATUS_LABELS: Record<ParticipantStatus, string> = {
  REGISTERED: 'Registered',
  CONFIRMED: 'Confirmed',
  WAITLISTED: 'Waitlisted',
  CANCELLED: 'Canceled',
};

export const STATUS_OPTIONS = Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }));
