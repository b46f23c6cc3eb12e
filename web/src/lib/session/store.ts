import {
  UNKNOWN_USER,
  type Account,
  type ActiveHackathon,
  type SessionState,
  type SessionUser,
} from './types';

export const SESSION_STORAGE_KEY = 'hackforge.session';

const LOGGED_OUT: SessionState = {
  token: null,
  lastRefresh: null,
  loggedIn: false,
  user: UNKNOWN_USER,
  account: null,
  activeHackathon: null,
};

export interface SessionStore {
  get: () => SessionState;
  subscribe: (listener: () => void) => () => void;
  /** Stores a fresh token, sets the login flag and clears the active hackathon (SPEC 4). */
  login(token: string, now?: number): void;
  /** Clears the token, resets the user to "Unknown User" and clears the active hackathon (SPEC 4). */
  logout(): void;
  /** Replaces the token after a refresh and records when. */
  refreshed(token: string, now?: number): void;
  setUser(user: SessionUser): void;
  setAccount(account: Account): void;
  setActiveHackathon(hackathon: ActiveHackathon | null): void;
}

function read(storage: Storage): SessionState {
  try {
    const saved = storage.getItem(SESSION_STORAGE_KEY);
    return saved ? { ...LOGGED_OUT, ...(JSON.parse(saved) as Partial<SessionState>) } : LOGGED_OUT;
  } catch {
    return LOGGED_OUT;
  }
}

export function createSessionStore(storage: Storage): SessionStore {
  let state = read(storage);
  const listeners = new Set<() => void>();

  const update = (changes: Partial<SessionState>) => {
    state = { ...state, ...changes };
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(state));
    listeners.forEach((listener) => listener());
  };

  // Another tab logged in or out: follow it.
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_STORAGE_KEY) return;
    state = read(storage);
    listeners.forEach((listener) => listener());
  });

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    login: (token, now = Date.now()) =>
      update({ token, lastRefresh: now, loggedIn: true, activeHackathon: null }),
    logout: () => update(LOGGED_OUT),
    refreshed: (token, now = Date.now()) => update({ token, lastRefresh: now }),
    setUser: (user) => update({ user }),
    setAccount: (account) => update({ account }),
    setActiveHackathon: (activeHackathon) => update({ activeHackathon }),
  };
}

/** The one session of this browser tab. */
export const session: SessionStore = createSessionStore(window.localStorage);
