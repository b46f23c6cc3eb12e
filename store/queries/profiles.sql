-- name: EnsureHackathonProfile :one
INSERT INTO hackathon_profiles (user_id) VALUES ($1)
ON CONFLICT (user_id) DO UPDATE SET user_id = EXCLUDED.user_id
RETURNING *;

-- name: UpdateHackathonProfile :one
UPDATE hackathon_profiles
SET github_url = $2, offerzen_url = $3, linkedin_url = $4, city = $5, bio = $6
WHERE id = $1
RETURNING *;

-- name: ListSkills :many
SELECT * FROM skills ORDER BY name;

-- name: ListProfileSkills :many
SELECT ps.profile_id, s.id, s.name FROM hackathon_profile_skills ps
JOIN skills s ON s.id = ps.skill_id
WHERE ps.profile_id = ANY(@profile_ids::bigint[])
ORDER BY s.name;

-- name: ClearProfileSkills :exec
DELETE FROM hackathon_profile_skills WHERE profile_id = $1;

-- name: AddProfileSkills :execrows
INSERT INTO hackathon_profile_skills (profile_id, skill_id)
SELECT @profile_id, s.id FROM skills s WHERE s.id = ANY(@skill_ids::bigint[])
ON CONFLICT DO NOTHING;

-- name: DeleteHackathonProfile :exec
-- Its skills go with it (ON DELETE CASCADE); the next read makes an empty one.
DELETE FROM hackathon_profiles WHERE user_id = $1;
