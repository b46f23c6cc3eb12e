import { describe, expect, it } from 'vitest';
import { timeUntil } from './timeUntil';

describe('timeUntil', () => {
  it.each([
    [-5_000, 'due now'],
    [999, 'due now'],
    [45_000, 'in 45 s'],
    [12 * 60_000 + 59_000, 'in 12 min'],
    [(3 * 60 + 12) * 60_000, 'in 3 h 12 min'],
    [(2 * 24 + 5) * 3_600_000 + 60_000, 'in 2 d 5 h'],
  ])('%i ms reads "%s"', (ms, text) => {
    expect(timeUntil(ms)).toBe(text);
  });
});
