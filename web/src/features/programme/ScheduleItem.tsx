import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ProgramItemFieldsFragment } from '../../gql/graphql';
import { viewerTimeZone } from '../../lib/timeZone';
import { formatTimeRange } from '../../lib/dates';

export type Highlight = 'now' | 'next' | null;

interface ScheduleItemProps {
  item: ProgramItemFieldsFragment;
  zone: string;
  highlight: Highlight;
  /** The organizers' edit and delete buttons. */
  actions?: React.ReactNode;
}

const kindLabels: Record<string, string> = { KICKOFF: 'Kickoff', CLOSING: 'Closing' };

/** One item of the agenda: its times in the hackathon's zone (and the viewer's), what it is, its links. */
export function ScheduleItem({ item, zone, highlight, actions }: ScheduleItemProps) {
  const there = formatTimeRange(item.startTime, item.endTime, zone);
  const here = formatTimeRange(item.startTime, item.endTime, viewerTimeZone());
  const color = highlight === 'now' ? 'teal' : highlight === 'next' ? 'blue' : undefined;
  return (
    <Paper
      component="article"
      withBorder
      p="md"
      radius="md"
      aria-label={item.name}
      style={color ? { borderLeft: `4px solid var(--mantine-color-${color}-6)` } : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Group gap="xs">
            <Text fw={600}>{item.name}</Text>
            {kindLabels[item.kind] && (
              <Badge variant="light" color="grape">
                {kindLabels[item.kind]}
              </Badge>
            )}
            {highlight === 'now' && <Badge color="teal">On now</Badge>}
            {highlight === 'next' && (
              <Badge color="blue" variant="light">
                Up next
              </Badge>
            )}
          </Group>
          <Text size="sm">
            {there}
            {here !== there && (
              <Text span size="sm" c="dimmed">
                {` (your time: ${here})`}
              </Text>
            )}
          </Text>
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {item.description}
          </Text>
          {item.links.length > 0 && (
            <Group gap="md">
              {item.links.map((link) => (
                <Anchor key={link.url + link.name} href={link.url} target="_blank" rel="noopener noreferrer" size="sm">
                  {link.name}
                </Anchor>
              ))}
            </Group>
          )}
        </Stack>
        {actions && <Group gap={4}>{actions}</Group>}
      </Group>
    </Paper>
  );
}
