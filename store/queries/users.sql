-- name: CreateUser :one
INSERT INTO users (username, email, first_name, last_name, password_hash)
VALUES ($1, $2, $3, $4, $5)
RETURNING *;

-- name: GetUser :one
SELECT * FROM users WHERE id = $1;

-- name: GetUserByUsername :one
SELECT * FROM users WHERE lower(username) = lower(@username);

-- name: GetUserByEmail :one
SELECT * FROM users WHERE lower(email) = lower(@email);

-- name: UpdateUserAccount :one
-- The username is the e-mail (SPEC 5), so it follows a change of address.
UPDATE users SET first_name = $2, last_name = $3, email = @email, username = @email, updated_at = now()
WHERE id = $1
RETURNING *;

-- name: SetUserPassword :exec
UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1;

-- name: AddUserRole :exec
INSERT INTO user_roles (user_id, role_id)
SELECT $1, id FROM roles WHERE name = @role_name
ON CONFLICT DO NOTHING;

-- name: ListUsersByIDs :many
SELECT * FROM users WHERE id = ANY(@ids::bigint[]);

-- name: ListRolesOfUsers :many
SELECT ur.user_id, r.id, r.name, r.friendly_name FROM roles r
JOIN user_roles ur ON ur.role_id = r.id
WHERE ur.user_id = ANY(@user_ids::bigint[])
ORDER BY r.id;
