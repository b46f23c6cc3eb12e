import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { UpdateTeamResourceMutation } from '../../gql/graphql';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, gqlError, isOperation, signInAnn, variablesOf } from '../../test/shellMocks';
import { noCandidates, teamAnswer, teamDetail } from '../../test/teamMocks';
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

const updated = gqlData<UpdateTeamResourceMutation>({
  updateTeamResource: { __typename: 'TeamResourcePayload', resource: { __typename: 'TeamResource', id: 'res1', name: 'Code', url: 'https://gitlab.com/owls/app' } },
});

describe('TeamResources', () => {
  it('edits a resource in a modal, shows the server refusal under its field, then saves it normalised', async () => {
    signInAnn();
    let answer = gqlError('Please enter a complete URL (e.g., www.example.com or https://example.com)', { code: 'BAD_USER_INPUT', field: 'url' });
    const { requests } = mockFetch({
      'POST /gql Team': teamAnswer(teamDetail()),
      'POST /gql TeamCandidates': noCandidates,
      'POST /gql UpdateTeamResource': () => answer(),
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Repo' }));
    const form = await screen.findByRole('form', { name: 'Edit resource' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    const url = within(form).getByRole('textbox', { name: 'URL' });
    expect(name).toHaveValue('Repo');
    expect(url).toHaveValue('https://github.com/owls/app');

    await user.clear(name);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('This field is required.')).toBeInTheDocument();
    expect(requests.find(isOperation('UpdateTeamResource'))).toBeUndefined();

    await user.type(name, ' Code ');
    await user.clear(url);
    await user.type(url, 'gitlab.com/owls/app/');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(/Please enter a complete URL/)).toBeInTheDocument();
    expect(variablesOf(requests.find(isOperation('UpdateTeamResource')))).toEqual({ input: { id: 'res1', name: 'Code', url: 'https://gitlab.com/owls/app' } });

    answer = updated;
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit resource' })).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'Code' })).toHaveAttribute('href', 'https://gitlab.com/owls/app');
  });
});
