import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AcceptTeamJoinRequestMutation, InviteToTeamMutation, PitchRatingsQuery } from '../../gql/graphql';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, gqlError, isOperation, signInAnn, variablesOf } from '../../test/shellMocks';
import { noCandidates, teamAnswer, teamDetail, teamFromOutside, teamViewerCan, twoCandidates } from '../../test/teamMocks';
import { TeamPage } from './TeamPage';

const user = userEvent.setup({ delay: null });

function renderPage() {
  renderAt(
    '/hackathon/5/team/3',
    <Routes>
      <Route path="/hackathon/:hackathon_id/team/:team_id" element={<TeamPage />} />
    </Routes>,
  );
}

describe('TeamPage', () => {
  it('shows an admin the members with role and me flags, the idea, requests and resources', async () => {
    signInAnn();
    mockFetch({ 'POST /gql Team': teamAnswer(teamDetail()), 'POST /gql TeamCandidates': noCandidates });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Night Owls', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('2 of 4 members · Idea: Solar kiosk')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Team members' })).getAllByRole('row');
    expect(within(rows[1]).getByText('Ann Lee')).toBeInTheDocument();
    expect(within(rows[1]).getByText('You')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Admin')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Member')).toBeInTheDocument();
    expect(within(rows[2]).queryByText('You')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actions for Bob Ray' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for Ann Lee' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Request from Cy Ng' })).toHaveTextContent('I design things');
    expect(screen.getByRole('link', { name: 'Repo' })).toHaveAttribute('href', 'https://github.com/owls/app');
    expect(screen.getByRole('button', { name: 'Leave team' })).toBeInTheDocument();
  });

  it('shows a member neither requests nor member actions', async () => {
    signInAnn();
    const member = teamDetail({ isAdmin: false, joinRequests: [], viewerCan: teamViewerCan({ seeResources: true, leave: true }) });
    mockFetch({ 'POST /gql Team': teamAnswer(member), 'POST /gql TeamCandidates': noCandidates });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Night Owls', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Join requests' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
  });

  it('accepts a join request', async () => {
    signInAnn();
    const joined = teamDetail({ totalMembers: 3, joinRequests: [] });
    const { requests } = mockFetch({
      'POST /gql Team': teamAnswer(teamDetail()),
      'POST /gql TeamCandidates': noCandidates,
      'POST /gql AcceptTeamJoinRequest': gqlData<AcceptTeamJoinRequestMutation>({
        acceptTeamJoinRequest: {
          __typename: 'TeamJoinRequestPayload',
          joinRequest: { __typename: 'TeamJoinRequest', id: 'r1', status: 'ACCEPTED' },
          team: joined,
        },
      }),
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(requests.find(isOperation('AcceptTeamJoinRequest'))).toBeDefined());
    expect(variablesOf(requests.find(isOperation('AcceptTeamJoinRequest')))).toEqual({ input: { requestId: 'r1' } });
    expect(await screen.findByText('No open requests.')).toBeInTheDocument();
  });

  it('checks a resource before sending it normalised, and shows the server refusal under its field', async () => {
    signInAnn();
    const { requests } = mockFetch({
      'POST /gql Team': teamAnswer(teamDetail({ resources: [] })),
      'POST /gql TeamCandidates': noCandidates,
      'POST /gql AddTeamResource': gqlError('Please enter a complete URL (e.g., www.example.com or https://example.com)', {
        code: 'BAD_USER_INPUT',
        field: 'url',
      }),
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Add a resource' });
    await user.click(within(form).getByRole('button', { name: 'Add resource' }));
    expect(within(form).getAllByText('This field is required.')).toHaveLength(2);
    expect(requests.find(isOperation('AddTeamResource'))).toBeUndefined();

    await user.type(within(form).getByRole('textbox', { name: 'Name' }), ' Board ');
    await user.type(within(form).getByRole('textbox', { name: 'URL' }), 'www.trello.com/owls/');
    await user.click(within(form).getByRole('button', { name: 'Add resource' }));
    await waitFor(() => expect(requests.find(isOperation('AddTeamResource'))).toBeDefined());
    expect(variablesOf(requests.find(isOperation('AddTeamResource')))).toEqual({
      input: { teamId: '3', name: 'Board', url: 'https://www.trello.com/owls' },
    });
    expect(await within(form).findByText(/Please enter a complete URL/)).toBeInTheDocument();
  });

  it('offers someone without a team to ask to join', async () => {
    signInAnn();
    const outsider = teamFromOutside({ requestToJoin: true });
    mockFetch({ 'POST /gql Team': teamAnswer(outsider) });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Ask to join' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave team' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Resources' })).not.toBeInTheDocument();
  });

  it('lets an admin invite a suggested participant and withdraw a sent invitation', async () => {
    signInAnn();
    const invitation = {
      __typename: 'TeamJoinRequest' as const,
      id: 'r9',
      message: '',
      created: '2026-11-24T11:00:00Z',
      person: { __typename: 'Person' as const, id: 'u5', displayName: 'Eve Ash' },
      invitedBy: { __typename: 'Person' as const, id: 'u1', displayName: 'Ann Lee' },
    };
    const team = teamDetail({ joinRequests: [...teamDetail().joinRequests, invitation] });
    const { requests } = mockFetch({
      'POST /gql Team': teamAnswer(team),
      'POST /gql TeamCandidates': twoCandidates,
      'POST /gql InviteToTeam': gqlData<InviteToTeamMutation>({
        inviteToTeam: { __typename: 'TeamJoinRequestPayload', joinRequest: { __typename: 'TeamJoinRequest', id: 'r10', status: 'NEW' }, team },
      }),
      'POST /gql DeclineTeamJoinRequest': gqlError('stop here', { code: 'CONFLICT' }),
    });
    renderPage();
    const sent = await screen.findByRole('group', { name: 'Invitation to Eve Ash' });
    expect(sent).toHaveTextContent('Invited by Ann Lee; waiting for an answer.');
    expect(screen.queryByRole('group', { name: 'Request from Eve Ash' })).not.toBeInTheDocument();

    const eve = await screen.findByRole('group', { name: 'Eve Ash' });
    expect(within(eve).getByText('Pending')).toBeInTheDocument();
    expect(within(eve).queryByRole('button', { name: /Invite/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invite Dee Moss' }));
    await waitFor(() => expect(requests.find(isOperation('InviteToTeam'))).toBeDefined());
    expect(variablesOf(requests.find(isOperation('InviteToTeam')))).toEqual({ input: { teamId: '3', userId: 'u4' } });

    await user.click(within(sent).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(requests.find(isOperation('DeclineTeamJoinRequest'))).toBeDefined());
    expect(variablesOf(requests.find(isOperation('DeclineTeamJoinRequest')))).toEqual({ input: { requestId: 'r9' } });
  });

  it('shows an invitee the invitation and joins when they accept', async () => {
    signInAnn();
    const invited = teamFromOutside(
      {},
      { myInvitation: { __typename: 'TeamJoinRequest', id: 'r7', invitedBy: { __typename: 'Person', id: 'u1', displayName: 'Ann Lee' } } },
    );
    const { requests } = mockFetch({
      'POST /gql Team': teamAnswer(invited),
      'POST /gql AcceptTeamJoinRequest': gqlData<AcceptTeamJoinRequestMutation>({
        acceptTeamJoinRequest: {
          __typename: 'TeamJoinRequestPayload',
          joinRequest: { __typename: 'TeamJoinRequest', id: 'r7', status: 'ACCEPTED' },
          team: teamDetail({ isAdmin: false, totalMembers: 3, joinRequests: [] }),
        },
      }),
    });
    renderPage();
    expect(await screen.findByText('Ann Lee invites you to join Night Owls.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask to join' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept and join' }));
    await waitFor(() => expect(requests.find(isOperation('AcceptTeamJoinRequest'))).toBeDefined());
    expect(variablesOf(requests.find(isOperation('AcceptTeamJoinRequest')))).toEqual({ input: { requestId: 'r7' } });
    expect(await screen.findByText('You joined Night Owls')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Ann Lee invites you to join Night Owls.')).not.toBeInTheDocument());
  });

  it("offers someone of another team to rate the team's elevator pitch when the server allows it", async () => {
    signInAnn();
    const outsider = teamFromOutside();
    mockFetch({
      'POST /gql Team': teamAnswer(outsider, { hasPitches: true, ratePitches: true }),
      'POST /gql PitchRatings': gqlData<PitchRatingsQuery>({ ratingTemplates: [], myRatings: [] }),
    });
    renderPage();
    const card = await screen.findByRole('region', { name: 'Rate this elevator pitch' });
    expect(await within(card).findByText('No elevator-pitch criteria yet.')).toBeInTheDocument();
  });

  it('shows a member no elevator-pitch card on their own team', async () => {
    signInAnn();
    const { requests } = mockFetch({ 'POST /gql Team': teamAnswer(teamDetail(), { hasPitches: true, ratePitches: true }), 'POST /gql TeamCandidates': noCandidates });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Night Owls', level: 1 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Rate this elevator pitch' })).toBeNull();
    expect(requests.map((r) => (r.body as { operationName?: string } | undefined)?.operationName)).not.toContain('PitchRatings');
  });
});
