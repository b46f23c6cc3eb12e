import { publicClient } from '../../lib/apollo/clients';
import { useSession } from '../../lib/session/useSession';

/** The public pages read through the public endpoint when signed out, and as the viewer when signed in (a members-only hackathon's results). */
export function usePublicClient() {
  const { loggedIn } = useSession();
  return loggedIn ? undefined : publicClient;
}
