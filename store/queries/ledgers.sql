-- name: CreateLedger :one
INSERT INTO ledgers (organization_id, name, description, created_by)
VALUES (@organization_id, @name, @description, @created_by) RETURNING *;

-- name: GetLedger :one
SELECT * FROM ledgers WHERE id = @id;

-- name: ListLedgersOfUser :many
-- Ledgers of the organizations the user created or belongs to, active ones
-- first; organization_id narrows them to one organization.
SELECT l.* FROM ledgers l JOIN organizations o ON o.id = l.organization_id
WHERE (o.creator_id = @user_id OR EXISTS (
        SELECT 1 FROM organization_members m WHERE m.organization_id = o.id AND m.user_id = @user_id))
  AND (sqlc.narg(organization_id)::bigint IS NULL OR l.organization_id = sqlc.narg(organization_id)::bigint)
ORDER BY l.status, l.name, l.id;

-- name: UpdateLedger :one
UPDATE ledgers SET name = @name, description = @description, status = @status, updated_at = now()
WHERE id = @id RETURNING *;

-- name: DeleteLedger :execrows
DELETE FROM ledgers WHERE id = @id;

-- name: CreateLedgerStatusGroup :one
INSERT INTO ledger_status_groups (ledger_id, name, position)
SELECT @ledger_id, @name, coalesce(max(position), 0) + 1 FROM ledger_status_groups WHERE ledger_id = @ledger_id
RETURNING *;

-- name: GetLedgerStatusGroup :one
SELECT * FROM ledger_status_groups WHERE id = @id;

-- name: GetLedgerStatusGroupByName :one
SELECT * FROM ledger_status_groups WHERE ledger_id = @ledger_id AND name = @name;

-- name: ListLedgerStatusGroups :many
SELECT * FROM ledger_status_groups WHERE ledger_id = @ledger_id ORDER BY position, id;

-- name: RenameLedgerStatusGroup :one
UPDATE ledger_status_groups SET name = @name WHERE id = @id RETURNING *;

-- name: DeleteLedgerStatusGroup :execrows
DELETE FROM ledger_status_groups WHERE id = @id;

-- name: CreateLedgerStatus :one
INSERT INTO ledger_statuses (ledger_id, status_group_id, name, position)
SELECT @ledger_id, @status_group_id, @name, coalesce(max(position), 0) + 1 FROM ledger_statuses WHERE ledger_id = @ledger_id
RETURNING *;

-- name: GetLedgerStatus :one
SELECT * FROM ledger_statuses WHERE id = @id;

-- name: ListLedgerStatuses :many
-- In board order: by group, then by position within the ledger.
SELECT s.* FROM ledger_statuses s JOIN ledger_status_groups g ON g.id = s.status_group_id
WHERE s.ledger_id = @ledger_id ORDER BY g.position, s.position, s.id;

-- name: UpdateLedgerStatus :one
UPDATE ledger_statuses SET name = @name, status_group_id = @status_group_id WHERE id = @id RETURNING *;

-- name: DeleteLedgerStatus :execrows
DELETE FROM ledger_statuses WHERE id = @id;

-- name: CreateLedgerTag :one
INSERT INTO ledger_tags (ledger_id, name, color) VALUES (@ledger_id, @name, @color) RETURNING *;

-- name: GetLedgerTag :one
SELECT * FROM ledger_tags WHERE id = @id;

-- name: ListLedgerTags :many
SELECT * FROM ledger_tags WHERE ledger_id = @ledger_id ORDER BY name, id;

-- name: UpdateLedgerTag :one
UPDATE ledger_tags SET name = @name, color = @color WHERE id = @id RETURNING *;

-- name: DeleteLedgerTag :execrows
DELETE FROM ledger_tags WHERE id = @id;

-- name: CreateLedgerItem :one
INSERT INTO ledger_items (ledger_id, parent_id, name, description)
VALUES (@ledger_id, sqlc.narg(parent_id), @name, @description) RETURNING *;

-- name: GetLedgerItem :one
SELECT * FROM ledger_items WHERE id = @id;

-- name: ListLedgerItems :many
SELECT * FROM ledger_items WHERE ledger_id = @ledger_id ORDER BY created_at, id;

-- name: UpdateLedgerItem :one
UPDATE ledger_items SET name = @name, description = @description, parent_id = sqlc.narg(parent_id), updated_at = now()
WHERE id = @id RETURNING *;

-- name: IsInLedgerSubtree :one
-- Whether candidate is root or one of root's descendants.
WITH RECURSIVE subtree (item_id) AS (
    SELECT i.id FROM ledger_items i WHERE i.id = @root::bigint
    UNION ALL
    SELECT c.id FROM ledger_items c JOIN subtree s ON c.parent_id = s.item_id
)
SELECT EXISTS (SELECT 1 FROM subtree WHERE item_id = @candidate::bigint);

-- name: DeleteLedgerItem :execrows
DELETE FROM ledger_items WHERE id = @id;

-- name: CreateLedgerProperty :one
INSERT INTO ledger_properties (ledger_id, ledger_item_id, name, property_type, value_text, value_number, value_currency, value_status_id, linked_item_id)
VALUES (@ledger_id, @ledger_item_id, @name, @property_type, @value_text, CAST(sqlc.narg(value_number)::text AS numeric),
        sqlc.narg(value_currency), sqlc.narg(value_status_id), sqlc.narg(linked_item_id))
RETURNING id;

-- name: UpdateLedgerPropertyValue :execrows
UPDATE ledger_properties SET value_text = @value_text, value_number = CAST(sqlc.narg(value_number)::text AS numeric),
    value_currency = sqlc.narg(value_currency), value_status_id = sqlc.narg(value_status_id), linked_item_id = sqlc.narg(linked_item_id), updated_at = now()
WHERE id = @id;

-- name: GetLedgerProperty :one
SELECT * FROM ledger_property_values WHERE id = @id;

-- name: ListLedgerProperties :many
SELECT * FROM ledger_property_values WHERE ledger_id = @ledger_id ORDER BY name, id;

-- name: LedgerPropertyTypeOfName :many
-- The type the ledger's properties of that name already have (none or one).
SELECT DISTINCT property_type FROM ledger_properties WHERE ledger_id = @ledger_id AND name = @name;

-- name: DeleteLedgerProperty :execrows
DELETE FROM ledger_properties WHERE id = @id;

-- name: ListLedgerPropertyTags :many
SELECT pt.property_id, t.* FROM ledger_property_tags pt JOIN ledger_tags t ON t.id = pt.tag_id
WHERE pt.ledger_id = @ledger_id ORDER BY t.name, t.id;

-- name: ClearLedgerPropertyTags :exec
DELETE FROM ledger_property_tags WHERE property_id = @property_id;

-- name: AddLedgerPropertyTags :exec
INSERT INTO ledger_property_tags (property_id, tag_id, ledger_id)
SELECT @property_id, unnest(@tag_ids::bigint[]), @ledger_id;

-- name: LedgerStatusesInUse :one
-- Whether an item holds the status, or (group set) a status of the group.
SELECT EXISTS (
    SELECT 1 FROM ledger_properties p JOIN ledger_statuses s ON s.id = p.value_status_id
    WHERE s.id = sqlc.narg(status_id)::bigint OR s.status_group_id = sqlc.narg(status_group_id)::bigint);
