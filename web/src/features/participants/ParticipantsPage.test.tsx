import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ParticipantRowFragment, ParticipantsQuery, UpdateParticipantMutation } from '../../gql/graphql';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, isOperation, signInAnn, variablesOf } from '../../test/shellMocks';
import { ParticipantsPage } from './ParticipantsPage';

/** Types without pauses between keys. */
const user = userEvent.setup({ delay: null });

function row(id: string, name: string, changes: Partial<ParticipantRowFragment> = {}): ParticipantRowFragment {
  return {
    __typename: 'Participant',
    id,
    status: 'REGISTERED',
    banned: false,
    presentAtHackathon: false,
    presentToday: false,
    registeredAt: '2026-05-01T10:00:00Z',
    person: { __typename: 'Person', id: `u${id}`, displayName: name, email: `${name.split(' ')[0].toLowerCase()}@example.com` },
    ...changes,
  };
}

function page(manage: boolean, items: ParticipantRowFragment[], totalCount = items.length, hasNextPage = false) {
  return gqlData<ParticipantsQuery>({
    hackathon: { __typename: 'Hackathon', id: '5', name: 'Hack Five', viewerCan: { __typename: 'HackathonViewerCan', seeParticipants: true, manage } },
    participants: {
      __typename: 'ParticipantPage',
      items,
      totalCount,
      pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: hasNextPage ? 'cursor-2' : null },
    },
  });
}

/** Picks an option of a Mantine select. */
async function choose(label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const options = await screen.findByRole('listbox', { name: label, hidden: true });
  await user.click(within(options).getByRole('option', { name: option, hidden: true }));
}

function renderPage() {
  renderAt(
    '/hackathon/5/participants',
    <Routes>
      <Route path="/hackathon/:hackathon_id/participants" element={<ParticipantsPage />} />
    </Routes>,
  );
}

describe('ParticipantsPage', () => {
  it('lists a page of participants without controls for those who may not manage them', async () => {
    signInAnn();
    const { requests } = mockFetch({ 'POST /gql Participants': page(false, [row('1', 'Ada Lovelace'), row('2', 'Bo Banned', { banned: true, presentToday: true })]) });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Participants' });
    expect(within(table).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/hackathon/5/participants/1');
    expect(within(table).getAllByText('Registered')).not.toHaveLength(0);
    expect(within(table).getAllByText('Banned')).toHaveLength(2); // the column and Bo's badge
    expect(within(table).getAllByText('Present')).toHaveLength(1); // Bo was checked in today
    expect(screen.queryByRole('switch', { name: /Ban/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Status of/ })).not.toBeInTheDocument();
    expect(variablesOf(requests.find(isOperation('Participants')))).toMatchObject({
      hackathonId: '5',
      search: null,
      filter: { status: null, banned: null, presentToday: null, hasTeam: null },
      orderBy: 'REGISTERED_AT',
      first: 10,
      after: null,
    });
  });

  it('searches, filters and sorts on the server, and pages with the cursor', async () => {
    signInAnn();
    const { requests } = mockFetch({ 'POST /gql Participants': page(true, [row('1', 'Ada Lovelace')], 12, true) });
    renderPage();
    await screen.findByRole('table', { name: 'Participants' });
    const last = () => variablesOf(requests.filter(isOperation('Participants')).at(-1));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(last()).toMatchObject({ after: 'cursor-2' }));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'ada');
    await waitFor(() => expect(last()).toMatchObject({ search: 'ada', after: null }));

    await choose('Banned', 'Banned');
    await waitFor(() => expect(last()).toMatchObject({ filter: { banned: true } }));

    await choose('Status', 'Confirmed');
    await waitFor(() => expect(last()).toMatchObject({ filter: { status: 'CONFIRMED', banned: true } }));

    await user.click(screen.getByRole('checkbox', { name: 'Present today' }));
    await waitFor(() => expect(last()).toMatchObject({ filter: { status: 'CONFIRMED', banned: true, presentToday: true, hasTeam: null } }));

    await user.click(screen.getByRole('checkbox', { name: 'Has a team' }));
    await waitFor(() => expect(last()).toMatchObject({ filter: { presentToday: true, hasTeam: true } }));

    await user.click(screen.getByRole('radio', { name: 'Name' }));
    await waitFor(() => expect(last()).toMatchObject({ orderBy: 'NAME' }));
  });

  it('lets those who may manage the hackathon ban a participant', async () => {
    signInAnn();
    const ada = row('1', 'Ada Lovelace');
    const { requests } = mockFetch({
      'POST /gql Participants': page(true, [ada]),
      'POST /gql UpdateParticipant': gqlData<UpdateParticipantMutation>({
        updateParticipant: { __typename: 'ParticipantPayload', participant: { ...ada, banned: true } },
      }),
    });
    renderPage();
    await user.click(await screen.findByRole('switch', { name: 'Ban Ada Lovelace' }));
    expect(await screen.findByText('Ada Lovelace is banned')).toBeInTheDocument();
    expect(variablesOf(requests.find(isOperation('UpdateParticipant')))).toEqual({ input: { id: '1', banned: true } });
    expect(screen.getByRole('combobox', { name: 'Status of Ada Lovelace' })).toBeInTheDocument();
  });
});
