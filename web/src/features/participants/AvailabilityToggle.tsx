import { Card, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { MyAttendancesQuery, SetMyAvailabilityMutation } from './details';

/**
 * A participant's "I'm available today" switch on the hackathon's page (today in the
 * hackathon's time zone); outside the hackathon's days it says when it opens.
 */
export function AvailabilityToggle({ hackathonId }: { hackathonId: string }) {
  const { data } = useQuery(MyAttendancesQuery, { variables: { hackathonId } });
  const [setAvailability, { loading }] = useMutation(SetMyAvailabilityMutation, { refetchQueries: ['MyAttendances'] });
  if (!data) return null;
  const { today, days } = data.hackathon;
  const available = data.myAttendances.some((a) => a.date === today && a.availableToday);
  return (
    <Card withBorder padding="lg">
      <Title order={4} mb="xs">
        Attendance
      </Title>
      {days.includes(today) ? (
        <Switch
          label="I'm available today"
          checked={available}
          disabled={loading}
          onChange={(event) => void setAvailability({ variables: { input: { hackathonId, available: event.currentTarget.checked } } })}
        />
      ) : (
        <Text size="sm" c="dimmed">
          You can say you are available on the hackathon&apos;s days.
        </Text>
      )}
    </Card>
  );
}
