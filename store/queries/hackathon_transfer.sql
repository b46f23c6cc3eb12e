-- name: TransferHackathonCreator :one
-- The creator hands the hackathon to a member of its organizing team, who
-- leaves the team (the creator role includes it) while the former creator
-- joins it.
UPDATE hackathons SET creator_id = @new_creator_id, updated_at = now()
WHERE id = @id AND creator_id = @creator_id
RETURNING *;

-- name: RemoveManagerByUser :execrows
DELETE FROM management_team_members WHERE hackathon_id = @hackathon_id AND user_id = @user_id;
