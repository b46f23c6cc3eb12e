-- Social sign-in (SPEC 7.1): who an OpenID Connect provider's subject is here.
-- A user may be known to several providers; a (issuer, subject) pair is one user.
CREATE TABLE social_identities (
    id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id    bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    provider   text        NOT NULL,
    issuer     text        NOT NULL,
    subject    text        NOT NULL,
    email      text        NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    last_login_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (issuer, subject)
);
CREATE INDEX social_identities_user ON social_identities (user_id);

-- The feedback widget (SPEC 1): what users send from any signed-in page,
-- read by platform administrators.
CREATE TABLE feedback (
    id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id    bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind       text        NOT NULL CHECK (kind IN ('BUG', 'IDEA', 'PRAISE')),
    message    text        NOT NULL,
    rating     integer     CHECK (rating BETWEEN 1 AND 5),
    page_url   text        NOT NULL DEFAULT '',
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_newest ON feedback (created_at DESC, id DESC);
CREATE INDEX feedback_by_user ON feedback (user_id, created_at DESC);
