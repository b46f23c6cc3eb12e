import { describe, expect, it } from 'vitest';
import { dayLabel } from './days';

describe('dayLabel', () => {
  it('reads the calendar day whatever the viewer’s zone', () => {
    expect(dayLabel('2026-11-23')).toBe('Mon 23 Nov');
    expect(dayLabel('2026-01-01')).toBe('Thu 1 Jan');
  });
});
