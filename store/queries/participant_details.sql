-- What the participant page shows besides the registration: profile, teams
-- and whether the person mentors the hackathon.

-- name: HackathonProfileOfUser :one
SELECT * FROM hackathon_profiles WHERE user_id = @user_id;

-- name: TeamMembershipsOfUser :many
-- Active memberships first, then the teams they left or were removed from.
SELECT t.id AS team_id, t.name AS team_name, m.role, m.status, m.created_at
FROM team_members m JOIN teams t ON t.id = m.team_id
WHERE m.hackathon_id = @hackathon_id AND m.user_id = @user_id
ORDER BY m.status <> 'ACTIVE', m.created_at, m.id;

-- name: MentorStatusOfUser :one
SELECT status FROM mentors WHERE hackathon_id = @hackathon_id AND user_id = @user_id;

-- name: RecordDeparture :exec
INSERT INTO participant_departures (hackathon_id, user_id, joined_at)
SELECT p.hackathon_id, p.user_id, p.created_at FROM participants p
WHERE p.hackathon_id = @hackathon_id AND p.user_id = @user_id;

-- name: ListParticipationEvents :many
-- The user's timeline entries as a participant, newest first: joining (of
-- registrations they hold or left), each day they were checked in, leaving.
-- A banned registration shows nothing: the hackathon is closed to them.
SELECT e.kind, e.hackathon_id, h.name AS hackathon_name, e.at, e.day
FROM (
    SELECT 'JOINED' AS kind, p.hackathon_id, p.created_at AS at, NULL::date AS day
    FROM participants p WHERE p.user_id = @user_id AND NOT p.banned
    UNION ALL
    SELECT 'CHECKED_IN', p.hackathon_id, a.checked_in_at, a.date
    FROM attendances a JOIN participants p ON p.id = a.participant_id
    WHERE p.user_id = @user_id AND NOT p.banned AND a.present_at_hackathon AND a.checked_in_at IS NOT NULL
    UNION ALL
    SELECT 'JOINED', d.hackathon_id, d.joined_at, NULL FROM participant_departures d WHERE d.user_id = @user_id
    UNION ALL
    SELECT 'LEFT', d.hackathon_id, d.left_at, NULL FROM participant_departures d WHERE d.user_id = @user_id
) e JOIN hackathons h ON h.id = e.hackathon_id
ORDER BY e.at DESC, e.kind
LIMIT @lim;
