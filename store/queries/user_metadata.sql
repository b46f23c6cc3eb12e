-- name: SaveUserMetadata :one
-- Stores the user's answers of one type, replacing earlier ones.
INSERT INTO user_metadata (user_id, metadata_type, value)
VALUES (@user_id, @metadata_type, @value)
ON CONFLICT (user_id, metadata_type) DO UPDATE SET value = EXCLUDED.value, updated_at = now()
RETURNING *;

-- name: ListUserMetadata :many
SELECT * FROM user_metadata WHERE user_id = $1 ORDER BY metadata_type;
