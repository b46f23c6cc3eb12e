-- name: CreateAnnouncement :one
INSERT INTO announcements (hackathon_id, author_id, title, body, audience, send_at, phase, offset_minutes)
VALUES (@hackathon_id, @author_id, @title, @body, @audience, @send_at, sqlc.narg(phase), sqlc.narg(offset_minutes))
RETURNING *;

-- name: GetAnnouncement :one
SELECT * FROM announcements WHERE id = $1;

-- name: ListHackathonAnnouncements :many
-- Every announcement of the hackathon, the next to go and the latest sent first.
SELECT * FROM announcements WHERE hackathon_id = $1
ORDER BY (status IN ('SCHEDULED', 'SENDING')) DESC, send_at DESC, id DESC;

-- name: ListSentAnnouncements :many
-- The hackathon's feed: the sent announcements, newest first.
SELECT * FROM announcements WHERE hackathon_id = @hackathon_id AND status = 'SENT'
ORDER BY sent_at DESC, id DESC LIMIT @max_rows;

-- name: EditAnnouncement :one
-- Changes a scheduled announcement; a phase-relative one takes its time
-- from the phase's start as stored now. No row: it is no longer scheduled.
UPDATE announcements a SET title = @title, body = @body, audience = @audience,
    phase = sqlc.narg(phase), offset_minutes = sqlc.narg(offset_minutes),
    send_at = COALESCE((SELECT s.starts_at + make_interval(mins => sqlc.narg(offset_minutes)::int) FROM hackathon_phase_schedule s
                        WHERE s.hackathon_id = a.hackathon_id AND s.phase = sqlc.narg(phase)), @send_at),
    revision = revision + 1, updated_at = now()
WHERE a.id = @id AND a.status = 'SCHEDULED'
RETURNING *;

-- name: CancelAnnouncement :one
-- No row: it is no longer scheduled.
UPDATE announcements SET status = 'CANCELLED', revision = revision + 1, updated_at = now()
WHERE id = @id AND status = 'SCHEDULED'
RETURNING *;

-- name: FollowTimelineInAnnouncements :many
-- Moves the hackathon's scheduled phase-relative announcements with their
-- phase's start; returns the ones it moved.
UPDATE announcements a SET send_at = s.starts_at + make_interval(mins => a.offset_minutes),
    revision = a.revision + 1, updated_at = now()
FROM hackathon_phase_schedule s
WHERE a.hackathon_id = @hackathon_id AND a.status = 'SCHEDULED'
  AND s.hackathon_id = a.hackathon_id AND s.phase = a.phase
  AND a.send_at <> s.starts_at + make_interval(mins => a.offset_minutes)
RETURNING a.id, a.send_at, a.revision;

-- name: BeginAnnouncementSending :one
-- Starts sending a scheduled announcement that is due (give or take the
-- clocks' two seconds). No row: not scheduled, or not due.
UPDATE announcements SET status = 'SENDING', updated_at = now()
WHERE id = @id AND status = 'SCHEDULED' AND send_at <= now() + interval '2 seconds'
RETURNING *;

-- name: AddAnnouncementRecipients :execrows
-- Everyone of the audience (banned participants never), once each.
INSERT INTO announcement_deliveries (announcement_id, user_id)
SELECT DISTINCT @announcement_id::bigint, r.user_id
FROM hackathon_roles r
WHERE r.hackathon_id = @hackathon_id AND r.role <> 'BANNED' AND CASE @audience::text
    WHEN 'EVERYONE' THEN true
    WHEN 'PARTICIPANTS' THEN r.role = 'PARTICIPANT'
    WHEN 'JUDGES' THEN r.role = 'JUDGE'
    WHEN 'MENTORS' THEN r.role = 'MENTOR'
    WHEN 'VOLUNTEERS' THEN r.role = 'VOLUNTEER'
    WHEN 'ORGANIZING_TEAM' THEN r.role IN ('CREATOR', 'MANAGER')
    WHEN 'TEAMS_WITHOUT_SUBMISSION' THEN r.role = 'PARTICIPANT' AND EXISTS (
        SELECT 1 FROM team_members m
        WHERE m.hackathon_id = r.hackathon_id AND m.user_id = r.user_id AND m.status = 'ACTIVE'
          AND NOT EXISTS (SELECT 1 FROM submissions s WHERE s.team_id = m.team_id AND s.submitted))
    ELSE false END
ON CONFLICT DO NOTHING;

-- name: SetAnnouncementRecipients :exec
UPDATE announcements SET recipients = @recipients WHERE id = @id;

-- name: PendingAnnouncementDeliveries :many
-- The next batch of people still to be told, in a stable order.
SELECT u.id, u.email, u.first_name
FROM announcement_deliveries d JOIN users u ON u.id = d.user_id
WHERE d.announcement_id = @announcement_id AND d.state = 'PENDING'
ORDER BY d.user_id
LIMIT @max_rows;

-- name: MarkAnnouncementDeliveries :exec
UPDATE announcement_deliveries SET state = @state
WHERE announcement_id = @announcement_id AND user_id = ANY(@user_ids::bigint[]) AND state = 'PENDING';

-- name: CountAnnouncementDeliveries :one
-- Writes the delivery counters from the deliveries and returns them.
UPDATE announcements a SET
    sent_count = (SELECT count(*) FROM announcement_deliveries d WHERE d.announcement_id = a.id AND d.state = 'SENT'),
    failed_count = (SELECT count(*) FROM announcement_deliveries d WHERE d.announcement_id = a.id AND d.state = 'FAILED')
WHERE a.id = @id
RETURNING a.recipients, a.sent_count, a.failed_count;

-- name: FinishAnnouncement :one
UPDATE announcements SET status = 'SENT', sent_at = COALESCE(sent_at, now()), updated_at = now()
WHERE id = @id AND status IN ('SENDING', 'SENT')
RETURNING *;
