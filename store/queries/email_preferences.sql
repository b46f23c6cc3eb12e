-- name: ListEmailOptOuts :many
SELECT category FROM email_opt_outs WHERE user_id = @user_id ORDER BY category;

-- name: AddEmailOptOuts :exec
-- Turning a category off twice keeps the first row.
INSERT INTO email_opt_outs (user_id, category)
SELECT @user_id, unnest(@categories::text[])
ON CONFLICT (user_id, category) DO NOTHING;

-- name: RemoveEmailOptOuts :exec
DELETE FROM email_opt_outs WHERE user_id = @user_id AND category = ANY(@categories::text[]);

-- name: EmailRecipient :one
-- The account an address belongs to, and whether it turned the category off.
SELECT u.id,
       EXISTS (SELECT 1 FROM email_opt_outs o WHERE o.user_id = u.id AND o.category = @category::text) AS opted_out
FROM users u WHERE lower(u.email) = lower(@email);
