import { session } from '../lib/session/store';
import { signInRoutes } from './authRoutes';
import { json } from './fetchMock';

/** A GraphQL answer for mockFetch. */
export const gqlData = (data: unknown) => () => json(200, { data });

/** A GraphQL error answer with extensions (code, field). */
export const gqlError =
  (message: string, extensions: Record<string, unknown> = {}) =>
  () =>
    json(200, { data: null, errors: [{ message, extensions }] });

export const page = (typename: string, items: unknown[], extra: Record<string, unknown> = {}) => ({
  __typename: typename,
  items,
  ...extra,
});

/** Signs Ann Lee in, as the login page would have. */
export function signInAnn(): void {
  session.login('tok');
  session.setUser({
    id: '7',
    idB64: 'VXNlcjo3',
    username: 'ann@example.com',
    email: 'ann@example.com',
    firstName: 'Ann',
    lastName: 'Lee',
    roles: [],
  });
}

const hackathonRef = (id: string, name: string) => ({ __typename: 'Hackathon', id, name });

/**
 * What the signed-in shell asks for, answered for Ann with the given
 * hackathons, no organisations and no notifications. Spread further routes over it.
 */
export function shellRoutes(mine: { id: string; name: string }[] = []) {
  return {
    // The shell reloads the user shortly after it opens.
    ...signInRoutes(),
    'POST /gql MyHackathons': gqlData({
      hackathons: { __typename: 'HackathonPage', items: mine.map(({ id, name }) => hackathonRef(id, name)) },
    }),
    'POST /gql MyOrganizations': gqlData({ organizations: [] }),
    'POST /gql UnreadNotifications': gqlData({ myNotifications: page('NotificationPage', [], { unreadCount: 0 }) }),
  };
}

/** A hackathon as the detail page reads it: PUBLIC, in registration, the viewer without a role. */
/** A user's role flags on a hackathon where they hold none. */
export const noRoles = {
  isCreator: false,
  isManager: false,
  isParticipant: false,
  isMentor: false,
  isJudge: false,
  isVolunteer: false,
  isBanned: false,
};

export function detailHackathon(changes: Record<string, unknown> = {}) {
  return {
    __typename: 'Hackathon',
    id: '5',
    name: 'Hack Five',
    description: 'Build things.',
    detailDescription: 'All the details.',
    startDatetime: '2026-05-04T07:00:00Z',
    endDatetime: '2026-05-06T15:00:00Z',
    timeZone: 'UTC',
    status: 'UPCOMING',
    statusDisplay: 'Upcoming',
    phase: 'REGISTRATION_OPEN',
    phaseDisplay: 'Registration open',
    allowedParticipants: 'PUBLIC',
    maxTeamSize: 4,
    organization: { __typename: 'Organization', id: '3', name: 'Acme' },
    ...noRoles,
    canRegisterOutsideRegistrationPhase: false,
    inviteToken: null,
    ...changes,
  };
}
