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
}

export const ActiveHackathonContext = createContext<ActiveHackathonState>({
  active: null,
  status: 'choosing',
  requestSwitch: () => {},
  adoptIfNone: () => {},
});

export function useActiveHackathon(): ActiveHackathonState {
  return useContext(ActiveHackathonContext);
}
