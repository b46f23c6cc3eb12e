import { ApolloLink } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import { Kind, OperationTypeNode, print, type DocumentNode } from 'graphql';
import { createClient, type Client } from 'graphql-sse';
import { Observable } from 'rxjs';

/**
 * Subscriptions over server-sent events (graphql-sse's distinct connections
 * mode, which gqlgen's SSE transport speaks): one POST stream per
 * subscription, answered as `text/event-stream`. Allowed by the CSP's
 * connect-src 'self' since it goes to the API's own origin.
 */
export class SSELink extends ApolloLink {
  constructor(private readonly client: Client) {
    super();
  }

  override request(operation: ApolloLink.Operation): Observable<ApolloLink.Result> {
    return new Observable((sink) =>
      this.client.subscribe<ApolloLink.Result['data']>(
        { query: print(operation.query), variables: operation.variables, operationName: operation.operationName },
        {
          next: (value) => sink.next(value as ApolloLink.Result),
          complete: () => sink.complete(),
          error: (err) => sink.error(err instanceof Error ? err : new Error(String(err))),
        },
      ),
    );
  }
}

/** The SSE client of an endpoint, with headers computed per stream (a fresh token). */
export function sseClient(url: () => string, headers: () => Promise<Record<string, string>>): Client {
  // Look fetch up per call, as the HTTP link does, so that tests can stub it.
  return createClient({ url, headers, retryAttempts: 5, fetchFn: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init) });
}

/** isSubscription tells whether the operation's main definition is a subscription. */
export function isSubscription(query: DocumentNode): boolean {
  const def = getMainDefinition(query);
  return def.kind === Kind.OPERATION_DEFINITION && def.operation === OperationTypeNode.SUBSCRIPTION;
}
