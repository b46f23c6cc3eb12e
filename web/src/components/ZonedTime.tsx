import { Text } from '@mantine/core';
import { formatInZone, viewerTimeZone } from '../lib/timeZone';

/** An instant in the hackathon's zone, and in the viewer's own when that reads differently. */
export function ZonedTime({ at, zone }: { at: number; zone: string }) {
  const there = formatInZone(at, zone);
  const here = formatInZone(at, viewerTimeZone());
  return (
    <span>
      {there}
      {here !== there && (
        <Text span size="sm" c="dimmed">
          {` (your time: ${here})`}
        </Text>
      )}
    </span>
  );
}
