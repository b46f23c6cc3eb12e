-- name: ListHackathonMembers :many
SELECT * FROM hackathon_members
WHERE hackathon_id = @hackathon_id AND kind = @kind
  AND (sqlc.narg(status)::text IS NULL OR status = sqlc.narg(status)::text)
ORDER BY created_at, id;

-- name: GetHackathonMember :one
SELECT * FROM hackathon_members WHERE kind = @kind AND id = @id;

-- name: ListMemberEmails :many
-- Which of the addresses belong to people who already hold the role.
SELECT lower(u.email)::text FROM hackathon_members m JOIN users u ON u.id = m.user_id
WHERE m.hackathon_id = @hackathon_id AND m.kind = @kind AND lower(u.email) = ANY(@emails::text[]);

-- name: SetJudgeStatus :execrows
UPDATE judges SET status = @status WHERE id = @id;

-- name: SetMentorStatus :execrows
UPDATE mentors SET status = @status WHERE id = @id;

-- name: SetVolunteerStatus :execrows
UPDATE volunteers SET status = @status WHERE id = @id;

-- name: DeleteManager :execrows
DELETE FROM management_team_members WHERE id = @id;

-- name: DeleteJudge :execrows
DELETE FROM judges WHERE id = @id;

-- name: DeleteMentor :execrows
DELETE FROM mentors WHERE id = @id;

-- name: DeleteVolunteer :execrows
DELETE FROM volunteers WHERE id = @id;

-- name: ListOrganizationMembers :many
SELECT * FROM organization_members WHERE organization_id = @organization_id ORDER BY created_at, id;

-- name: GetOrganizationMember :one
SELECT * FROM organization_members WHERE id = @id;

-- name: ListOrganizationMemberEmails :many
SELECT lower(u.email)::text FROM organization_members m JOIN users u ON u.id = m.user_id
WHERE m.organization_id = @organization_id AND lower(u.email) = ANY(@emails::text[]);

-- name: SetOrganizationMemberRole :one
UPDATE organization_members SET role = @role WHERE id = @id RETURNING *;

-- name: DeleteOrganizationMember :execrows
DELETE FROM organization_members WHERE id = @id;

-- name: CountOrganizationOwners :one
SELECT count(*) FROM organization_members WHERE organization_id = @organization_id AND role = 'OWNER';

-- name: LockOrganization :one
-- Serialises changes of an organization's owners, and its deletion with the
-- hackathons created in it (their foreign key waits for this lock).
SELECT id FROM organizations WHERE id = @id FOR UPDATE;
