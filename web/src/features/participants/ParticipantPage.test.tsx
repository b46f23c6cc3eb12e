import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ParticipantQuery } from '../../gql/graphql';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, signInAnn } from '../../test/shellMocks';
import { ParticipantPage } from './ParticipantPage';

function answer(manage: boolean, banned: boolean, email: string | null) {
  return gqlData<ParticipantQuery>({
    hackathon: { __typename: 'Hackathon', id: '5', name: 'Hack Five', viewerCan: { __typename: 'HackathonViewerCan', seeParticipants: true, manage } },
    participant: {
      __typename: 'Participant',
      id: '9',
      hackathonId: '5',
      status: 'WAITLISTED',
      banned,
      presentAtHackathon: false,
      registeredAt: '2026-05-01T10:00:00Z',
      person: { __typename: 'Person', id: 'u9', displayName: 'Ada Lovelace', email },
    },
  });
}

function renderPage() {
  renderAt(
    '/hackathon/5/participants/9',
    <Routes>
      <Route path="/hackathon/:hackathon_id/participants/:participant_id" element={<ParticipantPage />} />
    </Routes>,
  );
}

describe('ParticipantPage', () => {
  it('shows a banned participant as banned, with status and ban controls for organisers', async () => {
    signInAnn();
    mockFetch({ 'POST /gql Participant': answer(true, true, 'ada@example.com') });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText(/is banned from this hackathon/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Banned' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Waitlisted');
    expect(screen.getAllByText('None yet.')).toHaveLength(3);
  });

  it('shows mentors the profile without e-mail or controls', async () => {
    signInAnn();
    mockFetch({ 'POST /gql Participant': answer(false, false, null) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Waitlisted')).toBeInTheDocument();
    expect(screen.queryByText(/is banned/)).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
