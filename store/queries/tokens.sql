-- name: CreateAuthToken :exec
INSERT INTO auth_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, $3);

-- name: GetUserByLiveToken :one
SELECT sqlc.embed(u), t.expires_at FROM auth_tokens t JOIN users u ON u.id = t.user_id
WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > now();

-- name: RevokeAuthToken :execrows
UPDATE auth_tokens SET revoked_at = now()
WHERE token_hash = $1 AND revoked_at IS NULL;

-- name: RevokeUserAuthTokens :exec
UPDATE auth_tokens SET revoked_at = now()
WHERE user_id = $1 AND revoked_at IS NULL;

-- name: UpsertPasswordResetToken :one
-- A retried activity replaces the token of its own request until it is sent.
INSERT INTO password_reset_tokens (user_id, request_key, token_hash, expires_at)
VALUES ($1, $2, $3, $4)
ON CONFLICT (request_key) DO UPDATE
    SET token_hash = EXCLUDED.token_hash, expires_at = EXCLUDED.expires_at
    WHERE password_reset_tokens.sent_at IS NULL
RETURNING id;

-- name: GetPasswordResetSentAt :one
SELECT sent_at FROM password_reset_tokens WHERE request_key = $1;

-- name: MarkPasswordResetSent :exec
UPDATE password_reset_tokens SET sent_at = now() WHERE request_key = $1;

-- name: UsePasswordResetToken :one
UPDATE password_reset_tokens SET used_at = now()
WHERE user_id = $1 AND token_hash = $2 AND used_at IS NULL AND expires_at > now()
RETURNING id;
