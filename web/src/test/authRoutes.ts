import type { MyAccountQuery } from '../gql/graphql';
import { json } from './fetchMock';
import { gqlData } from './shellMocks';

/** Server answers for a successful login of Ann Lee, for mockFetch. */
export function signInRoutes() {
  return {
    'GET /api/v1/csrf/': () => {
      document.cookie = 'csrftoken=csrf-1; path=/';
      return new Response(null, { status: 204 });
    },
    'POST /api/v1/token/login/': () => json(200, { auth_token: 'tok-ann' }),
    'GET /api/v1/users/me/': () =>
      json(200, { id: 7, username: 'ann@example.com', email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee' }),
    'POST /gql MyAccount': gqlData<MyAccountQuery>({
      me: {
        __typename: 'User',
        id: '7',
        idB64: 'VXNlcjo3',
        account: { __typename: 'Account', idB64: 'VXNlcjo3', uid: 'acc-7' },
        roles: [{ __typename: 'Role', id: '2', name: 'participant', friendlyName: 'Participant' }],
      },
    }),
  };
}
