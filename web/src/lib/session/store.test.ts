import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore, SESSION_STORAGE_KEY } from './store';
import { UNKNOWN_USER, displayName, type SessionState } from './types';

const alice = {
  id: '7',
  idB64: 'VXNlcjo3',
  username: 'alice@example.com',
  email: 'alice@example.com',
  firstName: 'Alice',
  lastName: 'Ng',
  roles: [{ id: '1', name: 'participant', friendlyName: 'Participant' }],
};

describe('session store', () => {
  beforeEach(() => localStorage.clear());

  it('starts logged out as "Unknown User"', () => {
    const store = createSessionStore(localStorage);
    expect(store.get()).toMatchObject({ token: null, loggedIn: false, activeHackathon: null });
    expect(store.get().user.username).toBe('Unknown User');
  });

  it('login stores the token and time, sets the flag and clears the active hackathon', () => {
    const store = createSessionStore(localStorage);
    store.setActiveHackathon({ id: '3', name: 'Old hack' });
    store.login('tok-1', 1000);
    expect(store.get()).toMatchObject({
      token: 'tok-1',
      lastRefresh: 1000,
      loggedIn: true,
      activeHackathon: null,
    });
  });

  it('logout clears the token, resets the user and clears the active hackathon', () => {
    const store = createSessionStore(localStorage);
    store.login('tok-1');
    store.setUser(alice);
    store.setAccount({ idB64: 'VXNlcjo3', uid: 'u-7' });
    store.setActiveHackathon({ id: '3', name: 'Hack' });
    store.logout();
    expect(store.get()).toMatchObject({
      token: null,
      loggedIn: false,
      user: UNKNOWN_USER,
      account: null,
      activeHackathon: null,
    });
  });

  it('persists to localStorage and reloads from it', () => {
    const first = createSessionStore(localStorage);
    first.login('tok-1', 5);
    first.setUser(alice);
    const second = createSessionStore(localStorage);
    expect(second.get()).toMatchObject({ token: 'tok-1', lastRefresh: 5, loggedIn: true, user: alice });
    expect((JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!) as SessionState).token).toBe('tok-1');
  });

  it('ignores a corrupt saved session', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(createSessionStore(localStorage).get().loggedIn).toBe(false);
  });

  it('records a token refresh without touching the user', () => {
    const store = createSessionStore(localStorage);
    store.login('tok-1', 1);
    store.setUser(alice);
    store.refreshed('tok-2', 99);
    expect(store.get()).toMatchObject({ token: 'tok-2', lastRefresh: 99, user: alice });
  });

  it('notifies subscribers until they unsubscribe', () => {
    const store = createSessionStore(localStorage);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.login('tok-1');
    unsubscribe();
    store.logout();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('follows a login made in another tab', () => {
    const store = createSessionStore(localStorage);
    createSessionStore(localStorage).login('other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    expect(store.get().token).toBe('other-tab');
  });
});

describe('displayName', () => {
  it('prefers the full name and falls back to the username', () => {
    expect(displayName(alice)).toBe('Alice Ng');
    expect(displayName({ ...alice, firstName: '', lastName: '' })).toBe('alice@example.com');
  });
});
