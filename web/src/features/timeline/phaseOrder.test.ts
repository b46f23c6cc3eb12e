import { describe, expect, it } from 'vitest';
import { phaseOrderErrors } from './phaseOrder';

const start = (phase: string, startsAt: number | null) => ({ phase, phaseDisplay: phase.toLowerCase(), startsAt });

describe('phaseOrderErrors', () => {
  it('accepts phases in order, skipping unscheduled ones', () => {
    expect(phaseOrderErrors([start('A', 1), start('B', null), start('C', 3), start('D', null)])).toEqual({});
  });

  it('flags a phase not after the closest earlier scheduled phase', () => {
    expect(phaseOrderErrors([start('A', 5), start('B', null), start('C', 5), start('D', 9)])).toEqual({
      C: 'Must be after the start of a',
    });
  });

  it('compares each phase with the one before it, even when that one is out of order', () => {
    expect(phaseOrderErrors([start('A', 10), start('B', 2), start('C', 1)])).toEqual({
      B: 'Must be after the start of a',
      C: 'Must be after the start of b',
    });
  });
});
