package store

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/internal/db"
	"github.com/hackforge/hackforge/store/record"
)

// NotificationPage is one page of a user's notifications.
type NotificationPage struct {
	Items []record.Notification
	Total int
}

// Notify stores the notice as a notification for each user. dedupKey, when
// not empty, makes a repeat add nothing: each user's row is keyed
// dedupKey + ":" + user id.
func (s *Store) Notify(ctx context.Context, userIDs []int64, notice domain.Notice, dedupKey string) (int64, error) {
	payload, err := json.Marshal(notice)
	if err != nil {
		return 0, fmt.Errorf("notification data: %w", err)
	}
	keys := make([]string, len(userIDs))
	for i, id := range userIDs {
		keys[i] = fmt.Sprintf("%s:%d", dedupKey, id)
		if dedupKey == "" {
			keys[i] = ""
		}
	}
	return s.q.CreateNotificationForUsers(ctx, db.CreateNotificationForUsersParams{
		Type: string(notice.Type()), Data: payload, UserIds: userIDs, DedupKeys: keys,
	})
}

// Notifications returns a page of the user's notifications, newest first.
func (s *Store) Notifications(ctx context.Context, userID int64, unreadOnly bool, limit, offset int) (NotificationPage, error) {
	rows, err := s.q.ListNotifications(ctx, db.ListNotificationsParams{
		UserID: userID, UnreadOnly: unreadOnly, PageSize: int32(limit), PageOffset: int32(offset),
	})
	page := NotificationPage{Items: make([]record.Notification, len(rows))}
	for i, r := range rows {
		page.Items[i] = r.Notification
		page.Total = int(r.TotalCount)
	}
	return page, err
}

// UnreadNotificationCount counts the user's unread notifications.
func (s *Store) UnreadNotificationCount(ctx context.Context, userID int64) (int, error) {
	n, err := s.q.CountUnreadNotifications(ctx, userID)
	return int(n), err
}

// MarkNotificationRead marks one of the user's notifications read;
// domain.ErrNotFound when it is not theirs.
func (s *Store) MarkNotificationRead(ctx context.Context, id, userID int64) (record.Notification, error) {
	n, err := s.q.MarkNotificationRead(ctx, db.MarkNotificationReadParams{ID: id, UserID: userID})
	return n, notFound(err)
}

// MarkAllNotificationsRead marks every unread notification of the user read.
func (s *Store) MarkAllNotificationsRead(ctx context.Context, userID int64) (int64, error) {
	return s.q.MarkAllNotificationsRead(ctx, userID)
}
