-- name: CreateOrganization :one
INSERT INTO organizations (name, creator_id) VALUES ($1, $2) RETURNING *;

-- name: AddOrganizationMember :exec
INSERT INTO organization_members (organization_id, user_id, role) VALUES ($1, $2, $3)
ON CONFLICT (organization_id, user_id) DO UPDATE SET role = EXCLUDED.role;

-- name: ListOrganizationsOfUser :many
-- Organizations the user created, or (associated) is a member of.
SELECT o.* FROM organizations o
WHERE o.creator_id = @user_id
   OR (@associated::boolean AND EXISTS (
        SELECT 1 FROM organization_members m WHERE m.organization_id = o.id AND m.user_id = @user_id))
ORDER BY o.name, o.id;

-- name: ListOrganizationsByIDs :many
SELECT * FROM organizations WHERE id = ANY(@ids::bigint[]);

-- name: ListMembershipRoles :many
SELECT organization_id, role FROM organization_members
WHERE user_id = @user_id AND organization_id = ANY(@organization_ids::bigint[]);

-- name: UpdateOrganization :one
UPDATE organizations SET name = @name, description = @description WHERE id = @id RETURNING *;

-- name: ListOrganizationHackathonNames :many
SELECT name FROM hackathons WHERE organization_id = $1 ORDER BY start_datetime, id;

-- name: DeleteOrganization :exec
DELETE FROM organizations WHERE id = $1;
