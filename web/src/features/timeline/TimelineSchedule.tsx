import { Table, Text } from '@mantine/core';
import type { TimelineFieldsFragment } from '../../gql/graphql';
import { instantOf } from './timelineData';
import { ZonedTime } from '../../components/ZonedTime';

/** The planned phases, read-only: for viewers who may not manage the hackathon. */
export function TimelineSchedule({ timeline }: { timeline: TimelineFieldsFragment }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        Times in {timeline.timeZone}
      </Text>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Phase</Table.Th>
            <Table.Th>Starts</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {timeline.slots.map(({ phase, phaseDisplay, startsAt }) => {
            const at = instantOf(startsAt);
            return (
              <Table.Tr key={phase}>
                <Table.Td>{phaseDisplay}</Table.Td>
                <Table.Td>{at === null ? 'Not scheduled' : <ZonedTime at={at} zone={timeline.timeZone} />}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}
