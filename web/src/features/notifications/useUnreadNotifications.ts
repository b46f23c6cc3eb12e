import { useQuery } from '@apollo/client/react';
import { tabInactive } from '../../lib/tabActivity';
import { UnreadNotificationsQuery } from './operations';

/** Notifications are polled every 120 s, not while the tab is hidden or blurred (SPEC 9). */
export const NOTIFICATION_POLL_MS = 120_000;

/** The unread notifications; `poll` for the one place that keeps them fresh (the bell). */
export function useUnreadNotifications({ poll = false } = {}) {
  return useQuery(UnreadNotificationsQuery, {
    pollInterval: poll ? NOTIFICATION_POLL_MS : undefined,
    skipPollAttempt: tabInactive,
  });
}
