-- name: ListIdeas :many
-- One page of a hackathon's ideas with their like counts and approval
-- state: search in the name and descriptions, optionally only one
-- creator's or one approval state's, or only those visible_to a reader
-- who does not run the hackathon; newest or most liked first.
SELECT sqlc.embed(i),
       (SELECT count(*) FROM idea_likes l WHERE l.idea_id = i.id)::int AS like_count,
       EXISTS (SELECT 1 FROM idea_likes l WHERE l.idea_id = i.id AND l.created_by = @viewer_id) AS liked_by_me,
       coalesce(a.id, 0)::bigint AS approval_id, coalesce(a.state, '')::text AS approval_state,
       count(*) OVER () AS total_count
FROM ideas i LEFT JOIN approvals a ON a.idea_id = i.id
WHERE i.hackathon_id = @hackathon_id
  AND (@search::text = '' OR i.name ILIKE '%' || @search::text || '%'
       OR i.description ILIKE '%' || @search::text || '%'
       OR i.detail_description ILIKE '%' || @search::text || '%')
  AND (sqlc.narg(created_by)::bigint IS NULL OR i.created_by = sqlc.narg(created_by)::bigint)
  AND (sqlc.narg(state)::text IS NULL OR a.state = sqlc.narg(state)::text)
  -- visible_to: only approved ideas, those without approval, and their own
  AND (sqlc.narg(visible_to)::bigint IS NULL OR a.id IS NULL OR a.state = 'APPROVED'
       OR i.created_by = sqlc.narg(visible_to)::bigint)
ORDER BY
  CASE WHEN @most_liked::boolean THEN (SELECT count(*) FROM idea_likes l WHERE l.idea_id = i.id) END DESC NULLS LAST,
  i.created_at DESC, i.id DESC
LIMIT @lim OFFSET @off;

-- name: GetIdea :one
SELECT sqlc.embed(i),
       (SELECT count(*) FROM idea_likes l WHERE l.idea_id = i.id)::int AS like_count,
       EXISTS (SELECT 1 FROM idea_likes l WHERE l.idea_id = i.id AND l.created_by = @viewer_id) AS liked_by_me,
       coalesce(a.id, 0)::bigint AS approval_id, coalesce(a.state, '')::text AS approval_state
FROM ideas i LEFT JOIN approvals a ON a.idea_id = i.id
WHERE i.id = @id;

-- name: CreateIdea :one
INSERT INTO ideas (hackathon_id, name, description, detail_description, created_by)
VALUES (@hackathon_id, @name, @description, @detail_description, @created_by) RETURNING *;

-- name: UpdateIdea :one
UPDATE ideas SET
    name = coalesce(sqlc.narg(name)::text, name),
    description = coalesce(sqlc.narg(description)::text, description),
    detail_description = coalesce(sqlc.narg(detail_description)::text, detail_description),
    updated_at = now()
WHERE id = @id RETURNING *;

-- name: DeleteIdea :execrows
DELETE FROM ideas WHERE id = @id;

-- name: LikeIdea :one
-- A second like by the same user changes nothing and returns the first.
INSERT INTO idea_likes (idea_id, created_by) VALUES (@idea_id, @created_by)
ON CONFLICT (idea_id, created_by) DO UPDATE SET idea_id = excluded.idea_id
RETURNING *;

-- name: UnlikeIdea :execrows
DELETE FROM idea_likes WHERE idea_id = @idea_id AND created_by = @created_by;

-- name: TeamsOfIdea :many
SELECT id, name FROM teams WHERE idea_id = @idea_id ORDER BY name, id;

-- name: CreateApproval :one
INSERT INTO approvals (idea_id) VALUES (@idea_id) RETURNING *;

-- name: GetApproval :one
SELECT * FROM approvals WHERE id = @id;

-- name: GetApprovalOfIdea :one
SELECT * FROM approvals WHERE idea_id = @idea_id;

-- name: SetApprovalState :one
-- Moves an approval from @old_state to @new_state; no row when it is no longer in @old_state.
UPDATE approvals SET state = @new_state::text, updated_at = now()
WHERE id = @id AND state = @old_state::text RETURNING *;

-- name: AddApprovalStateUpdate :one
INSERT INTO approval_state_updates (approval_id, new_state, comment, created_by)
VALUES (@approval_id, @new_state, @comment, @created_by) RETURNING *;

-- name: ListApprovalStateUpdates :many
SELECT * FROM approval_state_updates WHERE approval_id = @approval_id ORDER BY created_at, id;

-- name: CountPendingApprovals :one
SELECT count(*)::int FROM approvals a JOIN ideas i ON i.id = a.idea_id
WHERE i.hackathon_id = @hackathon_id AND a.state = 'PENDING';

-- name: ListAIServices :many
SELECT * FROM ai_services WHERE (@name::text = '' OR name = @name::text) ORDER BY id;

-- name: GetAIService :one
SELECT * FROM ai_services WHERE id = @id;

-- name: CreateAIQuery :one
INSERT INTO ai_queries (service_id, idea_id, created_by, request_data)
VALUES (@service_id, @idea_id, @created_by, @request_data) RETURNING *;

-- name: GetAIQuery :one
SELECT * FROM ai_queries WHERE id = @id;

-- name: GetAIQueryByUID :one
SELECT * FROM ai_queries WHERE uid = @uid;

-- name: ListAIQueriesOfIdea :many
SELECT * FROM ai_queries WHERE idea_id = @idea_id ORDER BY created_at DESC, id DESC LIMIT 50;

-- name: CountRecentAIQueries :one
-- Requests of the user, and of the idea, since @since: the limits' inputs.
SELECT count(*) FILTER (WHERE created_by = @user_id)::int AS by_user,
       count(*) FILTER (WHERE idea_id = @idea_id)::int AS of_idea
FROM ai_queries WHERE created_at >= @since AND (created_by = @user_id OR idea_id = @idea_id);

-- name: FinishAIQuery :one
-- Records the outcome once; a repeat finds no unfinished row.
UPDATE ai_queries SET response = @response, errored = @errored, success = NOT @errored::boolean, finished_at = now()
WHERE uid = @uid AND finished_at IS NULL RETURNING *;
