// Conversions between instants and the wall-clock time of an IANA time zone,
// with Intl only. Wall-clock values are those of <input type="datetime-local">:
// "YYYY-MM-DDTHH:mm", with ":ss" only when the seconds are not zero.

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall-clock time in `zone` at the instant `utcMs` (whole seconds). */
export function toWallClock(utcMs: number, zone: string): string {
  const part: Record<string, string> = {};
  for (const { type, value } of partsFormatter(zone).formatToParts(utcMs)) part[type] = value;
  const seconds = part.second === '00' ? '' : `:${part.second}`;
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}${seconds}`;
}

/** Reads a wall-clock value as if it were UTC; seconds are optional. NaN when malformed. */
function wallClockAsUtc(wallClock: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(wallClock);
  if (!match) return NaN;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** How far `zone` is ahead of UTC at the instant `utcMs`, in milliseconds. */
export function offsetAt(utcMs: number, zone: string): number {
  const whole = Math.floor(utcMs / 1000) * 1000;
  return wallClockAsUtc(toWallClock(whole, zone)) - whole;
}

/**
 * The instant at which clocks in `zone` show `wallClock`; NaN when malformed.
 * A time that occurs twice (clocks going back) is its earlier instant; a time
 * skipped by clocks going forward moves forward by the gap (02:30 becomes 03:30),
 * like Temporal's "compatible" disambiguation.
 */
export function fromWallClock(wallClock: string, zone: string): number {
  const asUtc = wallClockAsUtc(wallClock);
  if (Number.isNaN(asUtc)) return NaN;
  const offsetBefore = offsetAt(asUtc - DAY_MS, zone);
  const offsetAfter = offsetAt(asUtc + DAY_MS, zone);
  const exact = [asUtc - offsetBefore, asUtc - offsetAfter]
    .filter((instant) => wallClockAsUtc(toWallClock(instant, zone)) === asUtc)
    .sort((a, b) => a - b);
  return exact[0] ?? asUtc - offsetBefore;
}

let viewerZone: string | undefined;

/**
 * The zone of the person looking at the page. Read once: a DateTimeFormat
 * takes long to make, and a page with dates asks for the zone per date.
 */
export function viewerTimeZone(): string {
  viewerZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return viewerZone;
}
