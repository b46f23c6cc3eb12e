import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CanSeeAllJobsQuery, JobRowFragment, JobsQuery, RestartExportMutation, ResendJobInviteMutation } from '../../gql/graphql';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, inputOf, isOperation, signInAnn, variablesOf } from '../../test/shellMocks';
import { JobsPage } from './JobsPage';

const user = userEvent.setup({ delay: null });
const hour = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

function job(key: string, more: Partial<JobRowFragment> = {}): JobRowFragment {
  return {
    __typename: 'Job',
    key,
    kind: 'INVITE',
    recordId: key.split(':')[1] ?? '1',
    hackathonId: '5',
    hackathonName: 'Hack Five',
    state: 'Pending, e-mail sent',
    stuck: false,
    problem: null,
    subject: 'Invitation as judge: pat@example.com',
    startedAt: ago(3 * hour),
    lastProgressAt: ago(2 * hour),
    dueAt: null,
    workflowId: null,
    temporalUrl: null,
    actions: [],
    ...more,
  };
}

const failedInvite = job('INVITE:21', {
  state: 'Pending, e-mail failed',
  stuck: true,
  problem: 'The invitation e-mail could not be delivered: 550 mailbox unavailable.',
  subject: 'Invitation as judge: bounce@example.com',
  actions: ['RESEND_INVITE'],
});
const stuckExport = job('EXPORT:31', {
  kind: 'EXPORT',
  state: 'Running',
  stuck: true,
  problem: 'The export has been running for more than 10 minutes.',
  subject: 'Participant export participants.csv',
  actions: ['RESTART_EXPORT'],
});
const lifecycle = job('LIFECYCLE:5', { kind: 'LIFECYCLE', state: 'Registration open → Hacking', subject: 'Phases of Hack Five', dueAt: new Date(Date.now() + 49 * hour).toISOString() });

function renderHackathonJobs() {
  renderAt(
    '/hackathon/5/jobs',
    <Routes>
      <Route path="/hackathon/:hackathon_id/jobs" element={<JobsPage />} />
    </Routes>,
  );
}

function renderAdminJobs() {
  renderAt(
    '/admin/jobs',
    <Routes>
      <Route path="/admin/jobs" element={<JobsPage allHackathons />} />
    </Routes>,
  );
}

describe('JobsPage', () => {
  it('shows stuck jobs first with their problem, and resends a failed invite', async () => {
    signInAnn();
    const { requests } = mockFetch({
      'POST /gql Jobs': gqlData<JobsQuery>({ jobs: [failedInvite, stuckExport, lifecycle] }),
      'POST /gql ResendJobInvite': gqlData<ResendJobInviteMutation>({
        resendInvite: { __typename: 'InviteChangePayload', invite: { __typename: 'Invite', id: '21', delivery: 'SENDING', deliveryError: null } },
      }),
    });
    renderHackathonJobs();
    const list = await screen.findByRole('list', { name: 'Jobs' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual([
      'Invitation: Invitation as judge: bounce@example.com',
      'Export: Participant export participants.csv',
      'Phases: Phases of Hack Five',
    ]);
    expect(within(items[0]).getByText('Failed')).toBeInTheDocument();
    expect(within(items[0]).getByText(/550 mailbox unavailable/)).toBeInTheDocument();
    expect(within(items[1]).getByText('Stuck')).toBeInTheDocument();
    expect(within(items[2]).queryByText('Stuck')).not.toBeInTheDocument();
    expect(within(items[2]).getByText('Next step in 2 days')).toBeInTheDocument();
    expect(within(items[0]).getByText('Last progress 2 hours ago')).toBeInTheDocument();
    expect(screen.getByText('2 stuck of 3 jobs')).toBeInTheDocument();
    expect(screen.queryByText('Open in Temporal')).not.toBeInTheDocument();
    expect(variablesOf(requests.find(isOperation('Jobs')))).toMatchObject({ hackathonId: '5', stuckOnly: false });

    await user.click(within(items[0]).getByRole('button', { name: 'Resend: Invitation as judge: bounce@example.com' }));
    await waitFor(() => expect(requests.filter(isOperation('ResendJobInvite'))).toHaveLength(1));
    expect(inputOf(requests.find(isOperation('ResendJobInvite')))).toEqual({ id: '21' });
    expect(await screen.findByText('The invitation is on its way again.')).toBeInTheDocument();
    await waitFor(() => expect(requests.filter(isOperation('Jobs')).length).toBeGreaterThanOrEqual(2), { timeout: 2000 });
  });

  it('restarts a stuck export and says what the server answered', async () => {
    signInAnn();
    const { requests } = mockFetch({
      'POST /gql Jobs': gqlData<JobsQuery>({ jobs: [stuckExport] }),
      'POST /gql RestartExport': gqlData<RestartExportMutation>({
        restartExport: {
          __typename: 'ExportParticipantsCsvPayload',
          success: true,
          message: 'The export is running; it will be in your inbox when it is done.',
          export: { __typename: 'ParticipantExport', id: '32', state: 'RUNNING' },
        },
      }),
    });
    renderHackathonJobs();
    await user.click(await screen.findByRole('button', { name: 'Restart: Participant export participants.csv' }));
    expect(await screen.findByText('The export is running; it will be in your inbox when it is done.')).toBeInTheDocument();
    expect(inputOf(requests.find(isOperation('RestartExport')))).toEqual({ id: '31' });
  });

  it('says so kindly when nothing is stuck', async () => {
    signInAnn();
    const { requests } = mockFetch({ 'POST /gql Jobs': gqlData<JobsQuery>({ jobs: [] }) });
    renderHackathonJobs();
    expect(await screen.findByText(/No jobs yet/)).toBeInTheDocument();
    await user.click(screen.getByText('Stuck only'));
    expect(await screen.findByText('Nothing is stuck: every job is running as it should.')).toBeInTheDocument();
    expect(variablesOf(requests.filter(isOperation('Jobs')).at(-1))).toMatchObject({ stuckOnly: true });
  });

  it('lists every hackathon’s jobs for administrators, with the workflow and its Temporal link', async () => {
    signInAnn();
    const { requests } = mockFetch({
      'POST /gql CanSeeAllJobs': gqlData<CanSeeAllJobsQuery>({ me: { __typename: 'User', id: '7', canSeeAllJobs: true } }),
      'POST /gql Jobs': gqlData<JobsQuery>({
        jobs: [{ ...failedInvite, actions: [], workflowId: 'invite:JUDGE:abc', temporalUrl: 'http://127.0.0.1:8233/namespaces/default/workflows/invite:JUDGE:abc' }],
      }),
    });
    renderAdminJobs();
    const item = await screen.findByRole('listitem');
    expect(within(item).getByText('Hack Five')).toBeInTheDocument();
    expect(within(item).getByText('invite:JUDGE:abc')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Open in Temporal' })).toHaveAttribute(
      'href',
      'http://127.0.0.1:8233/namespaces/default/workflows/invite:JUDGE:abc',
    );
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();
    expect(variablesOf(requests.find(isOperation('Jobs')))).toMatchObject({ hackathonId: null });
  });

  it('tells others that every hackathon’s jobs are for administrators', async () => {
    signInAnn();
    const { requests } = mockFetch({
      'POST /gql CanSeeAllJobs': gqlData<CanSeeAllJobsQuery>({ me: { __typename: 'User', id: '7', canSeeAllJobs: false } }),
    });
    renderAdminJobs();
    expect(await screen.findByText('Only platform administrators see every hackathon’s jobs.')).toBeInTheDocument();
    expect(requests.filter(isOperation('Jobs'))).toHaveLength(0);
  });
});
