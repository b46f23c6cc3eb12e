// The one way the app writes dates and times, in US English and in a named
// IANA zone: "Wed, Dec 2, 2026, 1:52 PM UTC+2". The e-mails use the same
// format (domain.FormatInstant), so a page and its e-mail read alike. Built
// from the zone's wall clock rather than Intl's own patterns, whose spacing
// and zone names differ between browsers.
import { offsetAt, toWallClock, viewerTimeZone } from './timeZone';

/** An instant: epoch milliseconds or an RFC 3339 string. */
export type Instant = number | string;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const short = (name: string) => name.slice(0, 3);

interface Calendar {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
}

const ms = (at: Instant) => (typeof at === 'number' ? at : Date.parse(at));

function calendarAt(at: Instant, zone: string): Calendar {
  const [year, month, day, hour, minute] = toWallClock(ms(at), zone).split(/[-T:]/).map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return { year, month, day, weekday, hour, minute };
}

/** "UTC", "UTC+2", "UTC+5:30", "UTC-5": the zone's offset at that instant. */
export function zoneLabel(at: Instant, zone: string): string {
  const minutes = Math.round(offsetAt(ms(at), zone) / 60_000);
  if (minutes === 0) return 'UTC';
  const sign = minutes > 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

const clock = ({ hour, minute }: Calendar) => `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
const monthDay = (c: Calendar) => `${short(MONTHS[c.month - 1])} ${c.day}`;
const fullDate = (c: Calendar) => `${short(WEEKDAYS[c.weekday])}, ${monthDay(c)}, ${c.year}`;

/** "Wed, Dec 2, 2026, 1:52 PM UTC+2"; in the viewer's zone unless another is named. */
export function formatDateTime(at: Instant, zone = viewerTimeZone()): string {
  return `${fullDate(calendarAt(at, zone))}, ${formatTime(at, zone)}`;
}

/** "Wed, Dec 2, 2026": the calendar day in `zone`. */
export function formatDate(at: Instant, zone = viewerTimeZone()): string {
  return fullDate(calendarAt(at, zone));
}

/** "1:52 PM UTC+2". */
export function formatTime(at: Instant, zone = viewerTimeZone()): string {
  return `${clock(calendarAt(at, zone))} ${zoneLabel(at, zone)}`;
}

/** A calendar day with no zone of its own ("2026-11-23"), e.g. "Mon, Nov 23". */
export function formatDay(day: string): string {
  const c = calendarAt(`${day}T00:00:00Z`, 'UTC');
  return `${short(WEEKDAYS[c.weekday])}, ${monthDay(c)}`;
}

/** A day heading, e.g. "Wednesday, December 2". */
export function formatDayHeading(at: Instant, zone: string): string {
  const c = calendarAt(at, zone);
  return `${WEEKDAYS[c.weekday]}, ${MONTHS[c.month - 1]} ${c.day}`;
}

/** "Dec 2 – 4, 2026", "Nov 30 – Dec 4, 2026" or "Dec 30, 2026 – Jan 4, 2027", on the calendar of `zone`. */
export function formatDateRange(start: Instant, end: Instant, zone: string): string {
  const [from, to] = [calendarAt(start, zone), calendarAt(end, zone)];
  if (from.year !== to.year) return `${monthDay(from)}, ${from.year} – ${monthDay(to)}, ${to.year}`;
  if (from.month !== to.month) return `${monthDay(from)} – ${monthDay(to)}, ${to.year}`;
  if (from.day !== to.day) return `${monthDay(from)} – ${to.day}, ${to.year}`;
  return `${monthDay(from)}, ${from.year}`;
}

/** "9:00 AM – 10:30 AM UTC+2"; "11:00 PM – 1:00 AM (+1 day) UTC+2" when it ends on a later day in `zone`. */
export function formatTimeRange(start: Instant, end: Instant, zone: string): string {
  const [from, to] = [calendarAt(start, zone), calendarAt(end, zone)];
  const days = Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000);
  const later = days > 0 ? ` (+${days} day${days > 1 ? 's' : ''})` : '';
  return `${clock(from)} – ${clock(to)}${later} ${zoneLabel(start, zone)}`;
}
