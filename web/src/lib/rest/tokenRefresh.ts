import { endSession } from '../sessionLoss';
import { session } from '../session/store';
import { TIMEOUTS } from './timeouts';
import { send } from './transport';

/** How old a token may get before the next call refreshes it first. */
export const REFRESH_AFTER_MS = 60 * 60 * 1000;
export const LOCK_POLL_MS = 100;

let refreshing = false;

/** Resolves once no token refresh is running, checking every 100 ms (SPEC 7.1). */
export async function waitWhileRefreshing(): Promise<void> {
  while (refreshing) {
    await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
  }
}

/**
 * GET /token/refresh/ while holding the lock. A failed refresh logs the user out
 * and goes to /logout (SPEC 8).
 */
export async function refreshToken(): Promise<void> {
  if (refreshing) return waitWhileRefreshing();
  refreshing = true;
  try {
    const { auth_token } = await send<{ auth_token: string }>('GET', '/token/refresh/', {
      timeoutMs: TIMEOUTS.refresh,
      handleSessionLoss: false,
    });
    session.refreshed(auth_token);
  } catch (error) {
    console.warn('Token refresh failed', error);
    endSession('/logout');
  } finally {
    refreshing = false;
  }
}

/** Waits for a running refresh, and refreshes first when the token is old. */
export async function ensureFreshToken(): Promise<void> {
  await waitWhileRefreshing();
  const { loggedIn, lastRefresh } = session.get();
  if (loggedIn && lastRefresh !== null && Date.now() - lastRefresh > REFRESH_AFTER_MS) {
    await refreshToken();
  }
}
