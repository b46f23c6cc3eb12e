import { Badge, Card, Switch, Table, Text, Title } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import type { AttendanceDayFragment } from '../../gql/graphql';
import { formatDay } from '../../lib/dates';
import { SetParticipantPresenceMutation } from './details';

interface AttendanceSectionProps {
  participantId: string;
  /** The hackathon's days and today, in its time zone. */
  days: string[];
  today: string;
  attendances: AttendanceDayFragment[];
  daysPresent: number;
  /** viewerCan.manage: a presence switch per day. */
  canManage: boolean;
}

/** A participant's days: available (their word) and present (an organizer's), with a switch per day for organizers. */
export function AttendanceSection({ participantId, days, today, attendances, daysPresent, canManage }: AttendanceSectionProps) {
  const [setPresence] = useMutation(SetParticipantPresenceMutation, { refetchQueries: ['Participant'] });
  const byDay = new Map(attendances.map((a) => [a.date, a]));
  return (
    <Card withBorder padding="lg">
      <Title order={4} mb="xs">
        Attendance
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Present on {daysPresent} {daysPresent === 1 ? 'day' : 'days'}.
      </Text>
      <Table aria-label="Attendance">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Day</Table.Th>
            <Table.Th>Available</Table.Th>
            <Table.Th>Present</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {days.map((day) => {
            const record = byDay.get(day);
            const label = formatDay(day) + (day === today ? ' (today)' : '');
            return (
              <Table.Tr key={day}>
                <Table.Td>{label}</Table.Td>
                <Table.Td>{record?.availableToday ? <Badge variant="light">Available</Badge> : '—'}</Table.Td>
                <Table.Td>
                  {canManage ? (
                    <Switch
                      aria-label={`Present on ${label}`}
                      checked={record?.presentAtHackathon ?? false}
                      onChange={(event) =>
                        void setPresence({ variables: { input: { participantId, date: day, present: event.currentTarget.checked } } })
                      }
                    />
                  ) : record?.presentAtHackathon ? (
                    <Badge color="green">Present</Badge>
                  ) : (
                    '—'
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
