const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long until a due time, as on the timeline page: "in 3 h 12 min", "in 45 s", "due now". */
export function timeUntil(ms: number): string {
  if (ms < 1000) return 'due now';
  if (ms < MINUTE) return `in ${Math.floor(ms / 1000)} s`;
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (days > 0) return `in ${days} d ${hours} h`;
  if (hours > 0) return `in ${hours} h ${minutes} min`;
  return `in ${minutes} min`;
}
