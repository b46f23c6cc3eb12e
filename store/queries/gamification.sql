-- name: ListCompetitions :many
SELECT * FROM competitions WHERE hackathon_id = $1 ORDER BY id;

-- name: GetCompetition :one
SELECT * FROM competitions WHERE id = $1;

-- name: CreateCompetition :one
INSERT INTO competitions (hackathon_id, name, description) VALUES (@hackathon_id, @name, @description) RETURNING *;

-- name: UpdateCompetition :one
UPDATE competitions SET name = @name, description = @description WHERE id = @id RETURNING *;

-- name: DeleteCompetition :execrows
DELETE FROM competitions WHERE id = $1;

-- name: ListScorableItems :many
-- The items of the competitions, each competition's in order of creation.
SELECT * FROM scorable_items WHERE competition_id = ANY(@competition_ids::bigint[]) ORDER BY competition_id, id;

-- name: GetScorableItem :one
SELECT * FROM scorable_items WHERE id = $1;

-- name: CreateScorableItem :one
INSERT INTO scorable_items (competition_id, name, description, max_score)
VALUES (@competition_id, @name, @description, @max_score) RETURNING *;

-- name: UpdateScorableItem :one
UPDATE scorable_items SET name = @name, description = @description, max_score = @max_score WHERE id = @id RETURNING *;

-- name: DeleteScorableItem :execrows
DELETE FROM scorable_items WHERE id = $1;

-- name: MaxCurrentScoreOfItem :one
-- The highest score the item's participants hold now (0 without any).
SELECT coalesce(max(s.score), 0)::integer FROM (
    SELECT DISTINCT ON (participant_id) score FROM scores
    WHERE scorable_item_id = $1 ORDER BY participant_id, id DESC
) s;

-- name: LatestScore :one
-- The participant's score for the item now: its latest entry.
SELECT * FROM scores WHERE scorable_item_id = @scorable_item_id AND participant_id = @participant_id
ORDER BY id DESC LIMIT 1;

-- name: GetScore :one
SELECT * FROM scores WHERE id = $1;

-- name: InsertScore :one
INSERT INTO scores (competition_id, scorable_item_id, participant_id, score, corrects_id, reason, awarded_by)
VALUES (@competition_id, @scorable_item_id, @participant_id, @score, sqlc.narg(corrects_id), sqlc.narg(reason), sqlc.narg(awarded_by))
RETURNING *;

-- name: ListScores :many
-- The competition's score log, newest first: every entry with its
-- participant's and awarder's names.
SELECT sqlc.embed(s), u.first_name, u.last_name,
       coalesce(a.first_name, '')::text AS awarder_first_name, coalesce(a.last_name, '')::text AS awarder_last_name
FROM scores s
JOIN participants p ON p.id = s.participant_id
JOIN users u ON u.id = p.user_id
LEFT JOIN users a ON a.id = s.awarded_by
WHERE s.competition_id = @competition_id
  AND (sqlc.narg(participant_id)::bigint IS NULL OR s.participant_id = sqlc.narg(participant_id)::bigint)
ORDER BY s.id DESC
LIMIT @lim;

-- name: LastScoreID :one
SELECT coalesce(max(id), 0)::bigint FROM scores WHERE competition_id = $1;

-- name: LeaderboardTotals :many
-- Every scored participant's total (the sum of their latest entry per
-- item), ranked: ties share a rank (1, 1, 3). Banned participants leave
-- the board.
WITH current AS (
    SELECT DISTINCT ON (s.scorable_item_id, s.participant_id) s.participant_id, s.score
    FROM scores s WHERE s.competition_id = @competition_id AND s.id <= @upto_id
    ORDER BY s.scorable_item_id, s.participant_id, s.id DESC
), totals AS (
    SELECT participant_id, sum(score)::integer AS total FROM current GROUP BY participant_id
)
SELECT (rank() OVER (ORDER BY t.total DESC))::integer AS rank, t.participant_id, t.total,
       p.user_id, u.first_name, u.last_name
FROM totals t
JOIN participants p ON p.id = t.participant_id AND NOT p.banned
JOIN users u ON u.id = p.user_id
ORDER BY t.total DESC, lower(u.first_name || ' ' || u.last_name), t.participant_id;

-- name: SearchContestants :many
-- Participants to score, found by name: not banned.
SELECT p.id, u.first_name, u.last_name
FROM participants p JOIN users u ON u.id = p.user_id
WHERE p.hackathon_id = @hackathon_id AND NOT p.banned
  AND (@search::text = '' OR (u.first_name || ' ' || u.last_name) ILIKE '%' || @search::text || '%')
ORDER BY lower(u.first_name || ' ' || u.last_name), p.id
LIMIT @lim;
