import type { ProgrammeHackathonFragment, ProgramItemFieldsFragment } from '../../gql/graphql';
import { fromWallClock, toWallClock } from '../../lib/timeZone';
import { normalizeUrl, urlError } from '../../lib/urlRule';

/** A programme item as its form holds it: times as wall clocks in the hackathon's zone. */
export interface ProgramItemValues {
  name: string;
  description: string;
  /** Wall clocks, named as the input's fields so that server errors land under them. */
  startTime: string;
  endTime: string;
  links: { name: string; url: string }[];
}

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/**
 * The form's values for an item, or for a new one in the hackathon's first
 * hour: from its start rounded up to the minute, since the wall clocks drop
 * fractions of a second and a start before the hackathon's is refused.
 */
export function programItemValues(h: ProgrammeHackathonFragment, item: ProgramItemFieldsFragment | null): ProgramItemValues {
  const start = item ? new Date(item.startTime).getTime() : Math.ceil(new Date(h.startDatetime).getTime() / MINUTE_MS) * MINUTE_MS;
  const end = item ? new Date(item.endTime).getTime() : Math.min(start + HOUR_MS, new Date(h.endDatetime).getTime());
  return {
    name: item?.name ?? '',
    description: item?.description ?? '',
    startTime: toWallClock(start, h.timeZone),
    endTime: toWallClock(end, h.timeZone),
    links: item?.links.map(({ name, url }) => ({ name, url })) ?? [],
  };
}

/** Client-side checks; the server checks again, also the hackathon's dates. */
export function programItemErrors(values: ProgramItemValues, zone: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.name.trim()) errors.name = 'This field is required.';
  if (!values.description.trim()) errors.description = 'This field is required.';
  const start = fromWallClock(values.startTime, zone);
  const end = fromWallClock(values.endTime, zone);
  if (Number.isNaN(start)) errors.startTime = 'Enter a date and time.';
  if (Number.isNaN(end)) errors.endTime = 'Enter a date and time.';
  else if (end <= start) errors.endTime = 'The end must be after the start.';
  values.links.forEach((link, i) => {
    if (!link.name.trim()) errors[`links.${i}.name`] = 'This field is required.';
    const problem = link.url.trim() ? urlError(link.url) : 'This field is required.';
    if (problem) errors[`links.${i}.url`] = problem;
  });
  return errors;
}

/** The mutation input's fields of the form's values. */
export function programItemInput(values: ProgramItemValues, zone: string) {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    startTime: new Date(fromWallClock(values.startTime, zone)).toISOString(),
    endTime: new Date(fromWallClock(values.endTime, zone)).toISOString(),
    links: values.links.map(({ name, url }) => ({ name: name.trim(), url: normalizeUrl(url) })),
  };
}
