import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/session/useSession';

/**
 * Routes behind login (SPEC 2.4). Others go to /login?next=<full path>, or to
 * /register when the link invites a participant.
 */
export function RequireAuth() {
  const { loggedIn } = useSession();
  const location = useLocation();
  if (loggedIn) return <Outlet />;

  const next = location.pathname + location.search + location.hash;
  const query = new URLSearchParams({ next });
  if (new URLSearchParams(location.search).has('participant_invite')) {
    query.set('participant_invite', 'true');
    return <Navigate to={`/register?${query}`} replace />;
  }
  return <Navigate to={`/login?${query}`} replace />;
}
