import { session } from '../../lib/session/store';
import { authApi } from '../../lib/rest/authApi';
import { loadCurrentUser } from './currentUser';

/**
 * POST /token/login/, then load the user. If the user cannot be loaded the
 * half-made session is dropped again and the error rethrown.
 */
export async function signIn(username: string, password: string): Promise<void> {
  const { auth_token } = await authApi.login(username, password);
  session.login(auth_token);
  try {
    await loadCurrentUser();
  } catch (error) {
    session.logout();
    throw error;
  }
}
