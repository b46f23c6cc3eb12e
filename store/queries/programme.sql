-- name: ListProgramItems :many
SELECT * FROM program_items WHERE hackathon_id = $1 ORDER BY starts_at, ends_at, id;

-- name: ListProgramItemLinks :many
-- The links of the items, each item's in order.
SELECT * FROM program_item_links WHERE program_item_id = ANY(@item_ids::bigint[]) ORDER BY program_item_id, position;

-- name: GetProgramItem :one
SELECT * FROM program_items WHERE id = $1;

-- name: CreateProgramItem :one
INSERT INTO program_items (hackathon_id, kind, name, description, starts_at, ends_at)
VALUES (@hackathon_id, @kind, @name, @description, @starts_at, @ends_at)
RETURNING *;

-- name: CreateFlaggedProgramItem :exec
-- A kickoff or closing session, unless the hackathon has one.
INSERT INTO program_items (hackathon_id, kind, name, description, starts_at, ends_at)
VALUES (@hackathon_id, @kind, @name, @description, @starts_at, @ends_at)
ON CONFLICT (hackathon_id, kind) WHERE kind <> 'SESSION' DO NOTHING;

-- name: DeleteFlaggedProgramItems :exec
-- Removes the kickoff or closing session whose flag is off.
DELETE FROM program_items p USING hackathons h
WHERE p.hackathon_id = h.id AND h.id = @hackathon_id
  AND (p.kind = 'KICKOFF' AND NOT h.has_kickoff_session OR p.kind = 'CLOSING' AND NOT h.has_closing_session);

-- name: UpdateProgramItem :one
UPDATE program_items SET name = @name, description = @description, starts_at = @starts_at, ends_at = @ends_at, updated_at = now()
WHERE id = @id
RETURNING *;

-- name: DeleteProgramItem :execrows
DELETE FROM program_items WHERE id = $1;

-- name: DeleteProgramItemLinks :exec
DELETE FROM program_item_links WHERE program_item_id = $1;

-- name: CreateProgramItemLinks :exec
INSERT INTO program_item_links (program_item_id, name, url, position)
SELECT @program_item_id, unnest(@names::text[]), unnest(@urls::text[]), generate_series(1, cardinality(@names::text[]));

-- name: ListPrizes :many
SELECT * FROM prizes WHERE hackathon_id = $1 ORDER BY position, id;

-- name: GetPrize :one
SELECT * FROM prizes WHERE id = $1;

-- name: CreatePrize :one
-- Without a position the prize comes after the others.
INSERT INTO prizes (hackathon_id, name, description, position, active)
VALUES (@hackathon_id, @name, @description,
        coalesce(sqlc.narg(position)::integer, (SELECT coalesce(max(position), 0) + 1 FROM prizes WHERE hackathon_id = @hackathon_id)),
        @active)
RETURNING *;

-- name: UpdatePrize :one
UPDATE prizes SET name = @name, description = @description, position = @position, active = @active
WHERE id = @id
RETURNING *;

-- name: DeletePrize :execrows
DELETE FROM prizes WHERE id = $1;

-- name: ListGoals :many
SELECT * FROM goals WHERE hackathon_id = $1 ORDER BY priority, id;

-- name: GetGoal :one
SELECT * FROM goals WHERE id = $1;

-- name: CreateGoal :one
-- A new goal comes last.
INSERT INTO goals (hackathon_id, name, description, priority)
VALUES (@hackathon_id, @name, @description, (SELECT coalesce(max(priority), 0) + 1 FROM goals WHERE hackathon_id = @hackathon_id))
RETURNING *;

-- name: UpdateGoal :one
UPDATE goals SET name = @name, description = @description WHERE id = @id RETURNING *;

-- name: DeleteGoal :execrows
DELETE FROM goals WHERE id = $1;

-- name: ReorderGoals :execrows
-- Gives the hackathon's goals the priorities of their places in goal_ids.
UPDATE goals g SET priority = o.priority
FROM unnest(@goal_ids::bigint[]) WITH ORDINALITY AS o(id, priority)
WHERE g.id = o.id AND g.hackathon_id = @hackathon_id;

-- name: ListHackathonResources :many
SELECT * FROM hackathon_resources WHERE hackathon_id = $1 ORDER BY id;

-- name: GetHackathonResource :one
SELECT * FROM hackathon_resources WHERE id = $1;

-- name: CreateHackathonResource :one
INSERT INTO hackathon_resources (hackathon_id, name, description, url)
VALUES (@hackathon_id, @name, @description, @url)
RETURNING *;

-- name: UpdateHackathonResource :one
UPDATE hackathon_resources SET name = @name, description = @description, url = @url WHERE id = @id RETURNING *;

-- name: DeleteHackathonResource :execrows
DELETE FROM hackathon_resources WHERE id = $1;

-- name: DeleteHackathon :execrows
-- Its rows go with it (ON DELETE CASCADE).
DELETE FROM hackathons WHERE id = $1;

