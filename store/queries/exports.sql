-- name: CreateExport :one
INSERT INTO exports (hackathon_id, requester_id, filename, expires_at)
VALUES (@hackathon_id, @requester_id, @filename, @expires_at) RETURNING *;

-- name: ExportByUID :one
SELECT sqlc.embed(e), h.name AS hackathon_name
FROM exports e JOIN hackathons h ON h.id = e.hackathon_id WHERE e.uid = @uid;

-- name: ExportByID :one
SELECT sqlc.embed(e), h.name AS hackathon_name
FROM exports e JOIN hackathons h ON h.id = e.hackathon_id WHERE e.id = @id;

-- name: RestartExport :one
-- A new attempt of the writing activity starts the file again.
UPDATE exports e SET rows_written = 0, bytes = 0,
    rows_total = (SELECT count(*) FROM participants p WHERE p.hackathon_id = e.hackathon_id)
WHERE e.id = @id AND e.state = 'RUNNING' RETURNING e.*;

-- name: DeleteExportChunks :exec
DELETE FROM export_chunks WHERE export_id = @export_id;

-- name: AddExportChunk :exec
INSERT INTO export_chunks (export_id, seq, data) VALUES (@export_id, @seq, @data);

-- name: SetExportProgress :exec
UPDATE exports SET rows_written = @rows_written WHERE id = @id AND state = 'RUNNING';

-- name: FinishExport :execrows
UPDATE exports SET state = 'DONE', rows_written = @rows_written, bytes = @bytes, finished_at = now()
WHERE id = @id AND state = 'RUNNING';

-- name: FailExport :execrows
UPDATE exports SET state = 'FAILED', error = @error, finished_at = now()
WHERE id = @id AND state = 'RUNNING';

-- name: ExpireExport :execrows
UPDATE exports SET state = 'EXPIRED' WHERE id = @id AND state = 'DONE';

-- name: ExportChunk :one
SELECT data FROM export_chunks WHERE export_id = @export_id AND seq = @seq;

-- name: ExportParticipantRows :many
-- One page of the export, after the participant id of the last page.
SELECT * FROM participant_export_rows
WHERE hackathon_id = @hackathon_id AND participant_id > @after_id
ORDER BY participant_id LIMIT @lim;

-- name: ListJobs :many
-- The requester's finished exports, newest first: their inbox jobs.
SELECT sqlc.embed(e), h.name AS hackathon_name, count(*) OVER () AS total_count
FROM exports e JOIN hackathons h ON h.id = e.hackathon_id
WHERE e.requester_id = @requester_id AND e.state <> 'RUNNING'
ORDER BY e.created_at DESC, e.id DESC
LIMIT @page_size OFFSET @page_offset;

-- name: CountUnreadJobs :one
SELECT count(*) FROM exports WHERE requester_id = @requester_id AND state <> 'RUNNING' AND NOT is_read;

-- name: ToggleJobRead :one
UPDATE exports SET is_read = NOT is_read
WHERE id = @id AND requester_id = @requester_id AND state <> 'RUNNING' RETURNING is_read;

-- name: SeedParticipants :execrows
-- Registers n generated people in the hackathon (e-mail
-- <prefix>-<i>@example.com, a profile with a city and a GitHub URL): the
-- data of the export's benchmark and its large tests.
WITH people AS (
    INSERT INTO users (username, email, first_name, last_name, password_hash)
    SELECT @prefix::text || '-' || i || '@example.com', @prefix::text || '-' || i || '@example.com',
           'Person', i::text, 'x'
    FROM generate_series(@first::integer, @last::integer) i
    RETURNING id
), profiles AS (
    INSERT INTO hackathon_profiles (user_id, city, github_url)
    SELECT id, 'Cape Town', 'https://github.com/person' || id FROM people
)
INSERT INTO participants (hackathon_id, user_id) SELECT @hackathon_id, id FROM people;
