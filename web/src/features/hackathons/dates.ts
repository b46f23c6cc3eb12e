/** "4 May 2026 – 6 May 2026" on the calendar of the hackathon's zone. */
export function dateRange(start: string, end: string, zone: string): string {
  const format = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: zone });
  return format.formatRange(new Date(start), new Date(end));
}
