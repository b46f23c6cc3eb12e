import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { session } from '../../lib/session/store';

/**
 * Login and Register send a logged-in user to / (SPEC 2.4). Checked when the
 * page opens, so that signing in on the page itself can finish loading the user
 * and then go to `next`.
 */
export function RedirectIfSignedIn() {
  const [signedInOnEntry] = useState(() => session.get().loggedIn);
  return signedInOnEntry ? <Navigate to="/" replace /> : <Outlet />;
}
