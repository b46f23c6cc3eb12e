-- Teams (SPEC 3, 7.2): teams with what the viewer is to them, members,
-- join requests, resources, and the participants team matching suggests.

-- name: CreateTeam :one
INSERT INTO teams (hackathon_id, name, created_by, idea_id)
VALUES (@hackathon_id, @name, @created_by, sqlc.narg(idea_id))
RETURNING *;

-- name: UpdateTeam :one
UPDATE teams SET name = @name, idea_id = sqlc.narg(idea_id) WHERE id = @id RETURNING *;

-- name: GetTeam :one
SELECT * FROM teams WHERE id = @id;

-- name: LockTeam :one
-- Serialises changes of a team's members (joins also lock it, in the
-- team_members trigger).
SELECT id FROM teams WHERE id = @id FOR UPDATE;

-- name: DeleteTeam :exec
DELETE FROM teams WHERE id = @id;

-- name: LockTeamSubmissionStates :many
-- Whether each of the team's submissions is submitted, locking them so that
-- a submission in flight is seen once committed (a team's deletion holds
-- the team's lock first).
SELECT submitted FROM submissions WHERE team_id = @team_id FOR UPDATE;

-- name: TeamIsRated :one
SELECT EXISTS (SELECT 1 FROM ratings WHERE rated_team_id = @team_id);

-- name: ListTeamViews :many
-- A hackathon's teams, by name, with their size and what the viewer is to them.
SELECT sqlc.embed(t), i.name AS idea_name, h.max_team_size,
    (SELECT count(*) FROM team_members m WHERE m.team_id = t.id AND m.status = 'ACTIVE')::int AS total_members,
    EXISTS (SELECT 1 FROM team_members m WHERE m.team_id = t.id AND m.status = 'ACTIVE' AND m.user_id = @viewer_id) AS is_member,
    EXISTS (SELECT 1 FROM team_members m WHERE m.team_id = t.id AND m.status = 'ACTIVE' AND m.user_id = @viewer_id AND m.role = 'ADMIN') AS is_admin,
    EXISTS (SELECT 1 FROM team_join_requests r WHERE r.team_id = t.id AND r.status = 'NEW' AND r.user_id = @viewer_id AND r.invited_by IS NULL) AS has_requested,
    EXISTS (SELECT 1 FROM team_join_requests r WHERE r.team_id = t.id AND r.status = 'NEW' AND r.user_id = @viewer_id AND r.invited_by IS NOT NULL) AS is_invited,
    EXISTS (SELECT 1 FROM team_members m WHERE m.hackathon_id = t.hackathon_id AND m.status = 'ACTIVE' AND m.user_id = @viewer_id) AS viewer_has_team,
    count(*) OVER () AS total_count
FROM teams t JOIN hackathons h ON h.id = t.hackathon_id LEFT JOIN ideas i ON i.id = t.idea_id
WHERE t.hackathon_id = @hackathon_id
  AND (sqlc.narg(search)::text IS NULL OR t.name ILIKE '%' || sqlc.narg(search)::text || '%')
ORDER BY lower(t.name), t.id
LIMIT @lim OFFSET @off;

-- name: ListTeamViewsByIDs :many
SELECT sqlc.embed(t), i.name AS idea_name, h.max_team_size,
    (SELECT count(*) FROM team_members m WHERE m.team_id = t.id AND m.status = 'ACTIVE')::int AS total_members,
    EXISTS (SELECT 1 FROM team_members m WHERE m.team_id = t.id AND m.status = 'ACTIVE' AND m.user_id = @viewer_id) AS is_member,
    EXISTS (SELECT 1 FROM team_members m WHERE m.team_id = t.id AND m.status = 'ACTIVE' AND m.user_id = @viewer_id AND m.role = 'ADMIN') AS is_admin,
    EXISTS (SELECT 1 FROM team_join_requests r WHERE r.team_id = t.id AND r.status = 'NEW' AND r.user_id = @viewer_id AND r.invited_by IS NULL) AS has_requested,
    EXISTS (SELECT 1 FROM team_join_requests r WHERE r.team_id = t.id AND r.status = 'NEW' AND r.user_id = @viewer_id AND r.invited_by IS NOT NULL) AS is_invited,
    EXISTS (SELECT 1 FROM team_members m WHERE m.hackathon_id = t.hackathon_id AND m.status = 'ACTIVE' AND m.user_id = @viewer_id) AS viewer_has_team
FROM teams t JOIN hackathons h ON h.id = t.hackathon_id LEFT JOIN ideas i ON i.id = t.idea_id
WHERE t.id = ANY(@ids::bigint[]);

-- name: ActiveTeamIDOfUser :one
SELECT team_id FROM team_members
WHERE hackathon_id = @hackathon_id AND user_id = @user_id AND status = 'ACTIVE';

-- name: IdeaOfHackathon :one
-- The id and name of an idea of the hackathon (the ideas issue owns the rest).
SELECT id, name FROM ideas WHERE id = @id AND hackathon_id = @hackathon_id;

-- name: AddTeamMember :one
-- A new member, or one who left or was removed coming back.
INSERT INTO team_members (team_id, hackathon_id, user_id, role, status)
VALUES (@team_id, @hackathon_id, @user_id, @role, 'ACTIVE')
ON CONFLICT (team_id, user_id) DO UPDATE SET status = 'ACTIVE', role = EXCLUDED.role, created_at = now()
RETURNING *;

-- name: GetTeamMember :one
SELECT * FROM team_members WHERE id = @id;

-- name: ActiveMemberOfTeam :one
SELECT * FROM team_members WHERE team_id = @team_id AND user_id = @user_id AND status = 'ACTIVE';

-- name: SetTeamMemberStatus :execrows
UPDATE team_members SET status = @status WHERE id = @id AND status = 'ACTIVE';

-- name: SetTeamMemberRole :execrows
UPDATE team_members SET role = @role WHERE id = @id AND status = 'ACTIVE';

-- name: CountTeamMembers :one
SELECT count(*)::int AS active, (count(*) FILTER (WHERE role = 'ADMIN'))::int AS admins
FROM team_members WHERE team_id = @team_id AND status = 'ACTIVE';

-- name: ListTeamMembers :many
-- A team's ACTIVE members, admins first, with their profile's skills.
SELECT m.id, m.team_id, m.user_id, m.role, m.status, m.created_at,
    u.first_name, u.last_name, u.email,
    coalesce((SELECT array_agg(s.name ORDER BY s.name) FROM hackathon_profiles hp
        JOIN hackathon_profile_skills ps ON ps.profile_id = hp.id JOIN skills s ON s.id = ps.skill_id
        WHERE hp.user_id = m.user_id), '{}')::text[] AS skills
FROM team_members m JOIN users u ON u.id = m.user_id
WHERE m.team_id = @team_id AND m.status = 'ACTIVE'
ORDER BY m.role = 'MEMBER', m.created_at, m.id;

-- name: ListTeamAdminIDs :many
SELECT user_id FROM team_members WHERE team_id = @team_id AND status = 'ACTIVE' AND role = 'ADMIN' ORDER BY user_id;

-- name: CreateJoinRequest :one
INSERT INTO team_join_requests (team_id, hackathon_id, user_id, message)
SELECT t.id, t.hackathon_id, @user_id, @message FROM teams t WHERE t.id = @team_id
RETURNING *;

-- name: CreateTeamInvitation :one
INSERT INTO team_join_requests (team_id, hackathon_id, user_id, invited_by)
SELECT t.id, t.hackathon_id, @user_id, @invited_by FROM teams t WHERE t.id = @team_id
RETURNING *;

-- name: OpenInvitationOfUser :one
SELECT * FROM team_join_requests
WHERE team_id = @team_id AND user_id = @user_id AND status = 'NEW' AND invited_by IS NOT NULL;

-- name: GetJoinRequest :one
SELECT * FROM team_join_requests WHERE id = @id;

-- name: DecideJoinRequest :one
-- Accepts or declines an open request; no row when it is no longer open.
UPDATE team_join_requests SET status = @status, decided_by = @decided_by, updated_at = now()
WHERE id = @id AND status = 'NEW'
RETURNING *;

-- name: WithdrawJoinRequestsOfUser :execrows
-- The person joined a team: their other open requests in the hackathon go.
UPDATE team_join_requests SET status = 'WITHDRAWN', updated_at = now()
WHERE hackathon_id = @hackathon_id AND user_id = @user_id AND status = 'NEW';

-- name: ListOpenJoinRequests :many
-- The team's open requests and invitations.
SELECT r.id, r.team_id, r.user_id, r.message, r.status, r.created_at, r.invited_by, u.first_name, u.last_name, u.email
FROM team_join_requests r JOIN users u ON u.id = r.user_id
WHERE r.team_id = @team_id AND r.status = 'NEW'
ORDER BY r.created_at, r.id;

-- name: ListTeamResources :many
SELECT * FROM team_resources WHERE team_id = @team_id ORDER BY created_at, id;

-- name: AddTeamResource :one
INSERT INTO team_resources (team_id, name, url, created_by) VALUES (@team_id, @name, @url, @created_by) RETURNING *;

-- name: GetTeamResource :one
SELECT * FROM team_resources WHERE id = @id;

-- name: UpdateTeamResource :one
UPDATE team_resources SET name = @name, url = @url WHERE id = @id RETURNING *;

-- name: DeleteTeamResource :execrows
DELETE FROM team_resources WHERE id = @id;

-- name: SetLookingForTeam :exec
INSERT INTO looking_for_team (hackathon_id, user_id) VALUES (@hackathon_id, @user_id) ON CONFLICT DO NOTHING;

-- name: ClearLookingForTeam :exec
DELETE FROM looking_for_team WHERE hackathon_id = @hackathon_id AND user_id = @user_id;

-- name: IsLookingForTeam :one
SELECT EXISTS (SELECT 1 FROM looking_for_team WHERE hackathon_id = @hackathon_id AND user_id = @user_id);

-- name: ListTeamCandidates :many
-- Participants (not banned) without an active team, other than the viewer,
-- with their profile's skills and whether an open request or invitation links
-- them to the team (when one is given); those looking for a team first.
SELECT u.id AS user_id, u.first_name, u.last_name, u.email,
    EXISTS (SELECT 1 FROM looking_for_team l WHERE l.hackathon_id = p.hackathon_id AND l.user_id = p.user_id) AS looking,
    EXISTS (SELECT 1 FROM team_join_requests r
        WHERE r.team_id = sqlc.narg(team_id)::bigint AND r.user_id = p.user_id AND r.status = 'NEW') AS pending_with_team,
    coalesce((SELECT array_agg(s.name ORDER BY s.name) FROM hackathon_profiles hp
        JOIN hackathon_profile_skills ps ON ps.profile_id = hp.id JOIN skills s ON s.id = ps.skill_id
        WHERE hp.user_id = p.user_id), '{}')::text[] AS skills
FROM participants p JOIN users u ON u.id = p.user_id
WHERE p.hackathon_id = @hackathon_id AND NOT p.banned AND p.user_id <> @viewer_id
  AND NOT EXISTS (SELECT 1 FROM team_members m
      WHERE m.hackathon_id = p.hackathon_id AND m.user_id = p.user_id AND m.status = 'ACTIVE')
ORDER BY looking DESC, p.created_at, p.id
LIMIT 500;

-- name: SkillNamesOfUser :many
SELECT s.name FROM hackathon_profiles hp
JOIN hackathon_profile_skills ps ON ps.profile_id = hp.id JOIN skills s ON s.id = ps.skill_id
WHERE hp.user_id = @user_id ORDER BY s.name;

-- name: LockParticipant :one
-- Serialises joins of one person in one hackathon (accepting their request,
-- their creating a team), which also withdraw their other requests.
SELECT id FROM participants WHERE hackathon_id = @hackathon_id AND user_id = @user_id FOR UPDATE;
