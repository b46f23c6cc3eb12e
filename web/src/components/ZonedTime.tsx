import { Text } from '@mantine/core';
import { viewerTimeZone } from '../lib/timeZone';
import { formatDateTime } from '../lib/dates';

/** An instant in the hackathon's zone, and in the viewer's own when that reads differently. */
export function ZonedTime({ at, zone }: { at: number; zone: string }) {
  const there = formatDateTime(at, zone);
  const here = formatDateTime(at, viewerTimeZone());
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
