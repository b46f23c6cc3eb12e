import { PASSWORD, uniqueEmail, uniqueName } from './app';
import { BASE_URL } from './env';
import { pollUntil } from './poll';

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
  return { email, password, token: await logInToken(email, password) };
}

/** A fresh token for the user from POST /token/login/, as the login page gets one. */
export async function logInToken(email: string, password: string): Promise<string> {
  const { auth_token } = await post<{ auth_token: string }>('/token/login/', { username: email, password });
  return auth_token;
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

export interface ApiHackathonOptions {
  /** The name's prefix; a unique suffix is added. */
  name: string;
  allowedParticipants?: 'PUBLIC' | 'INVITE_ONLY';
  /** When it starts, in hours from now (negative: already running); it lasts two days. */
  startsInHours?: number;
  /** Feature flags besides canRegisterOutsideRegistrationPhase, which is always on. */
  flags?: Record<string, boolean>;
  /** Gamification is chosen when the hackathon is created. */
  hasGameification?: boolean;
}

/** An organization of the user's with one hackathon in it that takes registrations now. */
export async function createHackathonByApi(
  token: string,
  { name, allowedParticipants = 'PUBLIC', startsInHours = 24, flags = {}, hasGameification = false }: ApiHackathonOptions,
): Promise<{ id: string; name: string }> {
  const { createOrganization } = await graphql<{ createOrganization: { organization: { id: string } } }>(
    token,
    `mutation ($input: CreateOrganizationInput!) { createOrganization(input: $input) { organization { id } } }`,
    { input: { name: uniqueName(`${name} org`) } },
  );
  // On a whole minute, as the create form makes it (a programme item's form starts at it, to the second).
  const start = new Date(Date.now() + startsInHours * 3_600_000);
  start.setUTCSeconds(0, 0);
  const { createHackathon: created } = await graphql<{ createHackathon: { hackathon: { id: string; name: string } } }>(
    token,
    `mutation ($input: CreateHackathonInput!) { createHackathon(input: $input) { hackathon { id name } } }`,
    {
      input: {
        name: uniqueName(name),
        allowedParticipants,
        maxTeamSize: 4,
        startDatetime: start.toISOString(),
        endDatetime: new Date(start.getTime() + 2 * 86_400_000).toISOString(),
        timeZone: 'UTC',
        organizationId: createOrganization.organization.id,
        hasGameification,
        flags: { canRegisterOutsideRegistrationPhase: true, ...flags },
      },
    },
  );
  return created.hackathon;
}

/** Makes the user a participant of the hackathon. */
export async function join(user: TestUser, hackathonId: string): Promise<void> {
  await graphql(user.token, `mutation ($id: ID!) { joinHackathon(input: {hackathonId: $id}) { hackathon { id } } }`, { id: hackathonId });
}

/** Invites the user to the hackathon in a role (JUDGE, MENTOR, ...), and the user accepts. */
export async function addToHackathon(organizer: TestUser, user: TestUser, hackathonId: string, kind: string): Promise<void> {
  const { inviteToHackathon } = await graphql<{ inviteToHackathon: { invited: { uid: string }[] } }>(
    organizer.token,
    `mutation ($input: InviteToHackathonInput!) { inviteToHackathon(input: $input) { invited { uid } } }`,
    { input: { hackathonId, kind, emails: [user.email] } },
  );
  const [invite] = inviteToHackathon.invited;
  if (!invite) throw new Error(`${user.email} was not invited as ${kind}`);
  await graphql(user.token, `mutation ($uid: String!) { answerInvite(input: {uid: $uid, answer: ACCEPT}) { invite { uid } } }`, { uid: invite.uid });
}

async function phaseOf(user: TestUser, hackathonId: string): Promise<string> {
  const { hackathon } = await graphql<{ hackathon: { phase: string } }>(user.token, `query ($id: ID!) { hackathon(id: $id) { phase } }`, {
    id: hackathonId,
  });
  return hackathon.phase;
}

/**
 * Advances the hackathon phase by phase, as its organizer, until it shows the
 * phase. Its lifecycle workflow may move it on meanwhile (a start time already
 * past): the advance then answers CONFLICT, and the next one waits until the
 * hackathon shows the workflow's move.
 */
export async function advanceToPhase(organizer: TestUser, hackathonId: string, phase: string): Promise<void> {
  let shown = await phaseOf(organizer, hackathonId);
  while (shown !== phase) {
    try {
      const { advanceHackathonPhase } = await graphql<{ advanceHackathonPhase: { hackathon: { phase: string } } }>(
        organizer.token,
        `mutation ($input: AdvanceHackathonPhaseInput!) { advanceHackathonPhase(input: $input) { hackathon { phase } } }`,
        { input: { hackathonId, expectedPhase: shown } },
      );
      shown = advanceHackathonPhase.hackathon.phase;
    } catch (error) {
      if (!String(error).includes('"CONFLICT"')) throw error;
      const before = shown;
      shown = await pollUntil(`hackathon ${hackathonId} moving on from ${before} towards ${phase}`, async () => {
        const now = await phaseOf(organizer, hackathonId);
        return now === before ? undefined : now;
      });
    }
  }
}
