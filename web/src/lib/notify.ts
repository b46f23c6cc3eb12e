import { notifications } from '@mantine/notifications';

// In-app notices (SPEC 9): info by default, closing after 5 s.
export type NoticeType = 'default' | 'info' | 'primary' | 'danger' | 'warning' | 'success';

const COLORS: Record<NoticeType, string | undefined> = {
  default: 'gray',
  info: 'cyan',
  primary: undefined, // the brand's primary color
  danger: 'red',
  warning: 'yellow',
  success: 'green',
};

export const NOTICE_TIMEOUT_MS = 5000;

export function notify(message: string, type: NoticeType = 'info', autoClose = NOTICE_TIMEOUT_MS): void {
  notifications.show({ message, color: COLORS[type], autoClose });
}
