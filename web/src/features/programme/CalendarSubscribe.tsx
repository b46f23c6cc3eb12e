import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { apiUrl } from '../../lib/apiHost';

/** The schedule's iCalendar feed, for calendar programs to subscribe to. */
export function CalendarSubscribe({ path }: { path: string }) {
  const feed = new URL(apiUrl(path), window.location.href).href;
  const webcal = feed.replace(/^https?:/, 'webcal:');
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end" mb="lg">
      <TextInput
        label="Calendar feed"
        description="Subscribe in Google Calendar, Outlook or Apple Calendar to follow changes to the schedule."
        value={feed}
        readOnly
        style={{ flex: 1 }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <CopyButton value={feed}>
        {({ copied, copy }) => (
          <Button variant={copied ? 'filled' : 'light'} color={copied ? 'teal' : undefined} onClick={copy}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
      <Button component="a" href={webcal} variant="default" leftSection={<IconCalendarPlus size={18} stroke={1.75} />}>
        Subscribe
      </Button>
    </Group>
  );
}
