-- name: LatestTerms :one
-- The newest version by created_at, ties broken by id (SPEC 3).
SELECT * FROM terms_and_conditions WHERE hackathon_id = @hackathon_id
ORDER BY created_at DESC, id DESC LIMIT 1;

-- name: ListTerms :many
-- Every published version, newest first.
SELECT * FROM terms_and_conditions WHERE hackathon_id = @hackathon_id
ORDER BY created_at DESC, id DESC;

-- name: GetTerms :one
SELECT * FROM terms_and_conditions WHERE id = @id;

-- name: CreateTerms :one
INSERT INTO terms_and_conditions (hackathon_id, version, content_html, created_by)
VALUES (@hackathon_id, @version, @content_html, @created_by)
RETURNING *;

-- name: AcceptTerms :exec
-- Accepting twice keeps the first record.
INSERT INTO terms_acceptances (terms_and_conditions_id, user_id, ip_address, user_agent)
VALUES (@terms_id, @user_id, @ip_address, @user_agent)
ON CONFLICT (terms_and_conditions_id, user_id) DO NOTHING;

-- name: TermsAcceptanceOfUser :one
SELECT * FROM terms_acceptances WHERE terms_and_conditions_id = @terms_id AND user_id = @user_id;
