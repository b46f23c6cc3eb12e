-- The user and profile reads of SPEC 7.2 (profiles, user profile, account,
-- user roles, auth users).

-- name: GetHackathonProfileByID :one
SELECT * FROM hackathon_profiles WHERE id = @id;

-- name: ListHackathonProfiles :many
-- Oldest first; user_id narrows to one user's profile.
SELECT sqlc.embed(p), count(*) OVER () AS total_count
FROM hackathon_profiles p
WHERE (sqlc.narg(user_id)::bigint IS NULL OR p.user_id = sqlc.narg(user_id)::bigint)
ORDER BY p.id
LIMIT @page_size OFFSET @page_offset;

-- name: SharesHackathon :one
-- Whether two users hold a role (banned participants excepted) in one
-- hackathon.
SELECT EXISTS (
    SELECT 1 FROM hackathon_roles a JOIN hackathon_roles b ON b.hackathon_id = a.hackathon_id
    WHERE a.user_id = @viewer_id AND b.user_id = @user_id
      AND a.role <> 'BANNED' AND b.role <> 'BANNED'
);

-- name: ListAuthUsers :many
-- By id; after/before are ids (exclusive), id picks one user. Ascending,
-- or descending for the last page (the caller reverses it).
SELECT u.*
FROM users u
WHERE (sqlc.narg(only_id)::bigint IS NULL OR u.id = sqlc.narg(only_id)::bigint)
  AND (sqlc.narg(after_id)::bigint IS NULL OR u.id > sqlc.narg(after_id)::bigint)
  AND (sqlc.narg(before_id)::bigint IS NULL OR u.id < sqlc.narg(before_id)::bigint)
ORDER BY CASE WHEN @descending::boolean THEN -u.id ELSE u.id END
LIMIT @page_size OFFSET @page_offset;

-- name: CountAuthUsers :one
SELECT count(*) FROM users u
WHERE (sqlc.narg(only_id)::bigint IS NULL OR u.id = sqlc.narg(only_id)::bigint)
  AND (sqlc.narg(after_id)::bigint IS NULL OR u.id > sqlc.narg(after_id)::bigint)
  AND (sqlc.narg(before_id)::bigint IS NULL OR u.id < sqlc.narg(before_id)::bigint);
