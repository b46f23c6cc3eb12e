-- name: OpenInvites :many
-- Opens an invite per address: a new row, or a new round of a closed one.
-- Addresses with a pending invite are left alone and not returned.
INSERT INTO invites (kind, hackathon_id, organization_id, organization_role, email, inviter_id, expires_at)
SELECT @kind, sqlc.narg(hackathon_id)::bigint, sqlc.narg(organization_id)::bigint,
       sqlc.narg(organization_role)::text, e, @inviter_id, @expires_at
FROM unnest(@emails::text[]) AS e
ON CONFLICT (kind, (coalesce(hackathon_id, organization_id)), email) DO UPDATE SET
    status = 'PENDING', round = invites.round + 1, delivery = 'SENDING', delivery_error = '',
    organization_role = EXCLUDED.organization_role, inviter_id = EXCLUDED.inviter_id,
    expires_at = EXCLUDED.expires_at, responded_user_id = NULL, responded_at = NULL,
    created_at = now(), updated_at = now()
WHERE invites.status <> 'PENDING'
RETURNING *;

-- name: ListInvitesByAddress :many
SELECT * FROM invites
WHERE kind = @kind AND coalesce(hackathon_id, organization_id) = @place_id::bigint AND email = ANY(@emails::text[]);

-- name: ListInvites :many
-- The invites of a hackathon (one kind) or an organization, newest first.
SELECT * FROM invites
WHERE kind = @kind AND coalesce(hackathon_id, organization_id) = @place_id::bigint
  AND (sqlc.narg(status)::text IS NULL OR status = sqlc.narg(status)::text)
ORDER BY created_at DESC, id DESC;

-- name: GetInvite :one
SELECT * FROM invites WHERE id = $1;

-- name: GetInviteByUID :one
SELECT * FROM invites WHERE uid = $1;

-- name: CloseInvite :one
-- Answers, revokes or expires the given round of a pending invite.
UPDATE invites SET status = @status, responded_user_id = sqlc.narg(responded_user_id),
    responded_at = CASE WHEN sqlc.narg(responded_user_id)::bigint IS NULL THEN NULL ELSE now() END,
    updated_at = now()
WHERE uid = @uid AND round = @round AND status = 'PENDING'
RETURNING *;

-- name: SetInviteDelivery :execrows
UPDATE invites SET delivery = @delivery, delivery_error = @delivery_error, updated_at = now()
WHERE uid = @uid AND round = @round;

-- name: ListInvitesOfHackathons :many
-- Every invite of these hackathons, for the demo and tests.
SELECT * FROM invites WHERE hackathon_id = ANY(@hackathon_ids::bigint[]) ORDER BY id;
