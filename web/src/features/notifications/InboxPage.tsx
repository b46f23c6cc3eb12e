import { Button, Card, Stack } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { CursorPager, PAGE_SIZE, useCursorPages } from '../../components/CursorPager';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { JobsList } from '../exports';
import { AllNotificationsQuery, MarkAllNotificationsReadMutation, UnreadNotificationsQuery } from './operations';
import { NotificationItem } from './NotificationItem';
import { useOpenNotification } from './useOpenNotification';

/** /inbox/all: every notification, newest first, 10 per page. */
export function InboxPage() {
  const pages = useCursorPages();
  const { data, loading, error } = useQuery(AllNotificationsQuery, { variables: { first: PAGE_SIZE, after: pages.after } });
  const [markAllRead, markingAll] = useMutation(MarkAllNotificationsReadMutation, {
    refetchQueries: [AllNotificationsQuery, UnreadNotificationsQuery],
  });
  const openNotification = useOpenNotification();
  const page = data?.myNotifications;

  return (
    <>
      <PageHeader
        title="Notifications"
        description={page && `${page.unreadCount} unread of ${page.totalCount}`}
        actions={
          <Button variant="default" disabled={!page?.unreadCount} loading={markingAll.loading} onClick={() => void markAllRead().catch(() => {})}>
            Mark all as read
          </Button>
        }
      />
      <JobsList />
      <QueryState
        loading={!page && loading}
        error={!page && error}
        errorText="Unable to load notifications"
        empty={page?.items.length === 0}
        emptyText="You have no notifications yet."
      >
        {page && (
          <Stack>
            <Card withBorder padding="xs">
              <Stack gap={4}>
                {page.items.map((notification) => (
                  <NotificationItem key={notification.id} notification={notification} onOpen={openNotification} />
                ))}
              </Stack>
            </Card>
            <CursorPager pages={pages} totalCount={page.totalCount} pageInfo={page.pageInfo} />
          </Stack>
        )}
      </QueryState>
    </>
  );
}
