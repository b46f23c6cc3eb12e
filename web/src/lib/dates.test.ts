import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, formatDateTime, formatDay, formatDayHeading, formatTime, formatTimeRange, zoneLabel } from './dates';

describe('formatDateTime', () => {
  it('writes the wall clock of the named zone with its offset', () => {
    expect(formatDateTime('2026-12-02T11:52:00Z', 'Africa/Johannesburg')).toBe('Wed, Dec 2, 2026, 1:52 PM UTC+2');
    expect(formatDateTime('2026-12-02T11:52:00Z', 'UTC')).toBe('Wed, Dec 2, 2026, 11:52 AM UTC');
    expect(formatDateTime('2026-12-02T00:05:00Z', 'UTC')).toBe('Wed, Dec 2, 2026, 12:05 AM UTC');
  });

  it('moves to the next day where the zone is ahead', () => {
    expect(formatDateTime('2026-12-02T20:00:00Z', 'Asia/Kolkata')).toBe('Thu, Dec 3, 2026, 1:30 AM UTC+5:30');
  });

  it('follows summer time', () => {
    expect(formatDateTime('2026-07-01T12:00:00Z', 'America/New_York')).toBe('Wed, Jul 1, 2026, 8:00 AM UTC-4');
    expect(formatDateTime('2026-01-01T12:00:00Z', 'America/New_York')).toBe('Thu, Jan 1, 2026, 7:00 AM UTC-5');
  });
});

describe('the parts', () => {
  it('writes a date, a time and a zone', () => {
    expect(formatDate(Date.parse('2026-12-02T23:30:00Z'), 'Europe/Berlin')).toBe('Thu, Dec 3, 2026');
    expect(formatTime('2026-12-02T12:00:00Z', 'Europe/Berlin')).toBe('1:00 PM UTC+1');
    expect(zoneLabel('2026-12-02T12:00:00Z', 'Asia/Kathmandu')).toBe('UTC+5:45');
  });

  it('writes a calendar day without shifting it', () => {
    expect(formatDay('2026-11-23')).toBe('Mon, Nov 23');
    expect(formatDay('2026-01-01')).toBe('Thu, Jan 1');
  });

  it('writes a day heading in the zone', () => {
    expect(formatDayHeading('2026-05-03T23:00:00Z', 'Europe/Berlin')).toBe('Monday, May 4');
  });
});

describe('formatDateRange', () => {
  it('says the month and year once where they are shared', () => {
    expect(formatDateRange('2026-12-02T09:00:00Z', '2026-12-04T17:00:00Z', 'UTC')).toBe('Dec 2 – 4, 2026');
    expect(formatDateRange('2026-11-30T09:00:00Z', '2026-12-04T17:00:00Z', 'UTC')).toBe('Nov 30 – Dec 4, 2026');
    expect(formatDateRange('2026-12-30T09:00:00Z', '2027-01-04T17:00:00Z', 'UTC')).toBe('Dec 30, 2026 – Jan 4, 2027');
    expect(formatDateRange('2026-12-02T09:00:00Z', '2026-12-02T17:00:00Z', 'UTC')).toBe('Dec 2, 2026');
  });

  it('reads the days on the hackathon’s calendar', () => {
    expect(formatDateRange('2026-12-01T23:00:00Z', '2026-12-02T01:00:00Z', 'Europe/Berlin')).toBe('Dec 2, 2026');
  });
});

describe('formatTimeRange', () => {
  it('writes both ends and the zone once', () => {
    expect(formatTimeRange('2026-05-04T07:00:00Z', '2026-05-04T08:30:00Z', 'Europe/Berlin')).toBe('9:00 AM – 10:30 AM UTC+2');
  });

  it('says when it ends on a later day', () => {
    expect(formatTimeRange('2026-05-04T21:00:00Z', '2026-05-04T23:00:00Z', 'Europe/Berlin')).toBe('11:00 PM – 1:00 AM (+1 day) UTC+2');
  });
});
