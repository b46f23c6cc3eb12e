-- name: ListParticipants :many
-- One page of a hackathon's participants: search by name or e-mail,
-- filters by status, banned, present on @today (the hackathon's day) and
-- holding an active team membership; ordered by name or by registration.
SELECT sqlc.embed(p), sqlc.embed(u), count(*) OVER () AS total_count
FROM participants p JOIN users u ON u.id = p.user_id
WHERE p.hackathon_id = @hackathon_id
  AND (@search::text = '' OR (u.first_name || ' ' || u.last_name) ILIKE '%' || @search::text || '%'
       OR u.email ILIKE '%' || @search::text || '%')
  AND (sqlc.narg(status)::text IS NULL OR p.status = sqlc.narg(status)::text)
  AND (sqlc.narg(banned)::boolean IS NULL OR p.banned = sqlc.narg(banned)::boolean)
  AND (sqlc.narg(present_today)::boolean IS NULL OR sqlc.narg(present_today)::boolean = EXISTS (
       SELECT 1 FROM attendances a
       WHERE a.participant_id = p.id AND a.date = @today::date AND a.present_at_hackathon))
  AND (sqlc.narg(has_team)::boolean IS NULL OR sqlc.narg(has_team)::boolean = EXISTS (
       SELECT 1 FROM team_members m
       WHERE m.hackathon_id = p.hackathon_id AND m.user_id = p.user_id AND m.status = 'ACTIVE'))
ORDER BY
  CASE WHEN @by_name::boolean THEN lower(u.first_name || ' ' || u.last_name) END,
  p.created_at, p.id
LIMIT @lim OFFSET @off;

-- name: GetParticipant :one
SELECT sqlc.embed(p), sqlc.embed(u)
FROM participants p JOIN users u ON u.id = p.user_id WHERE p.id = @id;

-- name: UpdateParticipant :one
UPDATE participants SET
    status = coalesce(sqlc.narg(status)::text, status),
    banned = coalesce(sqlc.narg(banned)::boolean, banned)
WHERE id = @id RETURNING *;

-- name: DeleteParticipantOfUser :execrows
DELETE FROM participants WHERE hackathon_id = @hackathon_id AND user_id = @user_id;

-- name: ParticipantIDOfUser :one
SELECT id FROM participants WHERE hackathon_id = @hackathon_id AND user_id = @user_id;

-- name: RotateInviteToken :one
UPDATE hackathons SET invite_token = gen_random_uuid() WHERE id = @id RETURNING invite_token;
