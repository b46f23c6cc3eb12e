import { PASSWORD, uniqueEmail } from './app';
import { BASE_URL } from './env';

// The server's API, called straight from a journey to set the scene quickly.

export interface TestUser {
  email: string;
  password: string;
  token: string;
}

/** The CSRF cookie and header for an unsafe REST call (SPEC 7.1). */
async function csrfHeaders(): Promise<Record<string, string>> {
  const response = await fetch(`${BASE_URL}/api/v1/csrf/`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('csrftoken='));
  if (!cookie) throw new Error('GET /api/v1/csrf/ set no csrftoken cookie');
  const token = cookie.split(';')[0].slice('csrftoken='.length);
  return { Cookie: `csrftoken=${token}`, 'X-CSRFToken': token, 'Content-Type': 'application/json' };
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${BASE_URL}/api/v1${path}`, {
    method: 'POST',
    headers: await csrfHeaders(),
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Registers a fresh user with a unique e-mail address and logs them in. */
export async function registerUser(firstName: string, lastName = 'Journey'): Promise<TestUser> {
  const email = uniqueEmail(firstName.toLowerCase());
  const password = PASSWORD;
  await post('/users/', { email, username: email, password, first_name: firstName, last_name: lastName });
  const { auth_token } = await post<{ auth_token: string }>('/token/login/', { username: email, password });
  return { email, password, token: auth_token };
}

/** Runs a GraphQL operation on /gql as the user with `token`; throws on any error. */
export async function graphql<T>(token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${BASE_URL}/gql`, {
    method: 'POST',
    headers: { Authorization: `Token ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const { data, errors } = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!response.ok || errors?.length || !data) {
    throw new Error(`GraphQL answered ${response.status}: ${JSON.stringify(errors)}`);
  }
  return data;
}
