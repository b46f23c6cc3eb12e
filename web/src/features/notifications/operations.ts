import { graphql } from '../../gql';

// Spread by the queries below.
graphql(`
  fragment NotificationFields on Notification {
    id
    type
    title
    text
    link
    isRead
    created
  }
`);

/** The 3 newest unread and the unread count: the bell and the dashboard. */
export const UnreadNotificationsQuery = graphql(`
  query UnreadNotifications {
    myNotifications(unreadOnly: true, first: 3) {
      unreadCount
      items {
        ...NotificationFields
      }
    }
  }
`);

export const AllNotificationsQuery = graphql(`
  query AllNotifications($first: Int, $after: String) {
    myNotifications(first: $first, after: $after) {
      totalCount
      unreadCount
      pageInfo {
        hasNextPage
        endCursor
      }
      items {
        ...NotificationFields
      }
    }
  }
`);

export const MarkNotificationReadMutation = graphql(`
  mutation MarkNotificationRead($input: MarkNotificationReadInput!) {
    markNotificationRead(input: $input) {
      success
      notification {
        id
        isRead
      }
    }
  }
`);

export const MarkAllNotificationsReadMutation = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead {
      success
      count
    }
  }
`);
