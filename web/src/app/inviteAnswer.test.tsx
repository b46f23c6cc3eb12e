import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppRoutes } from './AppRoutes';
import type {
  AnswerInviteMutation,
  HackathonDetailQuery,
  InviteDetailFragment,
  InviteQuery,
  OrganizationPeopleQuery,
  SidebarHackathonQuery,
} from '../gql/graphql';
import { session } from '../lib/session/store';
import { mockFetch, type MockRequest } from '../test/fetchMock';
import { renderAt } from '../test/render';
import { detailHackathon, gqlData, gqlError, hackathonAccess, isOperation, shellRoutes, signInAnn, visitorCan } from '../test/shellMocks';
import { FeatureTogglesContext } from '../features/featureToggles';
import { inviteDetail } from '../test/inviteMocks';
import { loadSignedIn } from './signedIn';

// The signed-in shell and pages load on first use (app/signedIn.tsx): load them
// before the tests, so that their pages render at once, as after the first.
beforeAll(loadSignedIn, 60_000);

/** Types without pauses between keys. */
const user = userEvent.setup({ delay: null });

const location = () => screen.getByRole('status', { name: 'location' });

const page = (uid: string) => `/hackathon/judging/invite?uid=${uid}`;
const next = (uid: string) => encodeURIComponent(page(uid));

/** The invite as the server holds it: answering changes what it reads next. */
function answerable(invite: InviteDetailFragment) {
  let current = invite;
  return {
    'POST /gql Invite': () => gqlData<InviteQuery>({ invite: current })(),
    'POST /gql AnswerInvite': (request: MockRequest) => {
      const { answer } = (request.body as { variables: { input: { answer: string } } }).variables.input;
      current = { ...current, status: answer === 'ACCEPT' ? 'ACCEPTED' : 'DECLINED', respondedAt: '2026-05-02T09:00:00Z' };
      return gqlData<AnswerInviteMutation>({ answerInvite: { __typename: 'InviteChangePayload', invite: current } })();
    },
  };
}

function renderInvite(path: string) {
  renderAt(
    path,
    <FeatureTogglesContext value={new Map([['organization_page', true]])}>
      <AppRoutes />
    </FeatureTogglesContext>,
  );
}

describe('InviteAnswerPage', () => {
  it('shows a visitor who invites them to what, with Log in and Register that come back here', async () => {
    const { requests } = mockFetch({ 'POST /u-gql Invite': gqlData<InviteQuery>({ invite: inviteDetail({ uid: 'u-anon' }) }) });
    renderInvite(page('u-anon'));
    expect(await screen.findByRole('heading', { name: 'Hack Five', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/invites ann@example.com to be a judge of/)).toHaveTextContent('Olive Organizer invites ann@example.com to be a judge of Hack Five.');
    expect(screen.getByText('Build things.')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Expires/ })).toHaveTextContent(/2026/);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/login?next=${next('u-anon')}`);
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', `/register?next=${next('u-anon')}`);
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(requests.find(isOperation('Invite'))?.body).toMatchObject({ variables: { uid: 'u-anon' } });
  });

  it('lets the invitee accept: the hackathon becomes the active one and its page opens', async () => {
    signInAnn();
    session.setActiveHackathon({ id: '9', name: 'Other Hack' });
    const invite = inviteDetail({ uid: 'u-mine', isForViewer: true });
    const hackathon = detailHackathon({ id: '5', isJudge: true, viewerCan: { ...visitorCan, join: false } });
    const { requests } = mockFetch({
      ...shellRoutes([{ id: '9', name: 'Other Hack' }]),
      ...answerable(invite),
      'POST /gql HackathonAccess': hackathonAccess(hackathon),
      // The hackathon that has just become active, where the viewer is now a judge.
      'POST /gql SidebarHackathon': gqlData<SidebarHackathonQuery>({
        hackathon: {
          __typename: 'Hackathon',
          id: '5',
          name: 'Hack Five',
          myTeam: null,
          phase: 'REGISTRATION_OPEN',
          phaseDisplay: 'Registration open',
          isParticipant: false,
          ideasRequired: false,
          hasResources: false,
          hasMentors: false,
          hasVolunteers: false,
          hasJudges: true,
          hasPrizes: false,
          hasGameification: false,
          requireTermsAcceptance: false,
          viewerCan: { ...visitorCan, join: false, seePrizes: false, seeResources: false, seeGoals: false, createTeam: false },
        },
      }),
      'POST /gql HackathonDetail': gqlData<HackathonDetailQuery>({ hackathon }),
    });
    renderInvite(page('u-mine'));
    expect(await screen.findByText(/invites you to be a judge of/)).toHaveTextContent('Olive Organizer invites you to be a judge of Hack Five.');
    // Signed in, the page is inside the app's shell.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Welcome to Hack Five')).toBeInTheDocument();
    expect(requests.find(isOperation('AnswerInvite'))?.body).toMatchObject({ variables: { input: { uid: 'u-mine', answer: 'ACCEPT' } } });
    expect(session.get().activeHackathon).toEqual({ id: '5', name: 'Hack Five' });
    await waitFor(() => expect(location()).toHaveTextContent('/hackathon/5/detail'));
    expect(await screen.findByText('Your active hackathon')).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(sidebar).findByRole('link', { name: 'Judges' })).toHaveAttribute('href', '/hackathon/5/judges');
    // No switch confirmation: accepting was the choice.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets the invitee decline', async () => {
    signInAnn();
    const invite = inviteDetail({ uid: 'u-decline', isForViewer: true });
    mockFetch({
      ...shellRoutes(),
      ...answerable(invite),
    });
    renderInvite(page('u-decline'));
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('This invitation has been declined.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(location()).toHaveTextContent(page('u-decline'));
  });

  it('after accepting an organization invite, opens its members', async () => {
    signInAnn();
    const invite = inviteDetail({
      uid: 'u-org',
      kind: 'ORGANIZATION_MEMBER',
      roleName: 'member',
      organizationRole: 'ADMIN',
      hackathon: null,
      organization: { __typename: 'InviteOrganization', id: '3', name: 'Acme' },
      isForViewer: true,
    });
    mockFetch({
      ...shellRoutes(),
      ...answerable(invite),
      'POST /gql OrganizationPeople': gqlData<OrganizationPeopleQuery>({
        organization: { __typename: 'Organization', id: '3', name: 'Acme', viewerCan: { __typename: 'OrganizationViewerCan', manageMembers: true } },
        organizationMembers: [],
      }),
    });
    renderInvite('/organization/members/invite?uid=u-org');
    expect(await screen.findByText(/invites you to be an admin of/)).toHaveTextContent('Olive Organizer invites you to be an admin of Acme.');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('heading', { name: 'Acme: members' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/organization/3/members');
  });

  it('tells someone signed in with another address, and offers to switch accounts', async () => {
    signInAnn();
    mockFetch({
      ...shellRoutes(),
      'POST /gql Invite': gqlData<InviteQuery>({ invite: inviteDetail({ uid: 'u-other', email: 'bob@example.com' }) }),
    });
    renderInvite(page('u-other'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The invitation was sent to bob@example.com, and you are signed in as ann@example.com.');
    expect(within(alert).getByRole('link', { name: 'Switch account' })).toHaveAttribute('href', `/logout?next=${next('u-other')}`);
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it.each([
    ['REVOKED', 'This invitation was withdrawn by the organizers.'],
    ['EXPIRED', 'This invitation expired on'],
    ['ACCEPTED', 'This invitation has been accepted.'],
    ['DECLINED', 'This invitation has been declined.'],
  ] as const)('says a %s invite is closed instead of offering buttons', async (status, text) => {
    signInAnn();
    mockFetch({
      ...shellRoutes(),
      'POST /gql Invite': gqlData<InviteQuery>({ invite: inviteDetail({ uid: `u-${status}`, status, isForViewer: true }) }),
    });
    renderInvite(page(`u-${status}`));
    expect(await screen.findByText(new RegExp(text))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });

  it('says so when the link leads to no invite', async () => {
    mockFetch({ 'POST /u-gql Invite': gqlError('Not found.', { code: 'NOT_FOUND' }) });
    renderInvite(page('u-gone'));
    expect(await screen.findByRole('heading', { name: 'Invitation not found' })).toBeInTheDocument();
    expect(screen.queryByText('Not found.')).not.toBeInTheDocument(); // the page says it: no notice besides
  });
});
