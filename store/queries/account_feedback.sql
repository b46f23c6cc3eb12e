-- name: GetSocialIdentity :one
SELECT * FROM social_identities WHERE issuer = @issuer AND subject = @subject;

-- name: CreateSocialIdentity :one
INSERT INTO social_identities (user_id, provider, issuer, subject, email)
VALUES (@user_id, @provider, @issuer, @subject, @email)
RETURNING *;

-- name: TouchSocialIdentity :exec
UPDATE social_identities SET last_login_at = now(), email = @email WHERE id = @id;

-- name: CreateFeedback :one
INSERT INTO feedback (user_id, kind, message, rating, page_url)
VALUES (@user_id, @kind, @message, sqlc.narg(rating), @page_url)
RETURNING *;

-- name: CountRecentFeedback :one
SELECT count(*) FROM feedback WHERE user_id = @user_id AND created_at > @since;

-- name: ListFeedback :many
-- Newest first; kind and a search of the message narrow the list.
SELECT sqlc.embed(f), count(*) OVER () AS total_count
FROM feedback f
WHERE (sqlc.narg(kind)::text IS NULL OR f.kind = sqlc.narg(kind)::text)
  AND (sqlc.narg(search)::text IS NULL OR f.message ILIKE '%' || sqlc.narg(search)::text || '%')
ORDER BY f.created_at DESC, f.id DESC
LIMIT @page_size OFFSET @page_offset;

-- name: UserHasRole :one
SELECT EXISTS (
    SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id
    WHERE ur.user_id = @user_id AND r.name = @role_name
);

-- name: LockUserRow :one
SELECT id FROM users WHERE id = @id FOR UPDATE;
