-- name: ListPhaseSchedule :many
SELECT phase, starts_at FROM hackathon_phase_schedule WHERE hackathon_id = $1;

-- name: UpsertPhaseStart :exec
INSERT INTO hackathon_phase_schedule (hackathon_id, phase, starts_at) VALUES ($1, $2, $3)
ON CONFLICT (hackathon_id, phase) DO UPDATE SET starts_at = EXCLUDED.starts_at;

-- name: DeletePhaseStart :exec
DELETE FROM hackathon_phase_schedule WHERE hackathon_id = $1 AND phase = $2;

-- name: SetHackathonTimeZone :exec
UPDATE hackathons SET time_zone = $2, updated_at = now() WHERE id = $1;

-- name: ApplyPhaseTransition :execrows
-- Conditional, so a replayed or duplicated activity cannot apply it twice.
UPDATE hackathons SET phase = @to_phase, updated_at = now()
WHERE id = @id AND phase = @from_phase;

-- name: ListHackathonPeople :many
-- Everyone with a role in the hackathon, once each, with the roles they hold.
SELECT u.id, u.email, u.first_name, array_agg(DISTINCT r.role ORDER BY r.role)::text[] AS roles
FROM hackathon_roles r
JOIN users u ON u.id = r.user_id
WHERE r.hackathon_id = @hackathon_id AND r.role <> 'BANNED'
GROUP BY u.id, u.email, u.first_name
ORDER BY u.id;

-- name: GetLifecycleHackathon :one
-- What the lifecycle workflow needs of a hackathon besides its schedule.
SELECT h.id, h.name, h.phase, h.has_popular_vote, h.time_zone, h.organization_id, o.name AS organization_name
FROM hackathons h JOIN organizations o ON o.id = h.organization_id
WHERE h.id = $1;

-- name: LockHackathonTimeline :one
-- Serialises timeline edits of one hackathon (NO KEY: joins may go on).
SELECT has_popular_vote FROM hackathons WHERE id = $1 FOR NO KEY UPDATE;
