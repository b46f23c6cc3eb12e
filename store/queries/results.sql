-- name: GetHackathonResults :one
-- The hackathon's publication and gallery switch; no row: neither yet.
SELECT * FROM hackathon_results WHERE hackathon_id = $1;

-- name: PublishHackathonResults :one
-- Publishes once: no row comes back when they were published before.
INSERT INTO hackathon_results (hackathon_id, published_at, published_by)
VALUES (@hackathon_id, now(), @published_by)
ON CONFLICT (hackathon_id) DO UPDATE SET published_at = now(), published_by = EXCLUDED.published_by
    WHERE hackathon_results.published_at IS NULL
RETURNING *;

-- name: SetHackathonGallery :one
INSERT INTO hackathon_results (hackathon_id, gallery_enabled) VALUES (@hackathon_id, @enabled)
ON CONFLICT (hackathon_id) DO UPDATE SET gallery_enabled = EXCLUDED.gallery_enabled
RETURNING *;

-- name: SetPrizeWinner :execrows
-- A prize of the hackathon goes to one of its submitted submissions.
UPDATE prizes p SET submission_id = @submission_id
WHERE p.id = @prize_id AND p.hackathon_id = @hackathon_id
  AND EXISTS (SELECT 1 FROM submissions s WHERE s.id = @submission_id AND s.hackathon_id = @hackathon_id AND s.submitted);

-- name: GiveTeamGalleryConsent :exec
INSERT INTO team_gallery_consents (team_id, consented_by) VALUES (@team_id, @consented_by)
ON CONFLICT (team_id) DO NOTHING;

-- name: WithdrawTeamGalleryConsent :exec
DELETE FROM team_gallery_consents WHERE team_id = $1;

-- name: HasTeamGalleryConsent :one
SELECT EXISTS (SELECT 1 FROM team_gallery_consents WHERE team_id = $1) AS consent;

-- name: ListGallerySubmissions :many
-- The submitted submissions of the consenting teams, by category then team.
SELECT sqlc.embed(s), t.name AS team_name, c.name AS category_name, tpl.schema AS template_schema
FROM submissions s
JOIN teams t ON t.id = s.team_id
JOIN team_gallery_consents g ON g.team_id = s.team_id
JOIN competition_categories c ON c.id = s.category_id
JOIN submission_templates tpl ON tpl.id = c.template_id
WHERE s.hackathon_id = @hackathon_id AND s.submitted
ORDER BY c.position, c.id, t.name, s.id;
