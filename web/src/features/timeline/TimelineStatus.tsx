import { Badge, Code, Group, Stack, Text } from '@mantine/core';
import type { TimelineFieldsFragment } from '../../gql/graphql';
import { Countdown } from './Countdown';
import { instantOf } from './timelineData';
import { ZonedTime } from '../../components/ZonedTime';

/** What the lifecycle workflow reports: current phase, next transition, pending reminder, workflow ID. */
export function TimelineStatus({ timeline }: { timeline: TimelineFieldsFragment }) {
  const { timeZone, slots, phaseDisplay, nextPhase, workflowId } = timeline;
  const nextAt = instantOf(timeline.nextTransitionAt);
  const reminderAt = instantOf(timeline.reminderAt);
  const nextDisplay = slots.find((slot) => slot.phase === nextPhase)?.phaseDisplay;

  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text>Current phase:</Text>
        <Badge size="lg">{phaseDisplay}</Badge>
      </Group>
      {nextDisplay && nextAt !== null ? (
        <Text>
          Next: {nextDisplay} at <ZonedTime at={nextAt} zone={timeZone} />, <Countdown to={nextAt} />
        </Text>
      ) : (
        <Text c="dimmed">No phase change is scheduled.</Text>
      )}
      {reminderAt !== null && (
        <Text>
          Submissions-closing reminder at <ZonedTime at={reminderAt} zone={timeZone} />
        </Text>
      )}
      <Text size="xs" c="dimmed">
        Workflow ID: <Code>{workflowId}</Code>
      </Text>
    </Stack>
  );
}
