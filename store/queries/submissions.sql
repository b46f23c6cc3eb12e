-- Competition categories, submission templates and submissions (issue 12).

-- name: ListCompetitionCategories :many
-- A hackathon's categories in their order, each with its template.
SELECT c.id, c.hackathon_id, c.name, c.is_default, c.template_id, c.position, c.created_at, t.schema
FROM competition_categories c JOIN submission_templates t ON t.id = c.template_id
WHERE c.hackathon_id = @hackathon_id
ORDER BY c.position, c.id;

-- name: GetCompetitionCategory :one
SELECT c.id, c.hackathon_id, c.name, c.is_default, c.template_id, c.position, c.created_at, t.schema
FROM competition_categories c JOIN submission_templates t ON t.id = c.template_id
WHERE c.id = @id;

-- name: ListCompetitionCategoriesByIDs :many
SELECT c.id, c.hackathon_id, c.name, c.is_default, c.template_id, c.position, c.created_at, t.schema
FROM competition_categories c JOIN submission_templates t ON t.id = c.template_id
WHERE c.id = ANY(@ids::bigint[]);

-- name: CreateSubmissionTemplate :one
INSERT INTO submission_templates (hackathon_id, schema) VALUES (@hackathon_id, @schema) RETURNING *;

-- name: UpdateSubmissionTemplate :execrows
UPDATE submission_templates SET schema = @schema, updated_at = now() WHERE id = @id;

-- name: DeleteSubmissionTemplate :execrows
DELETE FROM submission_templates WHERE id = @id;

-- name: CreateCompetitionCategory :one
-- The first category of a hackathon is its default; each new one goes last.
INSERT INTO competition_categories (hackathon_id, name, template_id, is_default, position)
SELECT @hackathon_id, @name, @template_id,
    NOT EXISTS (SELECT 1 FROM competition_categories c WHERE c.hackathon_id = @hackathon_id),
    coalesce((SELECT max(c.position) + 1 FROM competition_categories c WHERE c.hackathon_id = @hackathon_id), 0)
RETURNING id;

-- name: RenameCompetitionCategory :execrows
UPDATE competition_categories SET name = @name WHERE id = @id;

-- name: LockHackathonCategories :exec
-- Serialises changes to a hackathon's categories (default, deletion).
SELECT id FROM hackathons WHERE id = @hackathon_id FOR UPDATE;

-- name: ClearDefaultCompetitionCategory :exec
UPDATE competition_categories SET is_default = false WHERE hackathon_id = @hackathon_id AND is_default;

-- name: SetDefaultCompetitionCategory :execrows
UPDATE competition_categories SET is_default = true WHERE id = @id;

-- name: DefaultFirstCompetitionCategory :exec
-- After the default was deleted, the first remaining category becomes it.
UPDATE competition_categories SET is_default = true
WHERE id = (SELECT c.id FROM competition_categories c WHERE c.hackathon_id = @hackathon_id ORDER BY c.position, c.id LIMIT 1)
  AND NOT EXISTS (SELECT 1 FROM competition_categories d WHERE d.hackathon_id = @hackathon_id AND d.is_default);

-- name: CountCategorySubmissions :one
SELECT count(*)::int FROM submissions WHERE category_id = @category_id;

-- name: DeleteCompetitionCategory :execrows
DELETE FROM competition_categories WHERE id = @id;

-- name: GetSubmission :one
SELECT * FROM submissions WHERE id = @id;

-- name: GetTeamCategorySubmission :one
SELECT * FROM submissions WHERE team_id = @team_id AND category_id = @category_id;

-- name: ListTeamSubmissions :many
-- A team's submissions in the order of their categories.
SELECT s.* FROM submissions s JOIN competition_categories c ON c.id = s.category_id
WHERE s.team_id = @team_id
ORDER BY c.position, c.id;

-- name: SaveSubmissionResponse :one
-- Creates the team's submission in the category or replaces its response.
INSERT INTO submissions (hackathon_id, team_id, category_id, response, created_by, updated_by)
VALUES (@hackathon_id, @team_id, @category_id, @response, @user_id, @user_id)
ON CONFLICT (team_id, category_id) DO UPDATE
    SET response = EXCLUDED.response, updated_by = EXCLUDED.updated_by, updated_at = now()
RETURNING *;

-- name: MarkSubmissionSubmitted :one
-- Sets the submitted flag once; no row when it was set already.
UPDATE submissions SET submitted = true, submitted_at = now(), late_submission = @late, updated_at = now()
WHERE id = @id AND NOT submitted
RETURNING *;

-- name: ListActiveTeamMemberIDs :many
SELECT user_id FROM team_members WHERE team_id = @team_id AND status = 'ACTIVE' ORDER BY user_id;
