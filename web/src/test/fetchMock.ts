import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

type Handler = (request: MockRequest) => Response | Promise<Response>;

/** A JSON response, or an empty one when `body` is undefined. */
export function json(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** A handler that never answers (until the request is aborted). */
export const never: Handler = () => new Promise<Response>(() => {});

/**
 * Replaces fetch. Routes are keyed "METHOD /path", and GraphQL calls
 * "POST /gql OperationName". Unrouted calls fail the test with a 599.
 */
export function mockFetch(routes: Record<string, Handler>) {
  const requests: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : input, window.location.origin);
    const body: unknown =
      typeof init.body === 'string' ? JSON.parse(init.body) : init.body instanceof FormData ? init.body : undefined;
    const request: MockRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      headers: new Headers(init.headers),
      body,
    };
    requests.push(request);
    const operation = (body as { operationName?: string } | undefined)?.operationName;
    const key = `${request.method} ${request.path}`;
    const handler = routes[operation ? `${key} ${operation}` : key];
    if (!handler) return json(599, { error: `no mock for ${key} ${operation ?? ''}` });
    return abortable(Promise.resolve(handler(request)), init.signal);
  });
  vi.stubGlobal('fetch', fetchMock);
  const called = (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key);
  return { fetchMock, requests, called };
}

function abortable(response: Promise<Response>, signal: AbortSignal | null | undefined): Promise<Response> {
  if (!signal) return response;
  return new Promise((resolve, reject) => {
    const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort);
    response.then(resolve, reject);
  });
}
