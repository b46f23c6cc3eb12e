import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CreateTeamMutation, RequestToJoinTeamMutation } from '../../gql/graphql';
import { json, mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, gqlError, isOperation, signInAnn, variablesOf } from '../../test/shellMocks';
import { CreateTeamPage } from './CreateTeamPage';
import { gate, noCandidates, oneTeam, teamDetail, teamListItem } from '../../test/teamMocks';

const user = userEvent.setup({ delay: null });

function renderPage() {
  renderAt(
    '/hackathon/5/teams/create',
    <Routes>
      <Route path="/hackathon/:hackathon_id/teams/create" element={<CreateTeamPage />} />
      <Route path="/hackathon/:hackathon_id/detail" element={<p>Detail page</p>} />
      <Route path="/hackathon/:hackathon_id/team/:team_id" element={<p>Team page</p>} />
    </Routes>,
  );
}

describe('CreateTeamPage', () => {
  it('sends the user to the hackathon while registration is open (SPEC 2.4)', async () => {
    signInAnn();
    mockFetch({ 'POST /gql CreateTeamGate': gate({ viewerCan: { __typename: 'HackathonViewerCan', createTeam: false } }) });
    renderPage();
    expect(await screen.findByText('Detail page')).toBeInTheDocument();
  });

  it('sends someone with a team to its page', async () => {
    signInAnn();
    mockFetch({ 'POST /gql CreateTeamGate': gate({ myTeam: { __typename: 'Team', id: '3' } }) });
    renderPage();
    expect(await screen.findByText('Team page')).toBeInTheDocument();
  });

  it('lets the user proceed when the check fails', async () => {
    signInAnn();
    mockFetch({ 'POST /gql CreateTeamGate': () => json(500, {}) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Create Team', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Team name' })).toBeInTheDocument();
  });

  it('creates the team and opens its page; a taken name shows under the field', async () => {
    signInAnn();
    let attempts = 0;
    const { requests } = mockFetch({
      'POST /gql CreateTeamGate': gate(),
      'POST /gql TeamCandidates': noCandidates,
      'POST /gql Teams': oneTeam,
      'POST /gql CreateTeam': () =>
        ++attempts === 1
          ? gqlError('A team of this hackathon already has this name.', { code: 'BAD_USER_INPUT', field: 'name' })()
          : gqlData<CreateTeamMutation>({ createTeam: { __typename: 'TeamPayload', team: teamDetail({ members: [], joinRequests: [] }) } })(),
    });
    renderPage();
    const name = await screen.findByRole('textbox', { name: 'Team name' });
    await user.click(screen.getByRole('button', { name: 'Create team' }));
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    await user.type(name, '  Night Owls ');
    await user.click(screen.getByRole('button', { name: 'Create team' }));
    expect(await screen.findByText('A team of this hackathon already has this name.')).toBeInTheDocument();
    expect(variablesOf(requests.find(isOperation('CreateTeam')))).toEqual({ input: { hackathonId: '5', name: 'Night Owls' } });
    await user.click(screen.getByRole('button', { name: 'Create team' }));
    expect(await screen.findByText('Team page')).toBeInTheDocument();
  });

  it('lists the teams and asks to join one with a message', async () => {
    signInAnn();
    const { requests } = mockFetch({
      'POST /gql CreateTeamGate': gate(),
      'POST /gql TeamCandidates': noCandidates,
      'POST /gql Teams': oneTeam,
      'POST /gql RequestToJoinTeam': gqlData<RequestToJoinTeamMutation>({
        requestToJoinTeam: {
          __typename: 'TeamJoinRequestPayload',
          joinRequest: { __typename: 'TeamJoinRequest', id: 'r9', status: 'NEW' },
          team: teamListItem({ hasRequestedToJoin: true, viewerCan: { __typename: 'TeamViewerCan', requestToJoin: false } }),
        },
      }),
    });
    renderPage();
    const team = await screen.findByRole('group', { name: 'Night Owls' });
    expect(team).toHaveTextContent('2 of 4 members');
    await user.click(within(team).getByRole('button', { name: 'Ask to join' }));
    await user.type(await screen.findByRole('textbox', { name: 'Message to the team' }), 'I write Go');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(requests.find(isOperation('RequestToJoinTeam'))).toBeDefined());
    expect(variablesOf(requests.find(isOperation('RequestToJoinTeam')))).toEqual({ input: { teamId: '3', message: 'I write Go' } });
    expect(await within(team).findByText('Requested')).toBeInTheDocument();
    expect(within(team).queryByRole('button', { name: 'Ask to join' })).not.toBeInTheDocument();
  });
});
