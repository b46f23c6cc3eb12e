import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import type { ExportFieldsFragment } from '../../gql/graphql';
import { ExportDownloadButton } from './ExportDownloadButton';
import { MyJobsQuery, ToggleJobReadMutation } from './operations';
import { formatDateTime } from '../../lib/dates';

const JOBS_SHOWN = 10;

/**
 * The inbox's jobs: the signed-in user's finished exports, newest first,
 * with the file's download while it lives and a read toggle. Nothing when
 * there are none.
 */
export function JobsList() {
  const { data } = useQuery(MyJobsQuery, { variables: { first: JOBS_SHOWN }, fetchPolicy: 'cache-and-network' });
  const jobs = data?.myJobs;
  if (!jobs?.items.length) return null;
  return (
    <Card withBorder padding="sm">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h5">
            Jobs
          </Title>
          <Text size="sm" c="dimmed">
            {jobs.unreadCount} unread of {jobs.totalCount}
          </Text>
        </Group>
        {jobs.items.map((job) => (
          <JobItem key={job.id} job={job} />
        ))}
      </Stack>
    </Card>
  );
}

const STATE_TEXT: Record<ExportFieldsFragment['state'], string> = {
  RUNNING: 'Running',
  DONE: 'Ready',
  FAILED: 'Failed',
  EXPIRED: 'Expired',
};

function JobItem({ job }: { job: ExportFieldsFragment }) {
  const [toggle, { loading }] = useMutation(ToggleJobReadMutation, { refetchQueries: [MyJobsQuery] });
  return (
    <Group justify="space-between" wrap="nowrap" aria-label={`Job: participants of ${job.hackathonName}`} role="group">
      <Stack gap={2}>
        <Group gap="xs">
          <Text size="sm" fw={job.isRead ? 400 : 700}>
            Participants of {job.hackathonName}
          </Text>
          <Badge size="sm" variant="light" color={job.state === 'FAILED' ? 'red' : job.state === 'DONE' ? 'green' : 'gray'}>
            {STATE_TEXT[job.state]}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {job.state === 'FAILED' ? job.error : `${job.rowsWritten} rows, ${job.filename}`}
          {job.state === 'DONE' && `, kept until ${formatDateTime(job.expiresAt)}`}
        </Text>
      </Stack>
      <Group gap="xs" wrap="nowrap">
        {job.state === 'DONE' && job.downloadPath && <ExportDownloadButton downloadPath={job.downloadPath} filename={job.filename} />}
        <Button size="xs" variant="subtle" loading={loading} onClick={() => void toggle({ variables: { jobId: job.id } }).catch(() => {})}>
          {job.isRead ? 'Mark as unread' : 'Mark as read'}
        </Button>
      </Group>
    </Group>
  );
}
