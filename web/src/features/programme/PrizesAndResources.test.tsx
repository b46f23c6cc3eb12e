import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CreateHackathonResourceMutation, HackathonResourcesQuery, PrizesQuery, ProgrammeHackathonQuery } from '../../gql/graphql';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, gqlError, isOperation, signInAnn } from '../../test/shellMocks';
import { PrizesPage } from './PrizesPage';
import { participantCan, programmeHackathon } from './programmeMocks';
import { ResourcesPage } from './ResourcesPage';

const user = userEvent.setup({ delay: null });

function renderPage(path: string, can: object, routes: Parameters<typeof mockFetch>[0], changes: Parameters<typeof programmeHackathon>[0] = {}) {
  signInAnn();
  const mocks = mockFetch({ 'POST /gql ProgrammeHackathon': gqlData<ProgrammeHackathonQuery>({ hackathon: programmeHackathon(changes, can) }), ...routes });
  renderAt(
    path,
    <Routes>
      <Route path="/hackathon/:hackathon_id/prizes" element={<PrizesPage />} />
      <Route path="/hackathon/:hackathon_id/resources" element={<ResourcesPage />} />
    </Routes>,
  );
  return mocks;
}

describe('PrizesPage', () => {
  it('lists prizes by position for participants, without the organizers’ buttons', async () => {
    renderPage('/hackathon/5/prizes', participantCan, {
      'POST /gql Prizes': gqlData<PrizesQuery>({
        prizes: [
          { __typename: 'Prize', id: '1', name: 'Gold', description: 'A trip', position: 1, active: true },
          { __typename: 'Prize', id: '2', name: 'Audience favorite', description: '', position: 2, active: false },
        ],
      }),
    });
    expect(await screen.findByText('1st · Gold')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Audience favorite')).getByText('Inactive')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add prize' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Gold' })).not.toBeInTheDocument();
    expect(screen.queryByText('Prizes are switched off')).not.toBeInTheDocument();
  });

  it('tells organizers where to switch prizes on while participants cannot see them', async () => {
    renderPage('/hackathon/5/prizes', {}, { 'POST /gql Prizes': gqlData<PrizesQuery>({ prizes: [] }) }, { hasPrizes: false });
    expect(await screen.findByText('Prizes are switched off')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Turn on Prizes in the hackathon’s settings' })).toHaveAttribute('href', '/hackathon/5/edit');
  });
});

describe('ResourcesPage', () => {
  it('adds a resource and shows the server’s URL error under the field', async () => {
    const answers = [
      gqlError('Please enter a complete URL (e.g., www.example.com or https://example.com)', { code: 'BAD_USER_INPUT', field: 'url' }),
      gqlData<CreateHackathonResourceMutation>({
        createHackathonResource: {
          __typename: 'HackathonResourcePayload',
          hackathonResource: { __typename: 'HackathonResource', id: '7', name: 'Docs', description: '', url: 'https://docs.example.com' },
        },
      }),
    ];
    const { requests } = renderPage('/hackathon/5/resources', {}, {
      'POST /gql HackathonResources': gqlData<HackathonResourcesQuery>({ hackathonResources: [] }),
      'POST /gql CreateHackathonResource': () => answers.shift()!(),
    });
    expect(await screen.findByText('No resources yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add resource' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a resource' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Docs');
    await user.type(within(dialog).getByRole('textbox', { name: 'URL' }), 'docs.example.com/');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Please enter a complete URL (e.g., www.example.com or https://example.com)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Resource added')).toBeInTheDocument();
    const sent = requests.find(isOperation('CreateHackathonResource'));
    expect(sent?.body).toMatchObject({ variables: { input: { hackathonId: '5', name: 'Docs', url: 'https://docs.example.com' } } });
  });
});
