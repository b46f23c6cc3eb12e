import { lazyPage } from '../../components/lazyPage';

export { NotificationBell } from './NotificationBell';
export { UnreadNotificationList } from './UnreadNotificationList';
export { useUnreadNotifications } from './useUnreadNotifications';

export const InboxPage = lazyPage(async () => (await import('./InboxPage')).InboxPage);
