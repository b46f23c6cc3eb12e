import { ActionIcon, Anchor, Divider, Group, Indicator, Popover, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { INBOX } from '../../lib/paths';
import { UnreadNotificationList } from './UnreadNotificationList';
import { useUnreadNotifications } from './useUnreadNotifications';

/** The top bar's bell (SPEC 2.6): the unread count, and the 3 newest unread in a dropdown. */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const unread = useUnreadNotifications({ poll: true }).data?.myNotifications.unreadCount ?? 0;
  const close = () => setOpened(false);

  return (
    // The bell sits in the fixed top bar: it is never scrolled out of sight.
    // The indicator wraps the popover, so that the popover's ARIA attributes land on the button.
    <Indicator label={unread > 99 ? '99+' : unread} size={18} color="red" offset={6} disabled={unread === 0}>
    <Popover opened={opened} onChange={setOpened} hideDetached={false} width={360} position="bottom-end" shadow="lg" withArrow>
      <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={() => setOpened((o) => !o)}
            aria-label={unread > 0 ? `Notifications (${unread} unread)` : 'Notifications'}
          >
            <IconBell size={22} stroke={1.75} />
          </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={0}>
        <Group justify="space-between" px="md" py="sm">
          <Text fw={600}>Notifications</Text>
          {unread > 0 && (
            <Text size="xs" c="dimmed">
              {unread} unread
            </Text>
          )}
        </Group>
        <Divider />
        <UnreadNotificationList onOpen={close} />
        <Divider />
        <Anchor component={Link} to={INBOX} onClick={close} size="sm" display="block" ta="center" py="sm">
          View all notifications
        </Anchor>
      </Popover.Dropdown>
    </Popover>
    </Indicator>
  );
}
