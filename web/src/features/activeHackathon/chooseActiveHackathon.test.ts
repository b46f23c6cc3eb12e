import { describe, expect, it } from 'vitest';
import { chooseActiveHackathon } from './chooseActiveHackathon';

const a = { id: '1', name: 'Alpha' };
const b = { id: '2', name: 'Beta' };

describe('chooseActiveHackathon', () => {
  it('keeps the stored one while it is still the user’s, with its current name', () => {
    expect(chooseActiveHackathon({ id: '2', name: 'Old name' }, [a, b])).toEqual(b);
  });

  it('falls back to the first hackathon with a role', () => {
    expect(chooseActiveHackathon({ id: '9', name: 'Gone' }, [a, b])).toEqual(a);
    expect(chooseActiveHackathon(null, [b, a])).toEqual(b);
  });

  it('is none without hackathons', () => {
    expect(chooseActiveHackathon({ id: '9', name: 'Gone' }, [])).toBeNull();
    expect(chooseActiveHackathon(null, [])).toBeNull();
  });
});
