import { describe, expect, it } from 'vitest';
import { programItemErrors, programItemValues } from './programItemForm';
import { programmeHackathon } from './programmeMocks';

describe('programItemValues', () => {
  it("starts a new item at the hackathon's start, in its time zone", () => {
    const values = programItemValues(programmeHackathon(), null);
    expect(values.startTime).toBe('2026-05-04T09:00');
    expect(values.endTime).toBe('2026-05-04T10:00');
  });

  it('rounds a start with fractions of a second up to the minute, so that the item lies within the dates', () => {
    const values = programItemValues(programmeHackathon({ startDatetime: '2026-05-04T07:00:12.345Z' }), null);
    expect(values.startTime).toBe('2026-05-04T09:01');
    expect(values.endTime).toBe('2026-05-04T10:01');
    expect(programItemErrors({ ...values, name: 'Kick-off', description: 'Welcome' }, 'Africa/Johannesburg')).toEqual({});
  });
});
