import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { apiUrl } from '../apiHost';
import { ensureFreshToken } from '../rest/tokenRefresh';
import { session } from '../session/store';
import { disconnectNotifier } from './disconnectNotice';
import { errorLink } from './errorLink';
import { authRetryLink, publicRetryLink } from './retry';
import { isSubscription, SSELink, sseClient } from './sseLink';

// The two GraphQL clients of SPEC 7.2: public at /u-gql, authenticated at /gql.

function httpLink(path: string): HttpLink {
  // Look fetch up per call so that tests can stub it.
  return new HttpLink({ uri: () => apiUrl(path), fetch: (input, init) => fetch(input, init) });
}

const authHeader = new SetContextLink(async (context) => {
  await ensureFreshToken();
  const headers = context.headers as Record<string, string> | undefined;
  const { token } = session.get();
  return { headers: token ? { ...headers, Authorization: `Token ${token}` } : headers };
});

const defaultOptions = { watchQuery: { fetchPolicy: 'cache-and-network' } } as const;

/** viewerCan has no id: merge what each answer brings into what the cache holds. */
const newCache = () => new InMemoryCache({ typePolicies: { HackathonViewerCan: { merge: true } } });

export const publicClient = new ApolloClient({
  link: ApolloLink.from([publicRetryLink(), errorLink(disconnectNotifier(30_000)), httpLink('/u-gql')]),
  cache: newCache(),
  defaultOptions,
});

/** Subscriptions (live leaderboards) go over server-sent events, the rest over HTTP. */
const subscriptions = new SSELink(
  sseClient(
    () => apiUrl('/gql'),
    async (): Promise<Record<string, string>> => {
      await ensureFreshToken();
      const { token } = session.get();
      return token ? { Authorization: `Token ${token}` } : {};
    },
  ),
);

export const authClient = new ApolloClient({
  link: ApolloLink.split(
    ({ query }) => isSubscription(query),
    subscriptions,
    ApolloLink.from([authRetryLink(), errorLink(disconnectNotifier(20_000)), authHeader, httpLink('/gql')]),
  ),
  cache: newCache(),
  defaultOptions,
});

// Nothing of one user's data may show for the next one.
let wasLoggedIn = session.get().loggedIn;
session.subscribe(() => {
  const { loggedIn } = session.get();
  if (wasLoggedIn && !loggedIn) void authClient.clearStore();
  wasLoggedIn = loggedIn;
});
