import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { DeleteTeamMutation } from '../../gql/graphql';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, gqlError, isOperation, signInAnn, variablesOf } from '../../test/shellMocks';
import { noCandidates, teamAnswer, teamDetail, teamFromOutside, teamViewerCan } from '../../test/teamMocks';
import { TeamPage } from './TeamPage';

const user = userEvent.setup({ delay: null });

function renderPage() {
  renderAt(
    '/hackathon/5/team/3',
    <Routes>
      <Route path="/hackathon/:hackathon_id/team/:team_id" element={<TeamPage />} />
      <Route path="/hackathon/:hackathon_id/teams/create" element={<p>Create a team</p>} />
      <Route path="/hackathon/:hackathon_id/detail" element={<p>Hackathon detail</p>} />
    </Routes>,
  );
}

const deleted = gqlData<DeleteTeamMutation>({
  deleteTeam: { __typename: 'DeleteTeamPayload', deletedTeamId: '3', hackathon: { __typename: 'Hackathon', id: '5', myTeam: null } },
});

describe('DeleteTeamButton', () => {
  it('deletes the team after a confirmation, tells so and leads a member to form another team', async () => {
    signInAnn();
    const { requests } = mockFetch({
      'POST /gql Team': teamAnswer(teamDetail()),
      'POST /gql TeamCandidates': noCandidates,
      'POST /gql DeleteTeam': deleted,
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Night Owls?' });
    expect(requests.find(isOperation('DeleteTeam'))).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Delete team' }));
    expect(await screen.findByText('Create a team')).toBeInTheDocument();
    expect(variablesOf(requests.find(isOperation('DeleteTeam')))).toEqual({ input: { teamId: '3' } });
    expect(await screen.findByText('Night Owls was deleted')).toBeInTheDocument();
  });

  it('leads an organizer back to the hackathon, and keeps the page when the server refuses', async () => {
    signInAnn();
    const organizer = teamFromOutside({ manage: true, seeResources: true, delete: true });
    let answer = gqlError('This team has submitted its work, so it stays for judging and can no longer be deleted.', { code: 'CONFLICT', field: 'teamId' });
    mockFetch({
      'POST /gql Team': teamAnswer(organizer),
      'POST /gql TeamCandidates': noCandidates,
      'POST /gql DeleteTeam': () => answer(),
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete team' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete team' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Night Owls', level: 1 })).toBeInTheDocument();

    answer = deleted;
    await user.click(screen.getByRole('button', { name: 'Delete team' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete team' }));
    expect(await screen.findByText('Hackathon detail')).toBeInTheDocument();
  });

  it('is not offered to a plain member', async () => {
    signInAnn();
    const member = teamDetail({ isAdmin: false, joinRequests: [], viewerCan: teamViewerCan({ seeResources: true, leave: true }) });
    mockFetch({ 'POST /gql Team': teamAnswer(member), 'POST /gql TeamCandidates': noCandidates });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Leave team' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete team' })).not.toBeInTheDocument();
  });
});
