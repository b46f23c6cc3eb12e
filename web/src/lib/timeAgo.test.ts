import { describe, expect, it } from 'vitest';
import { timeAgo } from './timeAgo';

const now = Date.parse('2026-05-04T12:00:00Z');

describe('timeAgo', () => {
  it.each([
    ['2026-05-04T11:59:30Z', 'just now'],
    ['2026-05-04T11:55:00Z', '5 minutes ago'],
    ['2026-05-04T09:00:00Z', '3 hours ago'],
    ['2026-05-03T12:00:00Z', 'yesterday'],
    ['2026-04-20T12:00:00Z', '2 weeks ago'],
  ])('%s reads "%s"', (iso, text) => {
    expect(timeAgo(iso, now)).toBe(text);
  });
});
