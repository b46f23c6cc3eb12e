-- name: CountAttempt :one
-- Counts one attempt on the key unless that would take its sliding-window
-- rate over the limit; allowed is false (and nothing is counted) when it
-- would. Concurrent callers serialise on the key's row, so processes that
-- share the database enforce one limit.
WITH previous AS (
    SELECT coalesce(sum(attempts), 0)::float8 * @previous_weight::float8 AS weighted
    FROM attempt_counts p WHERE p.key = @key AND p.window_start = @previous_window
), counted AS (
    INSERT INTO attempt_counts AS c (key, window_start, attempts, expires_at)
    SELECT @key, @current_window, 1, @expires_at
    FROM previous WHERE round(previous.weighted) + 1 <= @attempt_limit::int
    ON CONFLICT (key, window_start) DO UPDATE SET attempts = c.attempts + 1
        WHERE round((SELECT weighted FROM previous)) + c.attempts + 1 <= @attempt_limit::int
    RETURNING 1
)
SELECT count(*) > 0 AS allowed FROM counted;

-- name: PurgeExpiredAttempts :execrows
DELETE FROM attempt_counts WHERE expires_at < now();
