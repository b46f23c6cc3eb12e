-- name: ListRatingTemplates :many
-- The hackathon's templates of a family, the system one first.
SELECT * FROM rating_templates WHERE hackathon_id = @hackathon_id AND family = @family
ORDER BY is_system DESC, id;

-- name: GetRatingTemplate :one
SELECT * FROM rating_templates WHERE id = $1;

-- name: CreateRatingTemplate :one
INSERT INTO rating_templates (hackathon_id, family, name, finalizable)
VALUES (@hackathon_id, @family, @name, @finalizable) RETURNING *;

-- name: UpdateRatingTemplate :one
UPDATE rating_templates SET name = @name, finalizable = @finalizable WHERE id = @id RETURNING *;

-- name: DeleteRatingTemplate :execrows
-- System templates stay.
DELETE FROM rating_templates WHERE id = $1 AND NOT is_system;

-- name: ListRatingItemTemplates :many
SELECT * FROM rating_item_templates WHERE rating_template_id = ANY(@template_ids::bigint[]) ORDER BY rating_template_id, id;

-- name: GetRatingItemTemplate :one
SELECT * FROM rating_item_templates WHERE id = $1;

-- name: CreateRatingItemTemplate :one
INSERT INTO rating_item_templates (rating_template_id, name, description, rating_type, max_score)
VALUES (@rating_template_id, @name, @description, @rating_type, @max_score) RETURNING *;

-- name: UpdateRatingItemTemplate :one
UPDATE rating_item_templates SET name = @name, description = @description, rating_type = @rating_type, max_score = @max_score
WHERE id = @id RETURNING *;

-- name: DeleteRatingItemTemplate :execrows
DELETE FROM rating_item_templates WHERE id = $1;

-- name: HasRatingItemTemplates :one
-- Whether any template of the family in the hackathon has criteria.
SELECT EXISTS (
    SELECT 1 FROM rating_item_templates it JOIN rating_templates t ON t.id = it.rating_template_id
    WHERE t.hackathon_id = @hackathon_id AND t.family = @family
);

-- name: MaxItemScoreGiven :one
-- The highest score given for the criterion (0 without any).
SELECT coalesce(max(score), 0)::float8 FROM rating_items WHERE rating_item_template_id = $1;

-- name: GetRating :one
SELECT * FROM ratings WHERE id = $1;

-- name: FindRating :one
-- The rater's rating of the person or team against the template.
SELECT * FROM ratings
WHERE rating_template_id = @rating_template_id AND rater_id = @rater_id
  AND rated_participant_id IS NOT DISTINCT FROM sqlc.narg(rated_participant_id)::bigint
  AND rated_team_id IS NOT DISTINCT FROM sqlc.narg(rated_team_id)::bigint
FOR UPDATE;

-- name: InsertRating :one
INSERT INTO ratings (rating_template_id, hackathon_id, family, rater_id, rated_participant_id, rated_team_id, finalized)
VALUES (@rating_template_id, @hackathon_id, @family, @rater_id, sqlc.narg(rated_participant_id), sqlc.narg(rated_team_id), @finalized)
RETURNING *;

-- name: UpdateRatingState :one
UPDATE ratings SET finalized = @finalized, updated_at = now() WHERE id = @id AND NOT finalized RETURNING *;

-- name: UpsertRatingItem :exec
INSERT INTO rating_items (rating_id, rating_item_template_id, criterion, rating_type, score, rating_text)
VALUES (@rating_id, @rating_item_template_id, @criterion, @rating_type, sqlc.narg(score), sqlc.narg(rating_text))
ON CONFLICT (rating_id, rating_item_template_id)
DO UPDATE SET criterion = EXCLUDED.criterion, rating_type = EXCLUDED.rating_type, score = EXCLUDED.score, rating_text = EXCLUDED.rating_text;

-- name: ListRatingItems :many
SELECT id, rating_id, rating_item_template_id, criterion, rating_type, score, rating_text
FROM rating_items WHERE rating_id = ANY(@rating_ids::bigint[]) ORDER BY rating_id, id;

-- name: ListMyRatings :many
-- The ratings the rater gave in the hackathon's family, with the names of
-- whom they rate.
SELECT sqlc.embed(r), coalesce(u.first_name, '')::text AS rated_first_name, coalesce(u.last_name, '')::text AS rated_last_name,
       coalesce(t.name, '')::text AS rated_team_name
FROM ratings r
LEFT JOIN participants p ON p.id = r.rated_participant_id
LEFT JOIN users u ON u.id = p.user_id
LEFT JOIN teams t ON t.id = r.rated_team_id
WHERE r.hackathon_id = @hackathon_id AND r.family = @family AND r.rater_id = @rater_id
ORDER BY r.id;

-- name: TalentRatingItems :many
-- Every item of the hackathon's talent ratings with its rating's rater and
-- rated participant and its criterion's maximum. The talent screen filters
-- and aggregates them; TalentRatingNames names the people. What is gone or
-- not given comes as 0 (ids and maxima start at 1), -1 (scores start at 0)
-- or '' instead of null: the screen reads 8,000 rows at once, and a
-- nullable column costs an allocation per row (make bench-ratings).
SELECT ri.id, ri.rating_id, r.finalized,
       coalesce(r.rater_id, 0)::bigint AS rater_id,
       coalesce(r.rated_participant_id, 0)::bigint AS rated_participant_id,
       coalesce(ri.rating_item_template_id, 0)::bigint AS rating_item_template_id,
       ri.criterion, ri.rating_type,
       coalesce(it.max_score, 0)::integer AS max_score,
       coalesce(ri.score, -1)::float8 AS score,
       coalesce(ri.rating_text, '')::text AS rating_text
FROM ratings r
JOIN rating_items ri ON ri.rating_id = r.id
LEFT JOIN rating_item_templates it ON it.id = ri.rating_item_template_id
WHERE r.hackathon_id = @hackathon_id AND r.family = 'TALENT'
ORDER BY ri.id;

-- name: TalentRatingNames :many
-- The names of the hackathon's talent raters (users) and of the
-- participants they rated, each once; rater tells which of the two an id is.
SELECT DISTINCT true AS rater, u.id, u.first_name, u.last_name
FROM ratings r JOIN users u ON u.id = r.rater_id
WHERE r.hackathon_id = @hackathon_id AND r.family = 'TALENT'
UNION ALL
SELECT DISTINCT false, p.id, u.first_name, u.last_name
FROM ratings r JOIN participants p ON p.id = r.rated_participant_id JOIN users u ON u.id = p.user_id
WHERE r.hackathon_id = @hackathon_id AND r.family = 'TALENT';

-- name: RatingAggregatesAbout :many
-- The numeric criteria of the ratings of one family about a participant:
-- the average, the number of ratings and the maximum; never who gave them.
SELECT ri.criterion, coalesce(max(it.max_score), 10)::integer AS max_score,
       avg(ri.score)::float8 AS average, count(DISTINCT r.id)::integer AS ratings
FROM ratings r
JOIN rating_items ri ON ri.rating_id = r.id
LEFT JOIN rating_item_templates it ON it.id = ri.rating_item_template_id
WHERE r.rated_participant_id = @participant_id AND r.family = @family
  AND ri.rating_type = 'NUMERIC' AND ri.score IS NOT NULL AND r.rater_id IS NOT NULL
GROUP BY ri.criterion
ORDER BY min(ri.id);

-- name: PitchAggregates :many
-- Per team and numeric criterion of the hackathon's elevator-pitch ratings:
-- the average and the number of ratings.
SELECT t.id AS team_id, t.name AS team_name, ri.criterion, coalesce(max(it.max_score), 10)::integer AS max_score,
       avg(ri.score)::float8 AS average, count(DISTINCT r.id)::integer AS ratings
FROM ratings r
JOIN teams t ON t.id = r.rated_team_id
JOIN rating_items ri ON ri.rating_id = r.id
LEFT JOIN rating_item_templates it ON it.id = ri.rating_item_template_id
WHERE r.hackathon_id = @hackathon_id AND r.family = 'ELEVATOR_PITCH'
  AND ri.rating_type = 'NUMERIC' AND ri.score IS NOT NULL
GROUP BY t.id, t.name, ri.criterion
ORDER BY lower(t.name), t.id, min(ri.id);

-- name: ActiveTeamOf :one
-- The participant's active team in the hackathon (no rows without one).
SELECT team_id FROM team_members WHERE hackathon_id = @hackathon_id AND user_id = @user_id AND status = 'ACTIVE';

-- name: RateableParticipant :one
-- A participant of the hackathon, not banned, with their user.
SELECT p.id, p.user_id, u.first_name, u.last_name
FROM participants p JOIN users u ON u.id = p.user_id
WHERE p.id = @id AND p.hackathon_id = @hackathon_id AND NOT p.banned;

-- name: ParticipantIDOf :one
SELECT id FROM participants WHERE hackathon_id = @hackathon_id AND user_id = @user_id AND NOT banned;

-- name: RateableParticipants :many
-- The hackathon's participants (not banned) by name: those mentors rate.
SELECT p.id, p.user_id, u.first_name, u.last_name
FROM participants p JOIN users u ON u.id = p.user_id
WHERE p.hackathon_id = @hackathon_id AND NOT p.banned
ORDER BY lower(u.first_name || ' ' || u.last_name), p.id;

-- name: TeammatesOf :many
-- The caller's active teammates who are participants (not banned), without the caller.
SELECT p.id, p.user_id, u.first_name, u.last_name
FROM team_members me
JOIN team_members m ON m.team_id = me.team_id AND m.status = 'ACTIVE' AND m.user_id <> me.user_id
JOIN participants p ON p.hackathon_id = me.hackathon_id AND p.user_id = m.user_id AND NOT p.banned
JOIN users u ON u.id = m.user_id
WHERE me.hackathon_id = @hackathon_id AND me.user_id = @user_id AND me.status = 'ACTIVE'
ORDER BY lower(u.first_name || ' ' || u.last_name), p.id;

-- name: GetTeamInHackathon :one
SELECT id, name FROM teams WHERE id = @id AND hackathon_id = @hackathon_id;
