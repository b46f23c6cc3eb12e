import type { AnnouncementAudience, AnnouncementFieldsFragment, HackathonPhase } from '../../gql/graphql';
import { fromWallClock, toWallClock } from '../../lib/timeZone';

/** Who an announcement may go to, as the form offers them. */
export const AUDIENCES: { value: AnnouncementAudience; label: string }[] = [
  { value: 'PARTICIPANTS', label: 'Participants' },
  { value: 'TEAMS_WITHOUT_SUBMISSION', label: 'Teams without a submission' },
  { value: 'EVERYONE', label: 'Everyone with a role' },
  { value: 'JUDGES', label: 'Judges' },
  { value: 'MENTORS', label: 'Mentors' },
  { value: 'VOLUNTEERS', label: 'Volunteers' },
  { value: 'ORGANIZING_TEAM', label: 'The organizing team' },
];

export const audienceLabel = (a: AnnouncementAudience) => AUDIENCES.find(({ value }) => value === a)?.label ?? a;

export type When = 'AT' | 'RELATIVE';

export interface AnnouncementValues {
  title: string;
  body: string;
  audience: AnnouncementAudience | '';
  when: When;
  /** A wall clock in the hackathon's zone. */
  sendAt: string;
  phase: HackathonPhase | '';
  /** How long before or after the phase starts, in `unit`s. */
  amount: number;
  unit: 'MINUTES' | 'HOURS';
  direction: 'BEFORE' | 'AFTER';
}

/** The form's values: empty, or the announcement being edited. */
export function announcementValues(a: AnnouncementFieldsFragment | null, zone: string): AnnouncementValues {
  const values: AnnouncementValues = {
    title: '', body: '', audience: 'PARTICIPANTS', when: 'AT', sendAt: '',
    phase: '', amount: 1, unit: 'HOURS', direction: 'BEFORE',
  };
  if (!a) return values;
  Object.assign(values, { title: a.title, body: a.body, audience: a.audience, sendAt: toWallClock(Date.parse(a.sendAt), zone) });
  if (a.phase && a.offsetMinutes != null) {
    const minutes = Math.abs(a.offsetMinutes);
    const hours = minutes % 60 === 0 && minutes > 0;
    Object.assign(values, {
      when: 'RELATIVE', phase: a.phase, amount: hours ? minutes / 60 : minutes, unit: hours ? 'HOURS' : 'MINUTES',
      direction: a.offsetMinutes < 0 ? 'BEFORE' : 'AFTER',
    });
  }
  return values;
}

/** What the client checks before asking: the server checks it all again, and more. */
export function announcementErrors(v: AnnouncementValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!v.title.trim()) errors.title = 'Give the announcement a title.';
  if (!v.body.trim()) errors.body = 'Write the announcement’s message.';
  if (!v.audience) errors.audience = 'Choose who the announcement goes to.';
  if (v.when === 'AT' && !v.sendAt) errors.sendAt = 'Choose when the announcement goes.';
  if (v.when === 'RELATIVE' && !v.phase) errors.phase = 'Choose a phase.';
  return errors;
}

/** The mutation's fields: a time in the hackathon's zone, or a phase and signed offset. */
export function announcementInput(v: AnnouncementValues, zone: string) {
  const text = { title: v.title, body: v.body, audience: v.audience || null };
  if (v.when === 'AT') return { ...text, sendAt: new Date(fromWallClock(v.sendAt, zone)).toISOString() };
  const minutes = Math.round(v.amount * (v.unit === 'HOURS' ? 60 : 1));
  return { ...text, phase: v.phase || null, offsetMinutes: v.direction === 'BEFORE' ? -minutes : minutes };
}
