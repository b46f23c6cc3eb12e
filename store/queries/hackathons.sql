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
    allowed_participants = coalesce(sqlc.narg('allowed_participants')::text, allowed_participants),
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
    allow_late_submissions = coalesce(sqlc.narg('allow_late_submissions'), allow_late_submissions),
    updated_at = now(),
    lifecycle_stale_since = now()
WHERE id = @id
RETURNING *;

-- name: MarkLifecycleStale :exec
-- A write its lifecycle workflow must hear of (the timeline's).
UPDATE hackathons SET lifecycle_stale_since = now() WHERE id = $1;

-- name: MarkLifecycleAttached :exec
-- The workflow heard of the writes up to stale_since; a later write keeps
-- its own mark.
UPDATE hackathons SET lifecycle_stale_since = NULL WHERE id = @id AND lifecycle_stale_since = @stale_since;

-- name: StaleLifecycles :many
-- Hackathons whose workflows have not heard of a write made before
-- @before, the oldest first.
SELECT sqlc.embed(h), o.name AS organization_name
FROM hackathons h JOIN organizations o ON o.id = h.organization_id
WHERE h.lifecycle_stale_since < @before::timestamptz
ORDER BY h.lifecycle_stale_since
LIMIT @max;

-- name: GetHackathon :one
SELECT * FROM hackathons WHERE id = $1;

-- name: ListHackathonIDs :many
-- One page of a list (SPEC 7.2): running and upcoming first by start, then
-- ended ones, latest first. total_count counts the whole list. Lists other
-- than CREATOR hold the hackathons where the user has one of roles; UI_VIEW
-- also the public ones and their organizations' members-only ones.
SELECT h.id, hackathon_view_version(h.id) AS view_version, count(*) OVER () AS total_count
FROM hackathons h
WHERE CASE @filter::text
    WHEN 'CREATOR' THEN h.creator_id = @user_id
    WHEN 'UI_VIEW' THEN h.allowed_participants = 'PUBLIC'
        OR EXISTS (
            SELECT 1 FROM hackathon_roles r
            WHERE r.hackathon_id = h.id AND r.user_id = @user_id AND r.role = ANY(@roles::text[]))
        OR (h.allowed_participants = 'ORGANIZATION' AND EXISTS (
            SELECT 1 FROM organizations o
            WHERE o.id = h.organization_id AND (o.creator_id = @user_id OR EXISTS (
                SELECT 1 FROM organization_members om WHERE om.organization_id = o.id AND om.user_id = @user_id))))
    ELSE EXISTS (
        SELECT 1 FROM hackathon_roles r
        WHERE r.hackathon_id = h.id AND r.user_id = @user_id AND r.role = ANY(@roles::text[]))
END
ORDER BY h.end_datetime < now(),
         CASE WHEN h.end_datetime >= now() THEN h.start_datetime END,
         h.end_datetime DESC, h.id
LIMIT @page_size OFFSET @page_offset;

-- name: ListPublicHackathonIDs :many
-- One page of the DISCOVER list, in ListHackathonIDs's order. Every visitor
-- asks for it, so it reads each part only up to the page's end (page_end =
-- offset + size): running and upcoming ones off hackathons_discover_upcoming,
-- ended ones backwards off hackathons_discover; the length is kept by a
-- trigger (public_hackathon_count). With the list's version and the time
-- read, which tell DiscoverPageVersions whether the page still holds, and
-- the dates, where statuses change by the clock (DiscoverStamp).
SELECT id, hackathon_view_version(id) AS view_version, start_datetime, end_datetime,
    (SELECT n FROM public_hackathon_count) AS total_count,
    (SELECT list_version FROM public_hackathon_count) AS list_version,
    now()::timestamptz AS read_at
FROM (
    (SELECT id, false AS ended, start_datetime, end_datetime FROM hackathons
     WHERE allowed_participants = 'PUBLIC' AND end_datetime >= now()
     ORDER BY start_datetime, end_datetime DESC, id
     LIMIT @page_end::int)
    UNION ALL
    (SELECT id, true, start_datetime, end_datetime FROM hackathons
     WHERE allowed_participants = 'PUBLIC' AND end_datetime < now()
     ORDER BY end_datetime DESC, id
     LIMIT @page_end::int)
) first_of_each
ORDER BY ended, CASE WHEN NOT ended THEN start_datetime END, end_datetime DESC, id
LIMIT @page_size::int OFFSET @page_offset::int;

-- name: ListHackathonViews :many
-- Hackathons with their organization, creator and the user's roles, in one
-- statement for any number of hackathons (user 0: anonymous, no roles).
SELECT sqlc.embed(h), sqlc.embed(o), sqlc.embed(c),
    coalesce(om.role, '')::text AS organization_role,
    coalesce((SELECT array_agg(r.role) FROM hackathon_roles r
              WHERE r.hackathon_id = h.id AND r.user_id = @user_id), '{}')::text[] AS roles,
    (om.role IS NOT NULL OR o.creator_id = @user_id)::boolean AS is_organization_member,
    hackathon_view_version(h.id) AS view_version
FROM hackathons h
JOIN organizations o ON o.id = h.organization_id
JOIN users c ON c.id = h.creator_id
LEFT JOIN organization_members om ON om.organization_id = o.id AND om.user_id = @user_id
WHERE h.id = ANY(@hackathon_ids::bigint[]);

-- name: DiscoverPageVersions :many
-- The view versions of a DISCOVER or search page's hackathons, each with
-- whether the page as ListPublicHackathonIDs or SearchPublicHackathonIDs
-- read it still holds: no public hackathon came, went, moved or was renamed
-- since (the list's version is the same) and none has started or ended
-- since (off hackathons_discover_upcoming and hackathons_discover).
SELECT hackathon_id, version,
    ((SELECT list_version FROM public_hackathon_count) = @list_version::bigint
     AND NOT EXISTS (SELECT FROM hackathons WHERE allowed_participants = 'PUBLIC'
                     AND end_datetime >= @read_at::timestamptz AND end_datetime < now())
     AND NOT EXISTS (SELECT FROM hackathons WHERE allowed_participants = 'PUBLIC'
                     AND start_datetime >= @read_at::timestamptz AND start_datetime < now()))::boolean AS page_holds
FROM hackathon_view_versions WHERE hackathon_id = ANY(@hackathon_ids::bigint[]);

-- name: ListHackathonViewVersions :many
SELECT hackathon_id, version FROM hackathon_view_versions WHERE hackathon_id = ANY(@hackathon_ids::bigint[]);

-- name: AddParticipant :one
INSERT INTO participants (hackathon_id, user_id) VALUES ($1, $2)
ON CONFLICT (hackathon_id, user_id) DO UPDATE SET hackathon_id = EXCLUDED.hackathon_id
RETURNING *, (xmax = 0) AS inserted;

-- name: AddManager :exec
INSERT INTO management_team_members (hackathon_id, user_id, role) VALUES ($1, $2, 'MANAGER')
ON CONFLICT (hackathon_id, user_id) DO NOTHING;

-- name: AddMentor :exec
INSERT INTO mentors (hackathon_id, user_id) VALUES ($1, $2)
ON CONFLICT (hackathon_id, user_id) DO UPDATE SET status = 'ACTIVE';

-- name: AddJudge :exec
INSERT INTO judges (hackathon_id, user_id) VALUES ($1, $2)
ON CONFLICT (hackathon_id, user_id) DO UPDATE SET status = 'ACTIVE';

-- name: AddVolunteer :exec
INSERT INTO volunteers (hackathon_id, user_id) VALUES ($1, $2)
ON CONFLICT (hackathon_id, user_id) DO UPDATE SET status = 'ACTIVE';

-- name: ListHackathonOrganizers :many
-- The creator and managers, who hear of new participants.
SELECT DISTINCT user_id FROM hackathon_roles
WHERE hackathon_id = @hackathon_id AND role IN ('CREATOR', 'MANAGER');

-- name: ListPublicHackathonsForSitemap :many
-- The PUBLIC hackathons, for the sitemap: at most one file's worth, the newest first.
SELECT id, updated_at FROM hackathons
WHERE allowed_participants = 'PUBLIC'
ORDER BY id DESC
LIMIT @max_rows::int;
