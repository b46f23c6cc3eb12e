import { Stack, Text, Timeline } from '@mantine/core';
import type { IdeaDetailFragment } from '../../gql/graphql';
import { formatDateTime } from '../../lib/dates';

type Updates = NonNullable<IdeaDetailFragment['approval']>['stateUpdates'];

/** An approval's state updates, oldest first: who, when, and their comment. */
export function ApprovalHistory({ updates }: { updates: Updates }) {
  if (updates.length === 0) return null;
  return (
    <Timeline active={updates.length - 1} bulletSize={14} aria-label="Approval history">
      {updates.map((u) => (
        <Timeline.Item key={u.id} title={u.newState.displayName}>
          <Stack gap={2}>
            {u.comment && <Text size="sm">{u.comment}</Text>}
            <Text size="xs" c="dimmed">
              {u.createdBy?.displayName ?? 'Unknown User'} · {formatDateTime(u.created)}
            </Text>
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
