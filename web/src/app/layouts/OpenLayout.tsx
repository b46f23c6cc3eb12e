import { useSession } from '../../lib/session/useSession';
import { PublicLayout } from './PublicLayout';
import { SignedInLayout } from '../signedIn';

/**
 * Open pages that belong to the app (the invite pages): signed out, the public
 * frame; signed in, the app's shell, whose sidebar follows what the page changes.
 */
export function OpenLayout() {
  const { loggedIn } = useSession();
  return loggedIn ? <SignedInLayout /> : <PublicLayout />;
}
