import { currentPath, navigateTo } from './navigation';
import { session } from './session/store';

/** REST statuses that mean the session is gone (SPEC 8). */
export const SESSION_LOSS_STATUSES: ReadonlySet<number> = new Set([401, 502, 503, 521, 522, 523, 524]);

const EXEMPT_PATHS: ReadonlySet<string> = new Set(['/login', '/logout']);

export type SessionLossDestination = '/login-expired' | '/logout';

/**
 * Logs the user out and moves to `destination`, unless nobody is logged in or
 * the user is already on /login or /logout (where a failed call is the page's own business).
 */
export function endSession(destination: SessionLossDestination): void {
  if (!session.get().loggedIn || EXEMPT_PATHS.has(currentPath())) return;
  session.logout();
  navigateTo(destination);
}
