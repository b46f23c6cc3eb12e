-- name: AccountDeletionBlockers :many
-- What a person hands over before their account can go: each organization
-- they are the last owner of, each hackathon they created that has not
-- finished.
SELECT 'ORGANIZATION'::text AS kind, o.id, o.name FROM organizations o
WHERE (o.creator_id = @user_id OR EXISTS (
        SELECT 1 FROM organization_members m
        WHERE m.organization_id = o.id AND m.user_id = @user_id AND m.role = 'OWNER'))
  AND NOT EXISTS (
        SELECT 1 FROM organization_members m JOIN users u ON u.id = m.user_id
        WHERE m.organization_id = o.id AND m.user_id <> @user_id AND m.role = 'OWNER' AND u.deleted_at IS NULL)
UNION ALL
SELECT 'HACKATHON'::text, h.id, h.name FROM hackathons h
WHERE h.creator_id = @user_id AND h.phase <> 'COMPLETE'
ORDER BY kind DESC, name, id;

-- name: LockUser :one
SELECT * FROM users WHERE id = @id FOR UPDATE;

-- name: MarkUserDeleted :one
-- The placeholders are unique (the uid) and in a reserved domain that never
-- receives mail; '!' is no argon2id hash, so no password matches it.
UPDATE users SET deleted_at = now(),
    username = 'deleted-' || uid || '@deleted.invalid', email = 'deleted-' || uid || '@deleted.invalid',
    first_name = 'Deleted user', last_name = '', password_hash = '!', updated_at = now()
WHERE id = @id AND deleted_at IS NULL
RETURNING *;

-- name: DeleteUserPasswordResetTokens :exec
DELETE FROM password_reset_tokens WHERE user_id = @user_id;

-- name: RevokeInvitesToAddress :many
-- Pending invites to a deleted account's address stop: their reminders
-- find the invite closed.
UPDATE invites SET status = 'REVOKED', responded_at = now(), updated_at = now()
WHERE email = lower(@email) AND status = 'PENDING'
RETURNING kind, uid;
