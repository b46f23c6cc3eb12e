import { Box, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { NotificationFieldsFragment } from '../../gql/graphql';
import { timeAgo } from '../../lib/timeAgo';
import classes from './NotificationItem.module.css';

interface NotificationItemProps {
  notification: NotificationFieldsFragment;
  onOpen: (notification: NotificationFieldsFragment) => void;
}

/** One notification as a button: a dot while unread, its title, text and age. */
export function NotificationItem({ notification: n, onOpen }: NotificationItemProps) {
  return (
    <UnstyledButton
      className={classes.item}
      data-unread={!n.isRead || undefined}
      onClick={() => onOpen(n)}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Box className={classes.dot} data-unread={!n.isRead || undefined} />
        <Stack gap={2} style={{ flex: 1 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" fw={n.isRead ? 500 : 700}>
              {n.title}
              {!n.isRead && <VisuallyHidden component="span">{' (unread)'}</VisuallyHidden>}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {timeAgo(n.created)}
            </Text>
          </Group>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {n.text}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
