import { graphql } from '../../gql';
import { authClient } from '../../lib/apollo/clients';
import { session } from '../../lib/session/store';
import type { Role } from '../../lib/session/types';
import { authApi } from '../../lib/rest/authApi';
import { UserDataError } from './userDataError';

export const MyAccountQuery = graphql(`
  query MyAccount {
    me {
      id
      idB64
      account {
        idB64
        uid
      }
      roles {
        id
        name
        friendlyName
      }
    }
  }
`);

/**
 * Fills the session's user and account from GET /users/me/ and the GraphQL `me`
 * (for the base64 id, the account and the roles), asked at once: one round
 * trip, not three. Throws UserDataError (SPEC 8).
 */
export async function loadCurrentUser(): Promise<void> {
  const [restUser, { data }] = await Promise.all([authApi.me(), authClient.query({ query: MyAccountQuery, fetchPolicy: 'network-only' })]);
  if (!restUser) throw new UserDataError('Could not get user data.');
  if (restUser.id === undefined || restUser.id === null || restUser.id === '') {
    throw new UserDataError('User ID is empty');
  }
  const me = data?.me;
  if (!me?.idB64) throw new UserDataError('Invalid user data.');
  const roles: Role[] = me.roles.map(({ id, name, friendlyName }) => ({ id, name, friendlyName }));
  session.setUser({
    id: String(restUser.id),
    idB64: me.idB64,
    username: restUser.username,
    email: restUser.email,
    firstName: restUser.first_name,
    lastName: restUser.last_name,
    roles,
  });
  session.setAccount({ idB64: me.account.idB64, uid: me.account.uid });
}
