CREATE TABLE users (
    id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    uid           uuid        NOT NULL DEFAULT gen_random_uuid() UNIQUE,
    username      text        NOT NULL,
    email         text        NOT NULL,
    first_name    text        NOT NULL DEFAULT '',
    last_name     text        NOT NULL DEFAULT '',
    password_hash text        NOT NULL,
    created_at    timestamptz NOT NULL DEFAULT now(),
    updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE UNIQUE INDEX users_username_key ON users (lower(username));

-- Only a SHA-256 of each bearer token is stored.
CREATE TABLE auth_tokens (
    id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id    bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    token_hash bytea       NOT NULL UNIQUE,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    revoked_at timestamptz
);
CREATE INDEX auth_tokens_live_by_user ON auth_tokens (user_id) WHERE revoked_at IS NULL;

-- request_key is the reset workflow's run, so a retried activity reuses its row.
CREATE TABLE password_reset_tokens (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id     bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    request_key text        NOT NULL UNIQUE,
    token_hash  bytea       NOT NULL UNIQUE,
    created_at  timestamptz NOT NULL DEFAULT now(),
    expires_at  timestamptz NOT NULL,
    sent_at     timestamptz,
    used_at     timestamptz
);

CREATE TABLE roles (
    id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name          text NOT NULL UNIQUE,
    friendly_name text NOT NULL
);
INSERT INTO roles (name, friendly_name) VALUES
    ('participant', 'Participant'),
    ('host', 'Hackathon host'),
    ('admin', 'Platform administrator');

CREATE TABLE user_roles (
    user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    role_id bigint NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
    PRIMARY KEY (user_id, role_id)
);

CREATE TABLE skills (
    id   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name text NOT NULL UNIQUE
);
INSERT INTO skills (name) VALUES
    ('Backend'), ('Frontend'), ('Mobile'), ('Data science'), ('Machine learning'),
    ('Design'), ('Product management'), ('DevOps'), ('Security'), ('Hardware'),
    ('Business'), ('Marketing'), ('Pitching'), ('Blockchain'), ('Game development');

CREATE TABLE hackathon_profiles (
    id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id      bigint      NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
    github_url   text        NOT NULL DEFAULT '',
    offerzen_url text        NOT NULL DEFAULT '',
    linkedin_url text        NOT NULL DEFAULT '',
    city         text        NOT NULL DEFAULT '',
    bio          text        NOT NULL DEFAULT '',
    created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE hackathon_profile_skills (
    profile_id bigint NOT NULL REFERENCES hackathon_profiles (id) ON DELETE CASCADE,
    skill_id   bigint NOT NULL REFERENCES skills (id) ON DELETE CASCADE,
    PRIMARY KEY (profile_id, skill_id)
);

CREATE TABLE feature_toggles (
    id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    app_name     text    NOT NULL DEFAULT 'hackforge',
    feature_name text    NOT NULL,
    environment  text    NOT NULL CHECK (environment IN ('local', 'development', 'uat', 'production')),
    enabled      boolean NOT NULL,
    UNIQUE (app_name, feature_name, environment)
);
-- Everything is on before production; in production the innovation ledger
-- stays off until it is released (docs/decisions.md).
INSERT INTO feature_toggles (feature_name, environment, enabled)
SELECT f, e, NOT (f = 'innovations' AND e = 'production')
FROM unnest(ARRAY['peer_ratings', 'talent_ratings', 'gamification', 'innovations', 'organization_page']) AS f,
     unnest(ARRAY['local', 'development', 'uat', 'production']) AS e;
