import { describe, expect, it } from 'vitest';
import { fromWallClock, toWallClock } from './timeZone';

const utc = (iso: string) => Date.parse(iso);

describe('toWallClock', () => {
  it('shows an instant on the clocks of a zone, with seconds only when not zero', () => {
    expect(toWallClock(utc('2025-06-14T07:00:00Z'), 'Europe/Berlin')).toBe('2025-06-14T09:00');
    expect(toWallClock(utc('2025-01-14T07:00:00Z'), 'Europe/Berlin')).toBe('2025-01-14T08:00');
    expect(toWallClock(utc('2025-06-14T23:30:05Z'), 'Asia/Kolkata')).toBe('2025-06-15T05:00:05');
    expect(toWallClock(utc('2025-06-14T00:00:00Z'), 'UTC')).toBe('2025-06-14T00:00');
  });

  it('shows midnight as 00, not 24', () => {
    expect(toWallClock(utc('2025-06-13T22:00:00Z'), 'Europe/Berlin')).toBe('2025-06-14T00:00');
  });
});

describe('fromWallClock', () => {
  it('finds the instant of a wall-clock time, with or without seconds', () => {
    expect(fromWallClock('2025-06-14T09:00', 'Europe/Berlin')).toBe(utc('2025-06-14T07:00:00Z'));
    expect(fromWallClock('2025-01-14T09:00:30', 'Europe/Berlin')).toBe(utc('2025-01-14T08:00:30Z'));
    expect(fromWallClock('2025-06-14T09:00', 'America/New_York')).toBe(utc('2025-06-14T13:00:00Z'));
    expect(fromWallClock('2025-06-14T09:00', 'Australia/Lord_Howe')).toBe(utc('2025-06-13T22:30:00Z'));
  });

  it('takes the earlier instant of a time that occurs twice when clocks go back', () => {
    // Berlin, 26 Oct 2025: 03:00 CEST becomes 02:00 CET.
    expect(fromWallClock('2025-10-26T02:30', 'Europe/Berlin')).toBe(utc('2025-10-26T00:30:00Z'));
    expect(fromWallClock('2025-10-26T03:00', 'Europe/Berlin')).toBe(utc('2025-10-26T02:00:00Z'));
    // New York, 2 Nov 2025: 02:00 EDT becomes 01:00 EST.
    expect(fromWallClock('2025-11-02T01:30', 'America/New_York')).toBe(utc('2025-11-02T05:30:00Z'));
  });

  it('moves a time skipped when clocks go forward by the gap', () => {
    // Berlin, 30 Mar 2025: 02:00 CET becomes 03:00 CEST; 02:30 does not exist.
    expect(fromWallClock('2025-03-30T02:30', 'Europe/Berlin')).toBe(utc('2025-03-30T01:30:00Z'));
    expect(toWallClock(fromWallClock('2025-03-30T02:30', 'Europe/Berlin'), 'Europe/Berlin')).toBe('2025-03-30T03:30');
    expect(fromWallClock('2025-03-30T03:00', 'Europe/Berlin')).toBe(utc('2025-03-30T01:00:00Z'));
    // Lord Howe moves by half an hour.
    expect(fromWallClock('2025-10-05T02:15', 'Australia/Lord_Howe')).toBe(utc('2025-10-04T15:45:00Z'));
  });

  it('round-trips the wall clock of every third hour across a year', () => {
    for (let t = utc('2025-01-01T00:00:00Z'); t < utc('2026-01-01T00:00:00Z'); t += 3 * 3_600_000) {
      for (const zone of ['Europe/Berlin', 'America/Santiago', 'Australia/Lord_Howe']) {
        const wallClock = toWallClock(t, zone);
        expect(toWallClock(fromWallClock(wallClock, zone), zone)).toBe(wallClock);
      }
    }
  });

  it('is NaN for a malformed value', () => {
    expect(fromWallClock('', 'UTC')).toBeNaN();
    expect(fromWallClock('14/06/2025 09:00', 'UTC')).toBeNaN();
  });
});
