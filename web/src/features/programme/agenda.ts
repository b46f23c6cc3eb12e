import { toWallClock } from '../../lib/timeZone';

// The schedule as an agenda: items by day in a time zone, and which are on
// now and which come next.

export interface Timed {
  id: string;
  startTime: string;
  endTime: string;
}

export interface AgendaDay<T> {
  /** The day's date in the zone, YYYY-MM-DD. */
  date: string;
  /** e.g. "Monday 4 May". */
  label: string;
  items: T[];
}

const ms = (time: string) => new Date(time).getTime();

/** The items by day of their start in `zone`, days and items in time order. */
export function agendaDays<T extends Timed>(items: readonly T[], zone: string): AgendaDay<T>[] {
  const sorted = [...items].sort((a, b) => ms(a.startTime) - ms(b.startTime) || ms(a.endTime) - ms(b.endTime));
  const label = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: zone });
  const days: AgendaDay<T>[] = [];
  for (const item of sorted) {
    const date = toWallClock(ms(item.startTime), zone).slice(0, 10);
    const last = days.at(-1);
    if (last?.date === date) last.items.push(item);
    else days.push({ date, label: label.format(ms(item.startTime)), items: [item] });
  }
  return days;
}

export interface NowAndNext {
  /** Items running at the moment. */
  now: ReadonlySet<string>;
  /** The items that start next (several when they start together). */
  next: ReadonlySet<string>;
}

/** What is on at `nowMs` (started, not yet ended) and what starts next. */
export function nowAndNext(items: readonly Timed[], nowMs: number): NowAndNext {
  const now = new Set(items.filter((i) => ms(i.startTime) <= nowMs && nowMs < ms(i.endTime)).map((i) => i.id));
  const upcoming = items.filter((i) => ms(i.startTime) > nowMs);
  const nextStart = Math.min(...upcoming.map((i) => ms(i.startTime)));
  return { now, next: new Set(upcoming.filter((i) => ms(i.startTime) === nextStart).map((i) => i.id)) };
}

/** "09:00–10:30 GMT+2" in `zone`; "23:00–01:00 (+1 day) GMT+2" when it ends on a later day there. */
export function timeRange(start: string, end: string, zone: string): string {
  const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: zone, timeZoneName: 'short' });
  const [from, to] = [ms(start), ms(end)];
  const zoneName = time.formatToParts(from).find(({ type }) => type === 'timeZoneName')?.value ?? zone;
  const clock = (at: number) => toWallClock(at, zone).slice(11, 16);
  const days = Math.round((Date.parse(toWallClock(to, zone).slice(0, 10)) - Date.parse(toWallClock(from, zone).slice(0, 10))) / 86_400_000);
  return `${clock(from)}–${clock(to)}${days > 0 ? ` (+${days} day${days > 1 ? 's' : ''})` : ''} ${zoneName}`;
}
