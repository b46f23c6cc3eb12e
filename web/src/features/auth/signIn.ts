import { session } from '../../lib/session/store';
import { authApi } from '../../lib/rest/authApi';
import { loadCurrentUser } from './currentUser';

/** POST /token/login/, then start the session with the token it gives. */
export async function signIn(username: string, password: string): Promise<void> {
  const { auth_token } = await authApi.login(username, password);
  await startSession(auth_token);
}

/**
 * Signs in with a Hackforge token and loads the user. If the user cannot be
 * loaded the half-made session is dropped again and the error rethrown.
 */
export async function startSession(authToken: string): Promise<void> {
  session.login(authToken);
  try {
    await loadCurrentUser();
  } catch (error) {
    session.logout();
    throw error;
  }
}
