import { Stack, Text } from '@mantine/core';
import { ZonedTime } from '../../components/ZonedTime';

interface HackathonDatesProps {
  start: string;
  end: string;
  timeZone: string;
}

/** Start and end in the hackathon's zone, and in the viewer's when that reads differently. */
export function HackathonDates({ start, end, timeZone }: HackathonDatesProps) {
  return (
    <Stack gap="sm">
      {[
        ['Starts', start],
        ['Ends', end],
      ].map(([label, iso]) => (
        <div key={label}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {label}
          </Text>
          <Text size="sm">
            <ZonedTime at={Date.parse(iso)} zone={timeZone} />
          </Text>
        </div>
      ))}
    </Stack>
  );
}
