-- name: OperatorJobs :many
-- The workflows' business records as one list of jobs (docs/decisions.md,
-- Jobs): of one hackathon, or of all when hackathon_id is null. Stuck ones
-- first, then the newest progress. Organization invites belong to no
-- hackathon and are left out.
--   LIFECYCLE     one per hackathon; stuck while marked stale since before stale_before.
--   INVITE        stuck when pending and its delivery FAILED, or SENDING since before running_before.
--   EXPORT        stuck when FAILED and no later export of the hackathon was started,
--                 or RUNNING since before running_before.
--   IDEA_APPROVAL pending approvals only; waiting for a person is not stuck.
--   AI_FEEDBACK   stuck when errored and no later query on the idea was made,
--                 or unfinished since before running_before.
--   WORKFLOW_START a start a request wrote that Temporal has not taken yet (it was
--                 down); stuck when written before stale_before.
SELECT * FROM (
    SELECT 'LIFECYCLE'::text AS kind, h.id AS record_id, h.id AS hackathon_id, h.name AS hackathon_name,
           h.id::text AS workflow_key, ''::text AS invite_kind, h.name::text AS label,
           h.phase::text AS state, ''::text AS delivery, ''::text AS error,
           coalesce(h.lifecycle_stale_since < @stale_before::timestamptz, false)::boolean AS stuck,
           h.created_at AS started_at, h.updated_at AS progress_at,
           coalesce(nxt.phase, '')::text AS next_phase, nxt.starts_at AS due_at
    FROM hackathons h
    -- The next transition: the earliest start after the current phase's.
    LEFT JOIN hackathon_phase_schedule nxt ON nxt.hackathon_id = h.id AND nxt.phase = (
        SELECT s.phase FROM hackathon_phase_schedule s
        WHERE s.hackathon_id = h.id AND s.starts_at > coalesce(
            (SELECT c.starts_at FROM hackathon_phase_schedule c WHERE c.hackathon_id = h.id AND c.phase = h.phase),
            '-infinity')
        ORDER BY s.starts_at LIMIT 1)
    WHERE sqlc.narg(hackathon_id)::bigint IS NULL OR h.id = sqlc.narg(hackathon_id)::bigint
    UNION ALL
    SELECT 'INVITE', i.id, h.id, h.name, i.uid::text, i.kind, i.email,
           i.status, i.delivery, i.delivery_error,
           i.status = 'PENDING' AND (i.delivery = 'FAILED' OR (i.delivery = 'SENDING' AND i.updated_at < @running_before::timestamptz)),
           i.created_at, i.updated_at, '', CASE WHEN i.status = 'PENDING' THEN i.expires_at END
    FROM invites i JOIN hackathons h ON h.id = i.hackathon_id
    WHERE sqlc.narg(hackathon_id)::bigint IS NULL OR i.hackathon_id = sqlc.narg(hackathon_id)::bigint
    UNION ALL
    SELECT 'EXPORT', e.id, h.id, h.name, e.uid::text, '', e.filename,
           e.state, '', e.error,
           (e.state = 'FAILED' AND NOT EXISTS (SELECT 1 FROM exports l WHERE l.hackathon_id = e.hackathon_id AND l.id > e.id))
               OR (e.state = 'RUNNING' AND e.created_at < @running_before::timestamptz),
           e.created_at, coalesce(e.finished_at, e.created_at), '', NULL
    FROM exports e JOIN hackathons h ON h.id = e.hackathon_id
    WHERE sqlc.narg(hackathon_id)::bigint IS NULL OR e.hackathon_id = sqlc.narg(hackathon_id)::bigint
    UNION ALL
    SELECT 'IDEA_APPROVAL', a.id, h.id, h.name, i.id::text, '', i.name,
           a.state, '', '', false,
           a.created_at, a.updated_at, '', NULL
    FROM approvals a JOIN ideas i ON i.id = a.idea_id JOIN hackathons h ON h.id = i.hackathon_id
    WHERE a.state = 'PENDING' AND (sqlc.narg(hackathon_id)::bigint IS NULL OR i.hackathon_id = sqlc.narg(hackathon_id)::bigint)
    UNION ALL
    SELECT 'AI_FEEDBACK', q.id, h.id, h.name, q.uid::text, '', i.name,
           CASE WHEN q.errored THEN 'FAILED' WHEN q.finished_at IS NOT NULL THEN 'DONE' ELSE 'RUNNING' END,
           '', CASE WHEN q.errored THEN coalesce(q.response, '') ELSE '' END,
           (q.errored AND NOT EXISTS (SELECT 1 FROM ai_queries l WHERE l.idea_id = q.idea_id AND l.id > q.id))
               OR (q.finished_at IS NULL AND q.created_at < @running_before::timestamptz),
           q.created_at, coalesce(q.finished_at, q.created_at), '', NULL
    FROM ai_queries q JOIN ideas i ON i.id = q.idea_id JOIN hackathons h ON h.id = i.hackathon_id
    WHERE sqlc.narg(hackathon_id)::bigint IS NULL OR i.hackathon_id = sqlc.narg(hackathon_id)::bigint
    UNION ALL
    SELECT 'WORKFLOW_START', w.id, h.id, h.name, w.workflow_id, '', w.summary,
           'WAITING', '', w.last_error,
           w.created_at < @stale_before::timestamptz,
           w.created_at, w.created_at, '', NULL
    FROM workflow_starts w JOIN hackathons h ON h.id = w.hackathon_id
    WHERE sqlc.narg(hackathon_id)::bigint IS NULL OR w.hackathon_id = sqlc.narg(hackathon_id)::bigint
) jobs
WHERE NOT @stuck_only::boolean OR jobs.stuck
ORDER BY jobs.stuck DESC, jobs.progress_at DESC, jobs.kind, jobs.record_id DESC
LIMIT @max_jobs;
