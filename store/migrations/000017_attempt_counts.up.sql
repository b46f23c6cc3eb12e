-- Login and password-reset attempts per key (an account or a client address)
-- and fixed window, shared by every serve process so that they enforce one
-- limit (docs/decisions.md, Accounts and sessions). A key's rate is its count
-- in the current window plus the previous window's count weighted by how
-- much of it still overlaps the last window length (a sliding window).
CREATE UNLOGGED TABLE attempt_counts (
    key          text        NOT NULL,
    window_start timestamptz NOT NULL,
    attempts     integer     NOT NULL CHECK (attempts > 0),
    -- When the row stops counting (the end of the next window): purged after.
    expires_at   timestamptz NOT NULL,
    PRIMARY KEY (key, window_start)
);
CREATE INDEX attempt_counts_expiry ON attempt_counts (expires_at);
