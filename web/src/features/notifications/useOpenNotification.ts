import type { ApolloCache, Reference, StoreObject } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import type { NotificationFieldsFragment } from '../../gql/graphql';
import { MarkNotificationReadMutation } from './operations';

type Page = StoreObject & { unreadCount: number; totalCount?: number; items: Reference[] };

/** Every cached page of myNotifications counts one unread fewer; unread-only pages drop the item. */
function countAsRead(cache: ApolloCache, id: string): void {
  cache.modify({
    fields: {
      myNotifications(value, { storeFieldName, readField }) {
        const page = value as Page;
        if (!storeFieldName.includes('"unreadOnly":true')) return { ...page, unreadCount: Math.max(0, page.unreadCount - 1) };
        const items = page.items.filter((item) => readField('id', item) !== id);
        const dropped = page.items.length - items.length;
        const totalCount = page.totalCount === undefined ? undefined : page.totalCount - dropped;
        return { ...page, items, totalCount, unreadCount: Math.max(0, page.unreadCount - 1) };
      },
    },
  });
}

/**
 * Opening a notification (SPEC 4, 7.3, 8): an unread one shows as read at once;
 * if the server refuses, the failure is logged and the flag goes back. Then its link is followed.
 */
export function useOpenNotification() {
  const navigate = useNavigate();
  const [markRead] = useMutation(MarkNotificationReadMutation);

  return (notification: NotificationFieldsFragment) => {
    if (!notification.isRead) {
      const { id } = notification;
      // With __typename, so that the cache applies it to the Notification itself.
      const optimisticResponse = {
        __typename: 'Mutation',
        markNotificationRead: {
          __typename: 'MarkNotificationReadPayload',
          success: true,
          notification: { __typename: 'Notification', id, isRead: true },
        },
      } as const;
      markRead({
        variables: { input: { id } },
        optimisticResponse,
        update: (cache, { data }) => {
          if (data?.markNotificationRead.notification.isRead) countAsRead(cache, id);
        },
      }).catch((error: unknown) => console.warn('Could not mark the notification read', error));
    }
    if (notification.link) void navigate(notification.link);
  };
}
