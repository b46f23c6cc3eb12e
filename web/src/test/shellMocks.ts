import type {
  CanReadFeedbackQuery,
  HackathonAccessQuery,
  HackathonDetailQuery,
  HackathonRolesFragment,
  MyHackathonsQuery,
  MyOrganizationsQuery,
  TermsGateQuery,
  UnreadNotificationsQuery,
  ViewerCanFragment,
} from '../gql/graphql';
import { session } from '../lib/session/store';
import { signInRoutes } from './authRoutes';
import { json, type MockRequest } from './fetchMock';

/**
 * A GraphQL answer for mockFetch, typed by the operation's generated result:
 * gqlData<HackathonDetailQuery>({ hackathon }). The type argument is required,
 * so a mock that no longer matches its operation fails to compile. Servers
 * leave out the root's __typename; every object below it has one.
 */
export const gqlData =
  <Result extends { __typename?: string } = never>(data: NoInfer<Omit<Result, '__typename'>>) =>
  () =>
    json(200, { data });

/** The variables of a mocked GraphQL request (none when there is no request). */
export function variablesOf(request: MockRequest | undefined): Record<string, string> {
  return (request?.body as { variables?: Record<string, string> } | undefined)?.variables ?? {};
}

/** The `input` variable of a mocked GraphQL mutation (none when there is no request). */
export function inputOf(request: MockRequest | undefined): Record<string, unknown> {
  return (request?.body as { variables?: { input?: Record<string, unknown> } } | undefined)?.variables?.input ?? {};
}

/** Whether a mocked request is the GraphQL operation of that name: requests.find(isOperation('CreateTeam')). */
export const isOperation =
  (name: string) =>
  (request: Pick<MockRequest, 'body'>): boolean =>
    (request.body as { operationName?: string } | undefined)?.operationName === name;

/** A GraphQL error answer with extensions (code, field). */
export const gqlError =
  (message: string, extensions: Record<string, unknown> = {}) =>
  () =>
    json(200, { data: null, errors: [{ message, extensions }] });

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

/**
 * What the signed-in shell asks for, answered for Ann with the given
 * hackathons, no organizations and no notifications. Spread further routes over it.
 */
export function shellRoutes(mine: { id: string; name: string }[] = []) {
  return {
    // The shell reloads the user shortly after it opens.
    ...signInRoutes(),
    'POST /gql MyHackathons': gqlData<MyHackathonsQuery>({
      hackathons: { __typename: 'HackathonPage', items: mine.map(({ id, name }) => ({ __typename: 'Hackathon', id, name })) },
    }),
    'POST /gql MyOrganizations': gqlData<MyOrganizationsQuery>({ organizations: [] }),
    // The detail page's terms guard: nothing to accept, for whichever
    // hackathon is asked (an answer about another id would remount the page).
    'POST /gql TermsGate': (request: MockRequest) =>
      gqlData<TermsGateQuery>({
        hackathon: { __typename: 'Hackathon', id: variablesOf(request).hackathonId, isParticipant: false, termsOutstanding: false },
      })(),
    'POST /gql UnreadNotifications': gqlData<UnreadNotificationsQuery>({
      myNotifications: { __typename: 'NotificationPage', items: [], unreadCount: 0 },
    }),
    // The user menu's "User feedback" item: not a platform administrator.
    'POST /gql CanReadFeedback': gqlData<CanReadFeedbackQuery>({ me: { __typename: 'User', id: '7', canReadFeedback: false } }),
  };
}

/** A user's role flags on a hackathon where they hold none. */
export const noRoles: Omit<HackathonRolesFragment, 'id' | '__typename'> = {
  isCreator: false,
  isManager: false,
  isParticipant: false,
  isMentor: false,
  isJudge: false,
  isVolunteer: false,
  isBanned: false,
};

/** What the server lets a signed-in user without a role do with a PUBLIC hackathon in registration. */
export const visitorCan: ViewerCanFragment = {
  __typename: 'HackathonViewerCan',
  view: true,
  manage: false,
  join: true,
  seeParticipants: false,
  seeOrganizingTeam: false,
  approveIdeas: false,
  seeSubmissions: false,
  seePopularVote: false,
  manageRatings: false,
  manageOrganizingTeam: false,
  manageJudges: false,
  manageMentors: false,
  manageVolunteers: false,
  createTeam: false,
};

/** A hackathon as the detail page and the access check read it. */
export type DetailHackathon = HackathonDetailQuery['hackathon'] & HackathonAccessQuery['hackathon'];

/** The access check's answer for a hackathon: viewable as it says, with its detail page's fields, no terms outstanding. */
export function hackathonAccess(hackathon: DetailHackathon) {
  return gqlData<HackathonAccessQuery>({ hackathon, detail: { ...hackathon, termsOutstanding: false } });
}

/** PUBLIC, in registration, the viewer without a role: the server lets them view and join. */
export function detailHackathon(changes: Partial<DetailHackathon> = {}): DetailHackathon {
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
    cover: null,
    logo: null,
    ...noRoles,
    inviteToken: null,
    requireTermsAcceptance: false,
    myCheckInCode: null,
    myTeam: null,
    hasJudges: true,
    hasPopularVote: false,
    participantCount: 12,
    teamCount: 3,
    activePrizes: [{ __typename: 'Prize', id: '1', name: 'Grand prize', description: 'A trophy.', position: 1 }],
    nextProgramItems: [],
    shownJudges: [],
    shownMentors: [],
    termsVersion: null,
    viewerCan: visitorCan,
    ...changes,
  };
}
