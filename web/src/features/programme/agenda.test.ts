import { describe, expect, it } from 'vitest';
import { agendaDays, nowAndNext } from './agenda';

const item = (id: string, startTime: string, endTime: string) => ({ id, startTime, endTime });

// Africa/Johannesburg is UTC+2 all year; Europe/London is UTC+1 in May.
const kickoff = item('1', '2026-05-04T07:00:00Z', '2026-05-04T08:00:00Z');
const lunch = item('2', '2026-05-04T10:00:00Z', '2026-05-04T11:00:00Z');
const talk = item('3', '2026-05-04T10:30:00Z', '2026-05-04T11:30:00Z');
const lateNight = item('4', '2026-05-04T22:30:00Z', '2026-05-04T23:30:00Z');
const closing = item('5', '2026-05-05T14:00:00Z', '2026-05-05T15:00:00Z');

describe('agendaDays', () => {
  it('groups items by the day they start on in the hackathon’s time zone', () => {
    const days = agendaDays([closing, lateNight, lunch, kickoff], 'Africa/Johannesburg');
    expect(days.map(({ date, label, items }) => [date, label, items.map(({ id }) => id)])).toEqual([
      ['2026-05-04', 'Monday, May 4', ['1', '2']],
      ['2026-05-05', 'Tuesday, May 5', ['4', '5']],
    ]);
  });

  it('puts the same items on other days in another zone', () => {
    const days = agendaDays([closing, lateNight, kickoff], 'UTC');
    expect(days.map(({ items }) => items.map(({ id }) => id))).toEqual([['1', '4'], ['5']]);
  });
});

describe('nowAndNext', () => {
  const items = [kickoff, lunch, talk, closing];
  it('marks what runs now and what starts next', () => {
    const at = new Date('2026-05-04T10:45:00Z').getTime();
    const { now, next } = nowAndNext(items, at);
    expect([...now]).toEqual(['2', '3']);
    expect([...next]).toEqual(['5']);
  });

  it('before the start: nothing on, the first item next; items starting together are both next', () => {
    const together = item('6', kickoff.startTime, '2026-05-04T07:30:00Z');
    const { now, next } = nowAndNext([...items, together], new Date('2026-05-04T06:00:00Z').getTime());
    expect(now.size).toBe(0);
    expect([...next]).toEqual(['1', '6']);
  });

  it('an item is over at its end, and nothing is next after the last', () => {
    const { now, next } = nowAndNext(items, new Date(closing.endTime).getTime());
    expect(now.size).toBe(0);
    expect(next.size).toBe(0);
  });
});
