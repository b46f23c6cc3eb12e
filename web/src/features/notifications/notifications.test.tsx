import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  AllNotificationsQuery,
  MarkNotificationReadMutation,
  NotificationFieldsFragment,
  UnreadNotificationsQuery,
} from '../../gql/graphql';
import { mockFetch, never } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, gqlError, signInAnn } from '../../test/shellMocks';
import { InboxPage } from './InboxPage';
import { NotificationBell } from './NotificationBell';
import { NOTIFICATION_POLL_MS } from './useUnreadNotifications';

/** Types without pauses between keys. */
const user = userEvent.setup({ delay: null });

const notification = (id: string, title: string, link: string | null = null, isRead = false): NotificationFieldsFragment => ({
  __typename: 'Notification',
  id,
  type: 'PARTICIPANT_REGISTERED',
  title,
  text: `${title} text`,
  link,
  isRead,
  created: new Date().toISOString(),
});

const unread = (items: NotificationFieldsFragment[], unreadCount = items.length) =>
  gqlData<UnreadNotificationsQuery>({ myNotifications: { __typename: 'NotificationPage', items, unreadCount } });

const all = (items: NotificationFieldsFragment[], unreadCount: number) =>
  gqlData<AllNotificationsQuery>({
    myNotifications: {
      __typename: 'NotificationPage',
      items,
      unreadCount,
      totalCount: items.length,
      pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
    },
  });

const markedRead = gqlData<MarkNotificationReadMutation>({
  markNotificationRead: {
    __typename: 'MarkNotificationReadPayload',
    success: true,
    notification: { __typename: 'Notification', id: '1', isRead: true },
  },
});

async function openBell() {
  await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
}

afterEach(() => vi.useRealTimers());

describe('the notification bell (SPEC 2.6)', () => {
  it('says "Loading notifications..." until they arrive', async () => {
    signInAnn();
    mockFetch({ 'POST /gql UnreadNotifications': never });
    renderAt('/', <NotificationBell />);
    await openBell();
    expect(await screen.findByText('Loading notifications...')).toBeInTheDocument();
  });

  it('says "No new notifications" when none are unread', async () => {
    signInAnn();
    mockFetch({ 'POST /gql UnreadNotifications': unread([]) });
    renderAt('/', <NotificationBell />);
    await openBell();
    expect(await screen.findByText('No new notifications')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('says "Unable to load notifications" when they cannot be loaded', async () => {
    signInAnn();
    mockFetch({ 'POST /gql UnreadNotifications': gqlError('Something went wrong, please try again.') });
    renderAt('/', <NotificationBell />);
    await openBell();
    expect(await screen.findByText('Unable to load notifications')).toBeInTheDocument();
  });

  it('shows the unread count and the 3 newest unread', async () => {
    signInAnn();
    const { requests } = mockFetch({
      'POST /gql UnreadNotifications': unread([notification('1', 'One'), notification('2', 'Two'), notification('3', 'Three')], 12),
    });
    renderAt('/', <NotificationBell />);
    expect(await screen.findByRole('button', { name: 'Notifications (12 unread)' })).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    await openBell();
    expect(await screen.findByRole('button', { name: /^One ?\(unread\)/ })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /\(unread\)/ })).toHaveLength(3);
    expect(requests[0].body).toMatchObject({ operationName: 'UnreadNotifications' });
    expect(screen.getByRole('link', { name: 'View all notifications' })).toHaveAttribute('href', '/inbox/all');
  });

  it('opening one follows its link', async () => {
    signInAnn();
    mockFetch({
      'POST /gql UnreadNotifications': unread([notification('1', 'New participant', '/hackathon/5/detail')]),
      'POST /gql MarkNotificationRead': markedRead,
    });
    renderAt('/dash', <NotificationBell />);
    await openBell();
    await user.click(await screen.findByRole('button', { name: /^New participant ?\(unread\)/ }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/hackathon/5/detail');
  });

  it('polls every 120 s, not while the tab is hidden or blurred (SPEC 9)', async () => {
    vi.useFakeTimers();
    let hidden = false;
    vi.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
    const hasFocus = vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    signInAnn();
    const { fetchMock } = mockFetch({ 'POST /gql UnreadNotifications': unread([]) });
    renderAt('/', <NotificationBell />);
    const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    await tick(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await tick(NOTIFICATION_POLL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    hidden = true;
    await tick(NOTIFICATION_POLL_MS);
    hidden = false;
    hasFocus.mockReturnValue(false);
    await tick(NOTIFICATION_POLL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    hasFocus.mockReturnValue(true);
    await tick(NOTIFICATION_POLL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});

describe('opening a notification in the inbox (SPEC 4, 8)', () => {
  function renderInbox(markRead: () => Promise<Response>) {
    signInAnn();
    mockFetch({
      'POST /gql UnreadNotifications': unread([notification('1', 'New participant')]),
      'POST /gql AllNotifications': all([notification('1', 'New participant'), notification('2', 'Older', null, true)], 1),
      'POST /gql MarkNotificationRead': markRead,
    });
    renderAt(
      '/inbox/all',
      <>
        <NotificationBell />
        <InboxPage />
      </>,
    );
  }

  it('shows it read at once, and the bell counts one fewer', async () => {
    let answer: (response: Response) => void = () => {};
    renderInbox(() => new Promise((resolve) => (answer = resolve)));
    await screen.findByRole('button', { name: 'Notifications (1 unread)' });
    await user.click(await screen.findByRole('button', { name: /^New participant ?\(unread\)/ }));

    // Before the server answers.
    expect(await screen.findByRole('button', { name: /^New participant(?! ?\(unread\))/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByText('0 unread of 2')).toBeInTheDocument();

    answer(markedRead());
    await waitFor(() => expect(screen.getByRole('button', { name: /^New participant(?! ?\(unread\))/ })).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('goes back to unread, and logs why, when the server refuses', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let answer: (response: Response) => void = () => {};
    renderInbox(() => new Promise((resolve) => (answer = resolve)));
    await user.click(await screen.findByRole('button', { name: /^New participant ?\(unread\)/ }));
    expect(await screen.findByRole('button', { name: /^New participant(?! ?\(unread\))/ })).toBeInTheDocument();

    answer(gqlError('Not found.', { code: 'NOT_FOUND' })());
    expect(await screen.findByRole('button', { name: /^New participant ?\(unread\)/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications (1 unread)' })).toBeInTheDocument();
    expect(screen.getByText('1 unread of 2')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Could not mark the notification read', expect.anything());
  });
});
