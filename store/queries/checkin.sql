-- name: CreateServerKey :exec
-- The first caller's random key wins; later ones keep it.
INSERT INTO server_keys (name, key) VALUES (@name, @key) ON CONFLICT (name) DO NOTHING;

-- name: GetServerKey :one
SELECT key FROM server_keys WHERE name = @name;

-- name: ListCheckInRecipients :many
-- The participants to e-mail their check-in code: all of the hackathon's
-- (participant_id 0) or one, never a banned one.
SELECT p.id AS participant_id, u.email, u.first_name
FROM participants p JOIN users u ON u.id = p.user_id
WHERE p.hackathon_id = @hackathon_id AND NOT p.banned
  AND (@participant_id::bigint = 0 OR p.id = @participant_id)
ORDER BY p.id;
