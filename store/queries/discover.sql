-- name: SearchPublicHackathonIDs :many
-- One page of discover's search (issue 33): public hackathons whose name,
-- organization's name and description together match the search
-- (websearch syntax, through hackathon_search's index; empty: all), narrowed by phase, status, a date range the hackathon runs in
-- at some point, and organization (null: any). SOONEST is the DISCOVER
-- list's order (running and upcoming by start, then ended ones, latest
-- first); NEWEST and MOST_PARTICIPANTS come before it. With the dates,
-- where statuses change by the clock, and the list's version and the time
-- read, which tell DiscoverPageVersions whether the page still holds.
SELECT h.id, hackathon_view_version(h.id) AS view_version, count(*) OVER () AS total_count,
    h.start_datetime, h.end_datetime,
    (SELECT list_version FROM public_hackathon_count) AS list_version,
    now()::timestamptz AS read_at
FROM hackathons h
WHERE h.allowed_participants = 'PUBLIC'
  AND (@search::text = '' OR h.id IN (
       SELECT s.hackathon_id FROM hackathon_search s
       WHERE s.document @@ websearch_to_tsquery('english', @search::text)))
  AND (sqlc.narg(phase)::text IS NULL OR h.phase = sqlc.narg(phase)::text)
  AND CASE sqlc.narg(status)::text
      WHEN 'UPCOMING' THEN now() < h.start_datetime
      WHEN 'RUNNING' THEN h.start_datetime <= now() AND now() < h.end_datetime
      WHEN 'ENDED' THEN h.end_datetime <= now()
      ELSE true
  END
  AND (sqlc.narg(runs_from)::timestamptz IS NULL OR h.end_datetime >= sqlc.narg(runs_from)::timestamptz)
  AND (sqlc.narg(runs_to)::timestamptz IS NULL OR h.start_datetime <= sqlc.narg(runs_to)::timestamptz)
  AND (sqlc.narg(organization_id)::bigint IS NULL OR h.organization_id = sqlc.narg(organization_id)::bigint)
ORDER BY
  CASE WHEN @sort::text = 'MOST_PARTICIPANTS'
       THEN (SELECT count(*) FROM participants p WHERE p.hackathon_id = h.id AND NOT p.banned) END DESC NULLS LAST,
  CASE WHEN @sort::text = 'NEWEST' THEN h.created_at END DESC NULLS LAST,
  h.end_datetime < now(),
  CASE WHEN h.end_datetime >= now() THEN h.start_datetime END,
  h.end_datetime DESC, h.id
LIMIT @page_size OFFSET @page_offset;

-- name: HackathonCounts :many
-- What discover's cards and the hackathon's page count, for any number of
-- hackathons in one statement: participants (banned ones left out), teams
-- and active prizes.
SELECT h.id,
    (SELECT count(*) FROM participants p WHERE p.hackathon_id = h.id AND NOT p.banned)::int AS participants,
    (SELECT count(*) FROM teams t WHERE t.hackathon_id = h.id)::int AS teams,
    (SELECT count(*) FROM prizes z WHERE z.hackathon_id = h.id AND z.active)::int AS prizes
FROM hackathons h
WHERE h.id = ANY(@hackathon_ids::bigint[]);

-- name: ListUpcomingProgramItems :many
-- The schedule's next items: those not over yet, by start.
SELECT * FROM program_items
WHERE hackathon_id = @hackathon_id AND ends_at > now()
ORDER BY starts_at, ends_at, id
LIMIT @max_items;

-- name: ListActiveMemberUsers :many
-- The users holding an ACTIVE role of the kind in the hackathon, by when they got it.
SELECT sqlc.embed(u) FROM hackathon_members m JOIN users u ON u.id = m.user_id
WHERE m.hackathon_id = @hackathon_id AND m.kind = @kind AND m.status = 'ACTIVE'
ORDER BY m.created_at, m.id;
