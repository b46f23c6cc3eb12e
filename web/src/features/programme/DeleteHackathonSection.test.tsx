import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { DeleteHackathonMutation, ProgrammeHackathonQuery } from '../../gql/graphql';
import { session } from '../../lib/session/store';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, gqlError, isOperation, signInAnn } from '../../test/shellMocks';
import { DeleteHackathonSection } from './DeleteHackathonSection';
import { programmeHackathon } from './programmeMocks';

const user = userEvent.setup({ delay: null });

function renderSection(canDelete: boolean, answer = gqlData<DeleteHackathonMutation>({ deleteHackathon: { __typename: 'DeletePayload', deletedId: '5' } })) {
  signInAnn();
  session.setActiveHackathon({ id: '5', name: 'Hack Five' });
  const mocks = mockFetch({
    'POST /gql ProgrammeHackathon': gqlData<ProgrammeHackathonQuery>({ hackathon: programmeHackathon({}, { delete: canDelete }) }),
    'POST /gql DeleteHackathon': answer,
  });
  renderAt(
    '/hackathon/5/edit',
    <Routes>
      <Route path="/hackathon/:hackathon_id/edit" element={<DeleteHackathonSection id="5" />} />
      <Route path="/hackathon/mine" element={<p>My hackathons</p>} />
    </Routes>,
  );
  return mocks;
}

describe('DeleteHackathonSection', () => {
  it('deletes the hackathon once its name is typed, and forgets it as the active one', async () => {
    const { requests } = renderSection(true);
    await user.click(await screen.findByRole('button', { name: 'Delete hackathon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Hack Five?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete hackathon' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Hackathon name' }), 'Hack Fiv');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Hackathon name' }), 'e');
    await user.click(confirm);
    expect(await screen.findByText('My hackathons')).toBeInTheDocument();
    expect(session.get().activeHackathon).toBeNull();
    const sent = requests.find(isOperation('DeleteHackathon'));
    expect(sent?.body).toMatchObject({ variables: { input: { id: '5', confirmName: 'Hack Five' } } });
  });

  it('shows the server’s refusal under the name', async () => {
    renderSection(true, gqlError('Type the hackathon’s name, Hack Five, to delete it.', { code: 'BAD_USER_INPUT', field: 'confirmName' }));
    await user.click(await screen.findByRole('button', { name: 'Delete hackathon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Hack Five?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Hackathon name' }), 'hack five');
    await user.click(within(dialog).getByRole('button', { name: 'Delete hackathon' }));
    expect(await within(dialog).findByText('Type the hackathon’s name, Hack Five, to delete it.')).toBeInTheDocument();
  });

  it('is not there for anyone but the creator', async () => {
    const { requests } = renderSection(false);
    await vi.waitFor(() => expect(requests.some(isOperation('ProgrammeHackathon'))).toBe(true));
    expect(screen.queryByRole('button', { name: 'Delete hackathon' })).not.toBeInTheDocument();
  });
});
