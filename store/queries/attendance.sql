-- name: MarkPresent :execrows
-- Marks the participant present on the day; no row changes when they already
-- were (the QR scanner's "already checked in").
INSERT INTO attendances (participant_id, date, present_at_hackathon, checked_in_at, checked_in_by)
VALUES (@participant_id, @date, true, now(), sqlc.narg(checked_in_by))
ON CONFLICT (participant_id, date) DO UPDATE SET
    present_at_hackathon = true, checked_in_at = now(),
    checked_in_by = excluded.checked_in_by, updated_at = now()
WHERE NOT attendances.present_at_hackathon;

-- name: SetPresence :one
-- An organizer's presence toggle: unmarking clears who checked them in.
INSERT INTO attendances (participant_id, date, present_at_hackathon, checked_in_at, checked_in_by)
VALUES (@participant_id, @date, @present::boolean,
        CASE WHEN @present::boolean THEN now() END,
        CASE WHEN @present::boolean THEN sqlc.narg(checked_in_by)::bigint END)
ON CONFLICT (participant_id, date) DO UPDATE SET
    present_at_hackathon = excluded.present_at_hackathon,
    checked_in_at = CASE WHEN excluded.present_at_hackathon
                         THEN coalesce(attendances.checked_in_at, excluded.checked_in_at) END,
    checked_in_by = CASE WHEN excluded.present_at_hackathon
                         THEN coalesce(attendances.checked_in_by, excluded.checked_in_by) END,
    updated_at = now()
RETURNING *;

-- name: SetAvailability :one
INSERT INTO attendances (participant_id, date, available_today)
VALUES (@participant_id, @date, @available)
ON CONFLICT (participant_id, date) DO UPDATE SET
    available_today = excluded.available_today, updated_at = now()
RETURNING *;

-- name: ListAttendances :many
SELECT * FROM attendances WHERE participant_id = @participant_id ORDER BY date;

-- name: ListAttendancesOfParticipants :many
-- The records of a page of participants in one statement.
SELECT * FROM attendances WHERE participant_id = ANY(@participant_ids::bigint[]) ORDER BY participant_id, date;

-- name: CountPresentOn :one
SELECT count(*) FROM attendances a JOIN participants p ON p.id = a.participant_id
WHERE p.hackathon_id = @hackathon_id AND a.date = @date AND a.present_at_hackathon;


-- name: SyncPresentAtHackathon :exec
-- participants.present_at_hackathon: present on any day. Written only when it
-- changes, since each write of a participant row refreshes the hackathon's
-- cached views.
UPDATE participants p SET present_at_hackathon = x.present
FROM (SELECT EXISTS (SELECT 1 FROM attendances a
                     WHERE a.participant_id = @participant_id AND a.present_at_hackathon) AS present) x
WHERE p.id = @participant_id AND p.present_at_hackathon <> x.present;
