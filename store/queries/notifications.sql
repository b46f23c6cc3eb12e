-- name: CreateNotification :execrows
-- A repeat with the same dedup_key adds nothing.
INSERT INTO notifications (user_id, type, data, dedup_key) VALUES ($1, $2, $3, $4)
ON CONFLICT (dedup_key) DO NOTHING;

-- name: ListNotifications :many
SELECT sqlc.embed(n), count(*) OVER () AS total_count
FROM notifications n
WHERE n.user_id = @user_id AND (NOT @unread_only::boolean OR NOT n.is_read)
ORDER BY n.created_at DESC, n.id DESC
LIMIT @page_size OFFSET @page_offset;

-- name: CountUnreadNotifications :one
SELECT count(*) FROM notifications WHERE user_id = $1 AND NOT is_read;

-- name: MarkNotificationRead :one
UPDATE notifications SET is_read = true WHERE id = $1 AND user_id = $2 RETURNING *;

-- name: MarkAllNotificationsRead :execrows
UPDATE notifications SET is_read = true WHERE user_id = $1 AND NOT is_read;

-- name: MarkEmailSent :one
-- Records an e-mail as sent once; false when it already was.
INSERT INTO sent_emails (dedup_key) VALUES ($1)
ON CONFLICT (dedup_key) DO NOTHING
RETURNING true AS recorded;

-- name: EmailSent :one
SELECT EXISTS (SELECT 1 FROM sent_emails WHERE dedup_key = $1);

-- name: CreateNotificationForUsers :execrows
-- The same notification for many users; dedup_keys pair with user_ids.
INSERT INTO notifications (user_id, type, data, dedup_key)
SELECT unnest(@user_ids::bigint[]), @type::text, @data::jsonb, nullif(unnest(@dedup_keys::text[]), '')
ON CONFLICT (dedup_key) DO NOTHING;
