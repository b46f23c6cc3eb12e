-- name: LockKey :exec
-- Holds an advisory lock on the key until the transaction ends, for a rule
-- that spans rows no one row lock covers (a quota, a log's latest entry):
-- transactions that lock the same key run one after another.
SELECT pg_advisory_xact_lock(hashtextextended(@key::text, 0));

-- name: LockKeyShared :exec
-- Holds the key's advisory lock shared until the transaction ends: shared
-- holders run side by side, and wait only for one holding it exclusively.
SELECT pg_advisory_xact_lock_shared(hashtextextended(@key::text, 0));
