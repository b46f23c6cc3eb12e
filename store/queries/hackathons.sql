-- name: CreateHackathon :one
INSERT INTO hackathons (
    name, description, detail_description, start_datetime, end_datetime, time_zone,
    allowed_participants, max_team_size, organization_id, creator_id, has_gameification,
    has_judges, has_prizes, has_mentors, has_talents, has_popular_vote, has_pitches,
    has_volunteers, has_resources, has_goals, has_kickoff_session, has_closing_session,
    management_team_visible, ideas_required, ideas_require_approval, ideas_throughout_hacking,
    show_teams, can_register_outside_registration_phase, require_terms_acceptance
) VALUES (
    @name, @description, @detail_description, @start_datetime, @end_datetime, @time_zone,
    @allowed_participants, @max_team_size, @organization_id, @creator_id, @has_gameification,
    @has_judges, @has_prizes, @has_mentors, @has_talents, @has_popular_vote, @has_pitches,
    @has_volunteers, @has_resources, @has_goals, @has_kickoff_session, @has_closing_session,
    @management_team_visible, @ideas_required, @ideas_require_approval, @ideas_throughout_hacking,
    @show_teams, @can_register_outside_registration_phase, @require_terms_acceptance
) RETURNING *;

-- name: UpdateHackathon :one
-- Every argument is optional: null keeps the stored value.
UPDATE hackathons SET
    name = coalesce(sqlc.narg('name'), name),
    description = coalesce(sqlc.narg('description'), description),
    detail_description = coalesce(sqlc.narg('detail_description'), detail_description),
    start_datetime = coalesce(sqlc.narg('start_datetime'), start_datetime),
    end_datetime = coalesce(sqlc.narg('end_datetime'), end_datetime),
    time_zone = coalesce(sqlc.narg('time_zone'), time_zone),
    allowed_participants = coalesce(sqlc.narg('allowed_participants'), allowed_participants),
    max_team_size = coalesce(sqlc.narg('max_team_size'), max_team_size),
    has_judges = coalesce(sqlc.narg('has_judges'), has_judges),
    has_prizes = coalesce(sqlc.narg('has_prizes'), has_prizes),
    has_mentors = coalesce(sqlc.narg('has_mentors'), has_mentors),
    has_talents = coalesce(sqlc.narg('has_talents'), has_talents),
    has_popular_vote = coalesce(sqlc.narg('has_popular_vote'), has_popular_vote),
    has_pitches = coalesce(sqlc.narg('has_pitches'), has_pitches),
    has_volunteers = coalesce(sqlc.narg('has_volunteers'), has_volunteers),
    has_resources = coalesce(sqlc.narg('has_resources'), has_resources),
    has_goals = coalesce(sqlc.narg('has_goals'), has_goals),
    has_kickoff_session = coalesce(sqlc.narg('has_kickoff_session'), has_kickoff_session),
    has_closing_session = coalesce(sqlc.narg('has_closing_session'), has_closing_session),
    management_team_visible = coalesce(sqlc.narg('management_team_visible'), management_team_visible),
    ideas_required = coalesce(sqlc.narg('ideas_required'), ideas_required),
    ideas_require_approval = coalesce(sqlc.narg('ideas_require_approval'), ideas_require_approval),
    ideas_throughout_hacking = coalesce(sqlc.narg('ideas_throughout_hacking'), ideas_throughout_hacking),
    show_teams = coalesce(sqlc.narg('show_teams'), show_teams),
    can_register_outside_registration_phase = coalesce(sqlc.narg('can_register_outside_registration_phase'), can_register_outside_registration_phase),
    require_terms_acceptance = coalesce(sqlc.narg('require_terms_acceptance'), require_terms_acceptance),
    updated_at = now()
WHERE id = @id
RETURNING *;

-- name: GetHackathon :one
SELECT * FROM hackathons WHERE id = $1;

-- name: ListHackathonIDs :many
-- One page of a list (SPEC 7.2): running and upcoming first by start, then
-- ended ones, latest first. total_count counts the whole list.
SELECT h.id, count(*) OVER () AS total_count
FROM hackathons h
WHERE CASE @filter::text
    WHEN 'DISCOVER' THEN h.allowed_participants = 'PUBLIC'
    WHEN 'CREATOR' THEN h.creator_id = @user_id
    WHEN 'ORGANIZING' THEN h.creator_id = @user_id
        OR EXISTS (SELECT 1 FROM management_team_members m WHERE m.hackathon_id = h.id AND m.user_id = @user_id)
    WHEN 'PARTICIPATING' THEN
        EXISTS (SELECT 1 FROM participants p WHERE p.hackathon_id = h.id AND p.user_id = @user_id AND NOT p.banned)
        OR EXISTS (SELECT 1 FROM mentors m WHERE m.hackathon_id = h.id AND m.user_id = @user_id)
        OR EXISTS (SELECT 1 FROM judges j WHERE j.hackathon_id = h.id AND j.user_id = @user_id)
        OR EXISTS (SELECT 1 FROM volunteers v WHERE v.hackathon_id = h.id AND v.user_id = @user_id)
    WHEN 'MINE' THEN h.creator_id = @user_id
        OR EXISTS (SELECT 1 FROM management_team_members m WHERE m.hackathon_id = h.id AND m.user_id = @user_id)
        OR EXISTS (SELECT 1 FROM participants p WHERE p.hackathon_id = h.id AND p.user_id = @user_id AND NOT p.banned)
        OR EXISTS (SELECT 1 FROM mentors m WHERE m.hackathon_id = h.id AND m.user_id = @user_id)
        OR EXISTS (SELECT 1 FROM judges j WHERE j.hackathon_id = h.id AND j.user_id = @user_id)
        OR EXISTS (SELECT 1 FROM volunteers v WHERE v.hackathon_id = h.id AND v.user_id = @user_id)
    ELSE false
END
ORDER BY h.end_datetime < now(),
         CASE WHEN h.end_datetime >= now() THEN h.start_datetime END,
         h.end_datetime DESC, h.id
LIMIT @page_size OFFSET @page_offset;

-- name: ListHackathonViews :many
-- Hackathons with their organisation, creator and the user's roles, in one
-- statement for any number of hackathons (user 0: anonymous, no roles).
SELECT sqlc.embed(h), sqlc.embed(o), sqlc.embed(c),
    coalesce(om.role, '')::text AS organization_role,
    h.creator_id = @user_id AS is_creator,
    EXISTS (SELECT 1 FROM management_team_members m WHERE m.hackathon_id = h.id AND m.user_id = @user_id) AS is_manager,
    EXISTS (SELECT 1 FROM participants p WHERE p.hackathon_id = h.id AND p.user_id = @user_id AND NOT p.banned) AS is_participant,
    EXISTS (SELECT 1 FROM participants p WHERE p.hackathon_id = h.id AND p.user_id = @user_id AND p.banned) AS is_banned,
    EXISTS (SELECT 1 FROM mentors m WHERE m.hackathon_id = h.id AND m.user_id = @user_id) AS is_mentor,
    EXISTS (SELECT 1 FROM judges j WHERE j.hackathon_id = h.id AND j.user_id = @user_id) AS is_judge,
    EXISTS (SELECT 1 FROM volunteers v WHERE v.hackathon_id = h.id AND v.user_id = @user_id) AS is_volunteer,
    (om.role IS NOT NULL OR o.creator_id = @user_id)::boolean AS is_organization_member
FROM hackathons h
JOIN organizations o ON o.id = h.organization_id
JOIN users c ON c.id = h.creator_id
LEFT JOIN organization_members om ON om.organization_id = o.id AND om.user_id = @user_id
WHERE h.id = ANY(@hackathon_ids::bigint[]);

-- name: AddParticipant :one
INSERT INTO participants (hackathon_id, user_id) VALUES ($1, $2)
ON CONFLICT (hackathon_id, user_id) DO UPDATE SET hackathon_id = EXCLUDED.hackathon_id
RETURNING *, (xmax = 0) AS inserted;

-- name: AddManager :exec
INSERT INTO management_team_members (hackathon_id, user_id, role) VALUES ($1, $2, 'MANAGER')
ON CONFLICT (hackathon_id, user_id) DO NOTHING;

-- name: AddMentor :exec
INSERT INTO mentors (hackathon_id, user_id) VALUES ($1, $2) ON CONFLICT (hackathon_id, user_id) DO NOTHING;

-- name: AddJudge :exec
INSERT INTO judges (hackathon_id, user_id) VALUES ($1, $2) ON CONFLICT (hackathon_id, user_id) DO NOTHING;

-- name: AddVolunteer :exec
INSERT INTO volunteers (hackathon_id, user_id) VALUES ($1, $2) ON CONFLICT (hackathon_id, user_id) DO NOTHING;

-- name: ListHackathonOrganizers :many
-- The creator and managers, who hear of new participants.
SELECT creator_id AS user_id FROM hackathons WHERE hackathons.id = @hackathon_id
UNION
SELECT user_id FROM management_team_members WHERE hackathon_id = @hackathon_id;
