/** An attendance day (YYYY-MM-DD, a calendar day in the hackathon's zone) as people read it, e.g. "Mon 23 Nov". */
export function dayLabel(day: string): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
