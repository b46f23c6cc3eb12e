import { Stack, Text } from '@mantine/core';
import { NotificationItem } from './NotificationItem';
import { useOpenNotification } from './useOpenNotification';
import { useUnreadNotifications } from './useUnreadNotifications';

function State({ text }: { text: string }) {
  return (
    <Text size="sm" c="dimmed" ta="center" py="lg">
      {text}
    </Text>
  );
}

/**
 * The 3 newest unread notifications with the states of SPEC 2.6: "Loading
 * notifications...", "No new notifications", "Unable to load notifications".
 */
export function UnreadNotificationList({ onOpen }: { onOpen?: () => void }) {
  const { data, loading } = useUnreadNotifications();
  const openNotification = useOpenNotification();
  const page = data?.myNotifications;

  if (!page) return <State text={loading ? 'Loading notifications...' : 'Unable to load notifications'} />;
  if (page.items.length === 0) return <State text="No new notifications" />;
  return (
    <Stack gap={4} p={4}>
      {page.items.map((notification) => (
        <NotificationItem
          key={notification.id}
          notification={notification}
          onOpen={(n) => {
            onOpen?.();
            openNotification(n);
          }}
        />
      ))}
    </Stack>
  );
}
