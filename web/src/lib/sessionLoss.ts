import { currentPath, currentRouteIsNamed, navigateTo } from './navigation';
import { session } from './session/store';

/** REST statuses that mean the session is gone (SPEC 8). */
export const SESSION_LOSS_STATUSES: ReadonlySet<number> = new Set([401, 502, 503, 521, 522, 523, 524]);

const EXEMPT_PATHS: ReadonlySet<string> = new Set(['/login', '/logout']);

export type SessionLossDestination = '/login-expired' | '/logout';

/**
 * Logs the user out and moves to `destination`, unless nobody is logged in or
 * the user is already on /login or /logout (where a failed call is the page's own business).
 * With exemptUnnamed (a dead token, SPEC 8), an unnamed route is exempt too.
 */
export function endSession(destination: SessionLossDestination, { exemptUnnamed = false } = {}): void {
  if (!session.get().loggedIn || EXEMPT_PATHS.has(currentPath())) return;
  if (exemptUnnamed && !currentRouteIsNamed()) return;
  session.logout();
  navigateTo(destination);
}
