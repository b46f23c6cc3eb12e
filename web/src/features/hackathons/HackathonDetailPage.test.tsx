import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type {
  HackathonDetailQuery,
  JoinHackathonMutation,
  LeaveHackathonMutation,
  MyAttendancesQuery,
  RotateHackathonInviteTokenMutation,
} from '../../gql/graphql';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { detailHackathon, gqlData, isOperation, signInAnn, visitorCan } from '../../test/shellMocks';
import { HackathonDetailPage } from './HackathonDetailPage';

/** Types without pauses between keys. */
const user = userEvent.setup({ delay: null });

function renderDetail(path: string) {
  renderAt(
    path,
    <Routes>
      <Route path="/hackathon/:hackathon_id/detail" element={<HackathonDetailPage />} />
    </Routes>,
  );
}

/** A participant's attendance, asked for by the availability switch. */
const noAttendance = gqlData<MyAttendancesQuery>({
  hackathon: { __typename: 'Hackathon', id: '35', today: '2026-11-24', days: ['2026-11-24'] },
  myAttendances: [],
});

describe('HackathonDetailPage', () => {
  it('lets a user without a role join while registration is open, with the share link’s token', async () => {
    signInAnn();
    const hackathon = detailHackathon({ id: '31', allowedParticipants: 'INVITE_ONLY' });
    const { requests } = mockFetch({
      'POST /gql HackathonDetail': gqlData<HackathonDetailQuery>({ hackathon }),
      'POST /gql JoinHackathon': gqlData<JoinHackathonMutation>({
        joinHackathon: {
          __typename: 'JoinHackathonPayload',
          hackathon: {
            ...hackathon,
            isParticipant: true,
            termsOutstanding: false,
            myCheckInCode: '31-7-ABCDEFGHIJKLMNOP',
            viewerCan: { ...visitorCan, join: false },
          },
        },
      }),
      'POST /gql MyAttendances': noAttendance,
    });
    renderDetail('/hackathon/31/detail?token=tok-31&participant_invite=true');
    expect(await screen.findByRole('heading', { name: 'Hack Five', level: 1 })).toBeInTheDocument();
    expect(requests.find(isOperation('HackathonDetail'))?.body).toMatchObject({ variables: { id: '31', inviteToken: 'tok-31' } });

    await user.click(screen.getByRole('button', { name: 'Join hackathon' }));
    expect(await screen.findByText('You joined Hack Five')).toBeInTheDocument();
    expect(requests.find(isOperation('JoinHackathon'))?.body).toMatchObject({
      variables: { input: { hackathonId: '31', inviteToken: 'tok-31' } },
    });
    expect(screen.getByText('Participant')).toBeInTheDocument();
    // The check-in code comes with the join's answer: no reload needed.
    expect(await screen.findByText('31-7-ABCDEFGHIJKLMNOP')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join hackathon' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make this my active hackathon' })).toBeInTheDocument();
  });

  it('says registration is closed outside the registration phase', async () => {
    signInAnn();
    const hackathon = detailHackathon({ id: '32', phase: 'PLANNING', phaseDisplay: 'Planning', viewerCan: { ...visitorCan, join: false } });
    mockFetch({ 'POST /gql HackathonDetail': gqlData<HackathonDetailQuery>({ hackathon }) });
    renderDetail('/hackathon/32/detail');
    expect(await screen.findByText('Registration is closed at the moment.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join hackathon' })).not.toBeInTheDocument();
  });

  it('prints the description once when the short and the full one are the same', async () => {
    signInAnn();
    const text = 'Build something for the city.';
    const hackathon = detailHackathon({ id: '33', description: text, detailDescription: text });
    mockFetch({ 'POST /gql HackathonDetail': gqlData<HackathonDetailQuery>({ hackathon }) });
    renderDetail('/hackathon/33/detail');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getAllByText(text)).toHaveLength(1);
  });

  it('leads a participant without a team to joining one, as the one call to action', async () => {
    signInAnn();
    const hacking = { phase: 'HACKING' as const, phaseDisplay: 'Hacking', isParticipant: true };
    const noTeam = detailHackathon({ id: '34', ...hacking, viewerCan: { ...visitorCan, join: false, createTeam: true } });
    mockFetch({ 'POST /gql HackathonDetail': gqlData<HackathonDetailQuery>({ hackathon: noTeam }) });
    renderDetail('/hackathon/34/detail');
    expect(await screen.findByRole('link', { name: 'Join a team' })).toHaveAttribute('href', '/hackathon/34/teams/create');
    expect(screen.queryByRole('button', { name: 'Join hackathon' })).not.toBeInTheDocument();
  });

  it('asks a team member to submit while hacking', async () => {
    signInAnn();
    const withTeam = detailHackathon({
      id: '35', phase: 'HACKING', phaseDisplay: 'Hacking', isParticipant: true,
      myTeam: { __typename: 'Team', id: '9' }, viewerCan: { ...visitorCan, join: false },
    });
    mockFetch({ 'POST /gql HackathonDetail': gqlData<HackathonDetailQuery>({ hackathon: withTeam }) });
    renderDetail('/hackathon/35/detail');
    expect(await screen.findByRole('link', { name: 'Submit your project' })).toHaveAttribute('href', '/hackathon/35/team/9');
  });

  it('gives organizers the share link and their settings', async () => {
    signInAnn();
    const hackathon = detailHackathon({ id: '33', isManager: true, inviteToken: 'secret', viewerCan: { ...visitorCan, manage: true, join: false } });
    mockFetch({ 'POST /gql HackathonDetail': gqlData<HackathonDetailQuery>({ hackathon }) });
    renderDetail('/hackathon/33/detail');
    expect(await screen.findByLabelText('Share link')).toHaveValue(
      `${window.location.origin}/pub/hackathon/33/detail?token=secret&participant_invite=true`,
    );
    expect(screen.getByRole('link', { name: 'Edit details' })).toHaveAttribute('href', '/hackathon/33/edit');
    expect(screen.getByRole('link', { name: 'Timeline' })).toHaveAttribute('href', '/hackathon/33/timeline');
    expect(screen.queryByRole('button', { name: 'Join hackathon' })).not.toBeInTheDocument();
  });

  it('shows the dates in the hackathon’s zone and in the viewer’s', async () => {
    signInAnn();
    mockFetch({
      'POST /gql HackathonDetail': gqlData<HackathonDetailQuery>({ hackathon: detailHackathon({ id: '34', timeZone: 'Pacific/Auckland' }) }),
    });
    renderDetail('/hackathon/34/detail');
    expect(await screen.findAllByText(/your time:/)).toHaveLength(2);
  });

  it('lets a participant leave after confirming, and takes them to their hackathons', async () => {
    signInAnn();
    const hackathon = detailHackathon({ id: '35', isParticipant: true, viewerCan: { ...visitorCan, join: false } });
    const { requests } = mockFetch({
      'POST /gql HackathonDetail': gqlData<HackathonDetailQuery>({ hackathon }),
      'POST /gql LeaveHackathon': gqlData<LeaveHackathonMutation>({
        leaveHackathon: { __typename: 'LeaveHackathonPayload', hackathon: { __typename: 'Hackathon', id: '35' } },
      }),
      'POST /gql MyAttendances': noAttendance,
    });
    renderDetail('/hackathon/35/detail');
    expect(await screen.findByRole('switch', { name: "I'm available today" })).not.toBeChecked();
    await user.click(await screen.findByRole('button', { name: 'Leave hackathon' }));
    expect(requests.filter(isOperation('LeaveHackathon'))).toHaveLength(0);
    const dialog = await screen.findByRole('dialog', { name: 'Leave Hack Five?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave hackathon' }));
    expect(await screen.findByText('You left Hack Five')).toBeInTheDocument();
    expect(requests.find(isOperation('LeaveHackathon'))?.body).toMatchObject({ variables: { input: { hackathonId: '35' } } });
    // The notice shows before the navigation lands.
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/hackathon/mine'));
  });

  it('offers no leaving to those who are not participants', async () => {
    signInAnn();
    const hackathon = detailHackathon({ id: '36', isManager: true, viewerCan: { ...visitorCan, manage: true, join: false } });
    mockFetch({ 'POST /gql HackathonDetail': gqlData<HackathonDetailQuery>({ hackathon }) });
    renderDetail('/hackathon/36/detail');
    expect(await screen.findByRole('heading', { name: 'Hack Five', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave hackathon' })).not.toBeInTheDocument();
  });

  it('lets organizers rotate the share link, which then shows the new token', async () => {
    signInAnn();
    const hackathon = detailHackathon({ id: '37', isManager: true, inviteToken: 'old', viewerCan: { ...visitorCan, manage: true, join: false } });
    mockFetch({
      'POST /gql HackathonDetail': gqlData<HackathonDetailQuery>({ hackathon }),
      'POST /gql RotateHackathonInviteToken': gqlData<RotateHackathonInviteTokenMutation>({
        rotateHackathonInviteToken: {
          __typename: 'RotateHackathonInviteTokenPayload',
          hackathon: { __typename: 'Hackathon', id: '37', inviteToken: 'new' },
        },
      }),
    });
    renderDetail('/hackathon/37/detail');
    const link = (token: string) => `${window.location.origin}/pub/hackathon/37/detail?token=${token}&participant_invite=true`;
    expect(await screen.findByLabelText('Share link')).toHaveValue(link('old'));
    await user.click(screen.getByRole('button', { name: 'Rotate share link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rotate the share link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Rotate share link' }));
    await waitFor(() => expect(screen.getByLabelText('Share link')).toHaveValue(link('new')));
  });
});
