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

-- name: ClaimEmail :one
-- Claims an e-mail for its sender: a row only for the one caller that may
-- send it now, none when it was sent, or another claimant claimed it less
-- than 10 minutes ago.
INSERT INTO sent_emails (dedup_key, claimed_by) VALUES (@dedup_key, @claimant)
ON CONFLICT (dedup_key) DO UPDATE SET claimed_at = now(), claimed_by = EXCLUDED.claimed_by
    WHERE sent_emails.sent_at IS NULL
      AND (sent_emails.claimed_by = EXCLUDED.claimed_by OR sent_emails.claimed_at < now() - interval '10 minutes')
RETURNING true AS claimed;

-- name: MarkEmailSent :exec
UPDATE sent_emails SET sent_at = now() WHERE dedup_key = $1;

-- name: ReleaseEmail :exec
-- Gives up the claim of an e-mail that was not sent.
DELETE FROM sent_emails WHERE dedup_key = $1 AND sent_at IS NULL;

-- name: CreateNotificationForUsers :execrows
-- The same notification for many users; dedup_keys pair with user_ids.
INSERT INTO notifications (user_id, type, data, dedup_key)
SELECT unnest(@user_ids::bigint[]), @type::text, @data::jsonb, nullif(unnest(@dedup_keys::text[]), '')
ON CONFLICT (dedup_key) DO NOTHING;
