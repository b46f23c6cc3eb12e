-- name: WriteWorkflowStart :exec
-- A start already waiting under the same workflow ID is enough: it joins
-- or reruns the same workflow.
INSERT INTO workflow_starts (workflow_id, workflow_type, input, summary, details, memo,
                             hackathon_id, organization_id, owner_name, rerun)
VALUES (@workflow_id, @workflow_type, @input, @summary, @details, @memo,
        sqlc.narg(hackathon_id), sqlc.narg(organization_id), @owner_name, @rerun)
ON CONFLICT (workflow_id) DO NOTHING;

-- name: ClaimWorkflowStart :one
UPDATE workflow_starts
SET claimed_until = now() + make_interval(secs => @claim_seconds::float8), attempts = attempts + 1
WHERE workflow_id = @workflow_id AND claimed_until < now()
RETURNING *;

-- name: ClaimDueWorkflowStarts :many
UPDATE workflow_starts
SET claimed_until = now() + make_interval(secs => @claim_seconds::float8), attempts = attempts + 1
WHERE id IN (SELECT w.id FROM workflow_starts w
             WHERE w.claimed_until < now() AND w.created_at < @written_before
             ORDER BY w.created_at
             LIMIT @max_rows
             FOR UPDATE SKIP LOCKED)
RETURNING *;

-- name: DeleteWorkflowStart :exec
DELETE FROM workflow_starts WHERE id = @id;

-- name: FailWorkflowStart :exec
UPDATE workflow_starts
SET claimed_until = now() + make_interval(secs => @retry_seconds::float8),
    last_error = CASE WHEN @last_error::text = '' THEN last_error ELSE @last_error::text END
WHERE id = @id;

-- name: CountWorkflowStarts :one
SELECT count(*) FROM workflow_starts;
