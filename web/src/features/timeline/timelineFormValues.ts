import type { SetHackathonTimelineInput, TimelineFieldsFragment } from '../../gql/graphql';
import { phaseOrderErrors } from './phaseOrder';
import { instantOf } from './timelineData';
import { fromWallClock, toWallClock } from '../../lib/timeZone';

type Slot = TimelineFieldsFragment['slots'][number];

/**
 * The timeline form. Starts are wall-clock times in timeZone ('' while not
 * scheduled), kept under phases.<PHASE>.startsAt: the field names of the
 * server's BAD_USER_INPUT errors, so those show under the right input as they are.
 */
export interface TimelineFormValues {
  timeZone: string;
  phases: Record<string, { startsAt: string }>;
}

export function formValuesOf({ timeZone, slots }: TimelineFieldsFragment): TimelineFormValues {
  const phases: TimelineFormValues['phases'] = {};
  for (const { phase, startsAt } of slots) {
    const at = instantOf(startsAt);
    phases[phase] = { startsAt: at === null ? '' : toWallClock(at, timeZone) };
  }
  return { timeZone, phases };
}

/** Epoch ms of a phase's start in the form: null when empty, NaN when not a date. */
export function startOf(values: TimelineFormValues, phase: string): number | null {
  const wallClock = values.phases[phase]?.startsAt ?? '';
  return wallClock ? fromWallClock(wallClock, values.timeZone) : null;
}

/** Messages under the start fields: a value that is not a date, or a start out of order. */
export function timelineFormErrors(values: TimelineFormValues, slots: Slot[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const starts = slots.map(({ phase, phaseDisplay }) => ({ phase, phaseDisplay, startsAt: startOf(values, phase) }));
  for (const { phase, startsAt } of starts) {
    if (Number.isNaN(startsAt)) errors[`phases.${phase}.startsAt`] = 'Enter a date and time';
  }
  const ordered = starts.filter(({ startsAt }) => !Number.isNaN(startsAt));
  for (const [phase, message] of Object.entries(phaseOrderErrors(ordered))) {
    errors[`phases.${phase}.startsAt`] = message;
  }
  return errors;
}

/** The mutation input: the zone and every phase's start (null unschedules it). */
export function timelineInput(hackathonId: string, values: TimelineFormValues, slots: Slot[]): SetHackathonTimelineInput {
  return {
    hackathonId,
    timeZone: values.timeZone,
    phases: slots.map(({ phase }) => {
      const at = startOf(values, phase);
      return { phase, startsAt: at === null ? null : new Date(at).toISOString() };
    }),
  };
}

/** Messages of server errors naming a field the form does not show (a phase the hackathon no longer has). */
export function errorsWithoutField(errors: Record<string, string>, slots: Slot[]): string[] {
  const shown = new Set(['timeZone', ...slots.map(({ phase }) => `phases.${phase}.startsAt`)]);
  return Object.entries(errors)
    .filter(([field]) => !shown.has(field))
    .map(([, message]) => message);
}
