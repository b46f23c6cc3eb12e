import { Alert, Anchor, Badge, Button, Code, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { JobAction, JobRowFragment } from '../../gql/graphql';
import { timeAgo } from '../../lib/timeAgo';

import { ACTION_LABELS, KIND_LABELS, stuckBadge } from './kinds';
import { formatDateTime } from '../../lib/dates';

interface JobCardProps {
  job: JobRowFragment;
  /** The all-hackathons list names each job's hackathon. */
  showHackathon: boolean;
  /** The action running on this job, if any. */
  busy: JobAction | null;
  onAction: (job: JobRowFragment, action: JobAction) => void;
}

function When({ label, iso }: { label: string; iso: string }) {
  return (
    <Tooltip label={formatDateTime(iso)}>
      <Text size="xs" c="dimmed" component="span">
        {label} {timeAgo(iso)}
      </Text>
    </Tooltip>
  );
}

/** One job: what it is about, where it stands, why it is stuck, and what may be done. */
export function JobCard({ job, showHackathon, busy, onAction }: JobCardProps) {
  const badge = job.stuck ? stuckBadge(job.state) : null;
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="li"
      aria-label={`${KIND_LABELS[job.kind]}: ${job.subject}`}
      style={badge ? { borderLeft: `4px solid var(--mantine-color-${badge.color}-6)` } : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
            <Group gap="xs" wrap="wrap">
              <Badge variant="light" color="gray">
                {KIND_LABELS[job.kind]}
              </Badge>
              {badge && <Badge color={badge.color}>{badge.label}</Badge>}
              {job.state !== badge?.label && (
                <Text size="sm" c="dimmed">
                  {job.state}
                </Text>
              )}
            </Group>
            <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
              {job.subject}
            </Text>
            {showHackathon && (
              <Text size="xs" c="dimmed">
                {job.hackathonName}
              </Text>
            )}
          </Stack>
          {job.actions.length > 0 && (
            <Group gap="xs">
              {job.actions.map((action) => (
                <Button
                  key={action}
                  size="xs"
                  variant={job.stuck ? 'filled' : 'default'}
                  loading={busy === action}
                  aria-label={`${ACTION_LABELS[action]}: ${job.subject}`}
                  onClick={() => onAction(job, action)}
                >
                  {ACTION_LABELS[action]}
                </Button>
              ))}
            </Group>
          )}
        </Group>
        {job.problem && (
          <Alert color={badge?.color ?? 'orange'} variant="light" p="xs">
            <Text size="sm">{job.problem}</Text>
          </Alert>
        )}
        <Group gap="md" wrap="wrap">
          <When label="Started" iso={job.startedAt} />
          <When label="Last progress" iso={job.lastProgressAt} />
          {job.dueAt && <When label="Next step" iso={job.dueAt} />}
        </Group>
        {job.workflowId && (
          <Group gap="xs" wrap="wrap">
            <Code style={{ overflowWrap: 'anywhere' }}>{job.workflowId}</Code>
            {job.temporalUrl && (
              <Anchor href={job.temporalUrl} target="_blank" rel="noreferrer" size="xs">
                Open in Temporal
              </Anchor>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
