import type { ActiveHackathon } from '../../lib/session/types';

/**
 * The active hackathon at load (SPEC 4): the stored one if it is still among the
 * user's hackathons, else the first hackathon where the user holds any role, else none.
 */
export function chooseActiveHackathon(stored: ActiveHackathon | null, mine: ActiveHackathon[]): ActiveHackathon | null {
  const kept = stored && mine.find(({ id }) => id === stored.id);
  const chosen = kept ?? mine[0];
  return chosen ? { id: chosen.id, name: chosen.name } : null;
}
