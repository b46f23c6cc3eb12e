import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ParticipantQuery, SetParticipantPresenceMutation } from '../../gql/graphql';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, isOperation, signInAnn } from '../../test/shellMocks';
import { ParticipantPage } from './ParticipantPage';

const user = userEvent.setup({ delay: null });

type Participant = NonNullable<ParticipantQuery['participant']>;

function answer(manage: boolean, banned: boolean, email: string | null, changes: Partial<Participant> = {}) {
  return gqlData<ParticipantQuery>({
    hackathon: {
      __typename: 'Hackathon',
      id: '5',
      name: 'Hack Five',
      today: '2026-11-24',
      days: ['2026-11-23', '2026-11-24', '2026-11-25'],
      viewerCan: { __typename: 'HackathonViewerCan', seeParticipants: true, manage },
    },
    participant: {
      __typename: 'Participant',
      id: '9',
      hackathonId: '5',
      status: 'WAITLISTED',
      banned,
      presentAtHackathon: false,
      presentToday: false,
      daysPresent: 0,
      registeredAt: '2026-05-01T10:00:00Z',
      person: { __typename: 'Person', id: 'u9', displayName: 'Ada Lovelace', email },
      profile: null,
      attendances: [],
      teams: [],
      ideas: [],
      mentorStatus: null,
      ...changes,
    },
  });
}

const filled: Partial<Participant> = {
  presentAtHackathon: true,
  daysPresent: 1,
  profile: {
    __typename: 'HackathonProfile',
    id: 'p9',
    city: 'London',
    bio: 'Writes the first programs.',
    githubUrl: 'https://github.com/ada',
    offerzenUrl: '',
    linkedinUrl: 'https://linkedin.com/in/ada',
    skills: [
      { __typename: 'Skill', id: 's1', name: 'Mathematics' },
      { __typename: 'Skill', id: 's2', name: 'Go' },
    ],
  },
  attendances: [
    { __typename: 'Attendance', id: 'a1', participantId: '9', date: '2026-11-23', presentAtHackathon: true, availableToday: false },
    { __typename: 'Attendance', id: 'a2', participantId: '9', date: '2026-11-24', presentAtHackathon: false, availableToday: true },
  ],
  teams: [
    { __typename: 'ParticipantTeam', teamId: 't1', name: 'Engines', role: 'ADMIN', status: 'ACTIVE' },
    { __typename: 'ParticipantTeam', teamId: 't2', name: 'Looms', role: 'MEMBER', status: 'LEFT' },
  ],
  ideas: [
    { __typename: 'Idea', id: 'i1', name: 'Analytical engine', approval: null },
    {
      __typename: 'Idea',
      id: 'i2',
      name: 'Punched cards',
      approval: { __typename: 'Approval', id: 'ap2', state: { __typename: 'ApprovalState', id: '1', name: 'PENDING' } },
    },
  ],
  mentorStatus: 'ACTIVE',
};

function renderPage() {
  renderAt(
    '/hackathon/5/participants/9',
    <Routes>
      <Route path="/hackathon/:hackathon_id/participants/:participant_id" element={<ParticipantPage />} />
    </Routes>,
  );
}

describe('ParticipantPage', () => {
  it('shows a banned participant as banned, with status and ban controls for organizers', async () => {
    signInAnn();
    mockFetch({ 'POST /gql Participant': answer(true, true, 'ada@example.com') });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText(/is banned from this hackathon/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Banned' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Waitlisted');
    // profile, skills, links, teams and ideas
    expect(screen.getAllByText('None yet.')).toHaveLength(5);
    expect(screen.getByText('Not a mentor here.')).toBeInTheDocument();
    expect(screen.getByText('Present on 0 days.')).toBeInTheDocument();
  });

  it('shows mentors the profile, skills, links, attendance and teams without e-mail or controls', async () => {
    signInAnn();
    mockFetch({ 'POST /gql Participant': answer(false, false, null, filled) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Waitlisted')).toBeInTheDocument();
    expect(screen.queryByText(/is banned/)).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.getByText('City: London')).toBeInTheDocument();
    expect(screen.getByText('Writes the first programs.')).toBeInTheDocument();
    expect(screen.getByText('Mathematics')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', 'https://github.com/ada');
    expect(screen.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', 'https://linkedin.com/in/ada');
    expect(screen.queryByRole('link', { name: 'OfferZen' })).not.toBeInTheDocument();
    expect(screen.getByText('Active mentor')).toBeInTheDocument();
    expect(screen.getByText('Engines')).toBeInTheDocument();
    expect(screen.getByText('(left)')).toBeInTheDocument();
    expect(screen.getByText('Present on 1 day.')).toBeInTheDocument();

    const rows = within(screen.getByRole('table', { name: 'Attendance' })).getAllByRole('row');
    expect(rows).toHaveLength(4); // the header and three days
    expect(within(rows[1]).getByText('Mon, Nov 23')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Present')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Tue, Nov 24 (today)')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Available')).toBeInTheDocument();
    expect(screen.queryByText('None yet.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Analytical engine' })).toHaveAttribute('href', '/hackathon/5/idea/i1/view');
    expect(screen.getByRole('link', { name: 'Punched cards' })).toHaveAttribute('href', '/hackathon/5/idea/i2/view');
    expect(screen.getByText('(awaiting approval)')).toBeInTheDocument();
  });

  it('lets organizers mark presence per day', async () => {
    signInAnn();
    const { requests } = mockFetch({
      'POST /gql Participant': answer(true, false, 'ada@example.com', filled),
      'POST /gql SetParticipantPresence': gqlData<SetParticipantPresenceMutation>({
        setParticipantPresence: {
          __typename: 'AttendancePayload',
          attendance: { __typename: 'Attendance', id: 'a2', participantId: '9', date: '2026-11-24', presentAtHackathon: true, availableToday: true },
        },
      }),
    });
    renderPage();
    expect(await screen.findByRole('switch', { name: 'Present on Mon, Nov 23' })).toBeChecked();
    const today = screen.getByRole('switch', { name: 'Present on Tue, Nov 24 (today)' });
    expect(today).not.toBeChecked();
    await user.click(today);
    await waitFor(() => expect(requests.find(isOperation('SetParticipantPresence'))).toBeDefined());
    expect((requests.find(isOperation('SetParticipantPresence'))?.body as { variables: unknown }).variables).toEqual({
      input: { participantId: '9', date: '2026-11-24', present: true },
    });
  });
});
