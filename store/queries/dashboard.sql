-- name: ListPendingInvitesForEmail :many
-- The open invites addressed to an e-mail address, newest first.
SELECT * FROM invites
WHERE email = lower(@email::text) AND status = 'PENDING' AND expires_at > now()
ORDER BY created_at DESC, id DESC
LIMIT 50;

-- name: ListPhaseSchedules :many
-- The scheduled phases of several hackathons.
SELECT hackathon_id, phase, starts_at FROM hackathon_phase_schedule
WHERE hackathon_id = ANY(@hackathon_ids::bigint[]);
