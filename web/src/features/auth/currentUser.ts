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
    }
  }
`);

export const MyRolesQuery = graphql(`
  query MyRoles {
    me {
      id
      roles {
        id
        name
        friendlyName
      }
    }
  }
`);

async function loadRoles(): Promise<Role[]> {
  try {
    const { data } = await authClient.query({ query: MyRolesQuery, fetchPolicy: 'network-only' });
    return (data?.me.roles ?? []).map(({ id, name, friendlyName }) => ({ id, name, friendlyName }));
  } catch (error) {
    console.warn('Could not load roles', error);
    return [];
  }
}

/**
 * Fills the session's user and account from GET /users/me/ and the GraphQL `me`
 * (for the base64 id, the account and the roles). Throws UserDataError (SPEC 8).
 */
export async function loadCurrentUser(): Promise<void> {
  const restUser = await authApi.me();
  if (!restUser) throw new UserDataError('Could not get user data.');
  if (restUser.id === undefined || restUser.id === null || restUser.id === '') {
    throw new UserDataError('User ID is empty');
  }
  const { data } = await authClient.query({ query: MyAccountQuery, fetchPolicy: 'network-only' });
  const me = data?.me;
  if (!me?.idB64) throw new UserDataError('Invalid user data.');
  const roles = await loadRoles();
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
