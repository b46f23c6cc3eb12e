import { session } from '../../lib/session/store';
import { authApi } from '../../lib/rest/authApi';
import { signIn } from './signIn';

/** Wait between creating the account and logging in (SPEC 7.1, 9). */
export const REGISTRATION_DELAY_MS = 2_000;

export interface RegistrationValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** POST /users/. The e-mail address is the username (SPEC 5). */
export function createAccount({ firstName, lastName, email, password }: RegistrationValues) {
  return authApi.register({ first_name: firstName, last_name: lastName, email, username: email, password });
}

/** After the account exists: wait 2 s, log in, then save the names with PUT /users/me/. */
export async function signInNewAccount({ firstName, lastName, email, password }: RegistrationValues) {
  await new Promise((resolve) => setTimeout(resolve, REGISTRATION_DELAY_MS));
  await signIn(email, password);
  const saved = await authApi.updateMe({ first_name: firstName, last_name: lastName });
  session.setUser({ ...session.get().user, firstName: saved.first_name, lastName: saved.last_name });
}
