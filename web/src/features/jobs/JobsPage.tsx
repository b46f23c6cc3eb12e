import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import type { JobAction, JobRowFragment } from '../../gql/graphql';
import { notify } from '../../lib/notify';
import { JobCard } from './JobCard';
import { CanSeeAllJobsQuery, JobsQuery, RestartExportMutation, ResendJobInviteMutation } from './operations';

/** The server lists at most this many jobs. */
export const MAX_JOBS = 200;
/** Jobs move on their own; the page reads them again this often. */
const POLL_MS = 30_000;

/**
 * /hackathon/{id}/jobs for the hackathon's creator and managers, and
 * /admin/jobs (allHackathons) for platform administrators: the workflows as
 * their records in the database tell them, stuck ones first.
 */
export function JobsPage({ allHackathons = false }: { allHackathons?: boolean }) {
  const { hackathon_id: hackathonId = '' } = useParams();
  const allowed = useQuery(CanSeeAllJobsQuery, { skip: !allHackathons });
  const mayList = !allHackathons || allowed.data?.me.canSeeAllJobs === true;
  if (allHackathons && allowed.data && !mayList) {
    return (
      <>
        <PageHeader title="Jobs" />
        <Text c="dimmed">Only platform administrators see every hackathon’s jobs.</Text>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title="Jobs"
        description={
          allHackathons
            ? 'Every hackathon’s background work: phase changes, invitations, exports, idea approvals and AI feedback.'
            : 'What runs in the background for this hackathon: phase changes, invitations, exports, idea approvals and AI feedback.'
        }
      />
      {mayList && <JobsList hackathonId={allHackathons ? null : hackathonId} />}
    </>
  );
}

function JobsList({ hackathonId }: { hackathonId: string | null }) {
  const [stuckOnly, setStuckOnly] = useState(false);
  const { data, loading, error, refetch } = useQuery(JobsQuery, {
    variables: { hackathonId, stuckOnly },
    pollInterval: POLL_MS,
  });
  const [resend] = useMutation(ResendJobInviteMutation);
  const [restart] = useMutation(RestartExportMutation);
  const [busy, setBusy] = useState<{ key: string; action: JobAction } | null>(null);
  const jobs = data?.jobs;
  const stuck = jobs?.filter((j) => j.stuck).length ?? 0;

  const onAction = async (job: JobRowFragment, action: JobAction) => {
    setBusy({ key: job.key, action });
    try {
      if (action === 'RESEND_INVITE') {
        await resend({ variables: { input: { id: job.recordId } } });
        notify('The invitation is on its way again.', 'success');
      } else {
        const out = await restart({ variables: { input: { id: job.recordId } } });
        const answer = out.data?.restartExport;
        if (answer) notify(answer.message, answer.success ? 'success' : 'danger');
      }
      await refetch();
    } catch {
      // The error link has shown why.
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl
          aria-label="Jobs shown"
          size="xs"
          value={stuckOnly ? 'STUCK' : 'ALL'}
          onChange={(value) => setStuckOnly(value === 'STUCK')}
          data={[
            { value: 'ALL', label: 'All jobs' },
            { value: 'STUCK', label: 'Stuck only' },
          ]}
        />
        <Group gap="sm">
          {jobs && (
            <Text size="sm" c={stuck > 0 ? 'red' : 'dimmed'}>
              {summary(jobs.length, stuck, stuckOnly)}
            </Text>
          )}
          <Button size="xs" variant="default" onClick={() => void refetch()}>
            Refresh
          </Button>
        </Group>
      </Group>
      <QueryState
        loading={loading && !data}
        error={error}
        empty={jobs?.length === 0}
        emptyText={
          stuckOnly
            ? 'Nothing is stuck: every job is running as it should.'
            : 'No jobs yet. Invitations, exports, idea approvals and AI feedback show up here once they start.'
        }
        errorText="Unable to load the jobs."
      >
        {jobs && (
          <Stack gap="sm" component="ul" aria-label="Jobs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {jobs.map((job) => (
              <JobCard
                key={job.key}
                job={job}
                showHackathon={hackathonId === null}
                busy={busy?.key === job.key ? busy.action : null}
                onAction={(j, action) => void onAction(j, action)}
              />
            ))}
          </Stack>
        )}
        {jobs?.length === MAX_JOBS && (
          <Text size="sm" c="dimmed">
            Showing the first {MAX_JOBS} jobs, stuck ones first.
          </Text>
        )}
      </QueryState>
    </Stack>
  );
}

/** "2 stuck of 14 jobs", "14 jobs", "2 stuck jobs". */
function summary(count: number, stuck: number, stuckOnly: boolean): string {
  const jobs = (n: number) => `${n} ${n === 1 ? 'job' : 'jobs'}`;
  if (stuckOnly) return `${stuck} stuck ${stuck === 1 ? 'job' : 'jobs'}`;
  return stuck > 0 ? `${stuck} stuck of ${jobs(count)}` : jobs(count);
}
