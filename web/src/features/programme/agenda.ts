import { formatDayHeading } from '../../lib/dates';
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
  /** e.g. "Monday, May 4". */
  label: string;
  items: T[];
}

const ms = (time: string) => new Date(time).getTime();

/** The items by day of their start in `zone`, days and items in time order. */
export function agendaDays<T extends Timed>(items: readonly T[], zone: string): AgendaDay<T>[] {
  const sorted = [...items].sort((a, b) => ms(a.startTime) - ms(b.startTime) || ms(a.endTime) - ms(b.endTime));
  const days: AgendaDay<T>[] = [];
  for (const item of sorted) {
    const date = toWallClock(ms(item.startTime), zone).slice(0, 10);
    const last = days.at(-1);
    if (last?.date === date) last.items.push(item);
    else days.push({ date, label: formatDayHeading(item.startTime, zone), items: [item] });
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
