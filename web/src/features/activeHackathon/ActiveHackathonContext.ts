import { createContext, useContext } from 'react';
import type { ActiveHackathon } from '../../lib/session/types';

export interface ActiveHackathonState {
  active: ActiveHackathon | null;
  /** "choosing" until the choice at load (SPEC 4) is made; "failed" when it could not be checked. */
  status: 'choosing' | 'ready' | 'failed';
  /** Makes a hackathon active; switching from another one asks first (SPEC 2.8). */
  requestSwitch: (hackathon: ActiveHackathon) => void;
  /** Makes a hackathon active only when none is (after creating or joining a first one). */
  adoptIfNone: (hackathon: ActiveHackathon) => void;
  /** Makes a hackathon active at once, without asking: the user has just taken on a role in it (accepted an invite). */
  activate: (hackathon: ActiveHackathon) => void;
}

export const ActiveHackathonContext = createContext<ActiveHackathonState>({
  active: null,
  status: 'choosing',
  requestSwitch: () => {},
  adoptIfNone: () => {},
  activate: () => {},
});

export function useActiveHackathon(): ActiveHackathonState {
  return useContext(ActiveHackathonContext);
}
