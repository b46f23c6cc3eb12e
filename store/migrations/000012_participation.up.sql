-- What participating in a hackathon records besides the participant row
-- (SPEC 3): terms and conditions with their acceptances, daily attendance,
-- and the teams people form. The hackathon view reads none of these tables,
-- so they need no version triggers; all go with their hackathon.

-- A published version is immutable (no UPDATE path); the latest one is the
-- newest by created_at, ties broken by id.
CREATE TABLE terms_and_conditions (
    id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    hackathon_id bigint      NOT NULL REFERENCES hackathons (id) ON DELETE CASCADE,
    version      text        NOT NULL CHECK (btrim(version) <> ''),
    -- Sanitised on the server before it is stored.
    content_html text        NOT NULL CHECK (btrim(content_html) <> ''),
    created_by   bigint      REFERENCES users (id) ON DELETE SET NULL,
    created_at   timestamptz NOT NULL DEFAULT now(),
    UNIQUE (hackathon_id, version)
);
CREATE INDEX terms_and_conditions_latest ON terms_and_conditions (hackathon_id, created_at DESC, id DESC);

CREATE TABLE terms_acceptances (
    id                      bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    terms_and_conditions_id bigint      NOT NULL REFERENCES terms_and_conditions (id) ON DELETE CASCADE,
    user_id                 bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    ip_address              text        NOT NULL,
    user_agent              text        NOT NULL,
    accepted_at             timestamptz NOT NULL DEFAULT now(),
    created_at              timestamptz NOT NULL DEFAULT now(),
    UNIQUE (terms_and_conditions_id, user_id)
);
CREATE INDEX terms_acceptances_user ON terms_acceptances (user_id);

-- One record per participant and day (the day in the hackathon's time zone).
-- Participants set available_today; organisers (or the QR scanner) set
-- present_at_hackathon.
CREATE TABLE attendances (
    id                   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    participant_id       bigint      NOT NULL REFERENCES participants (id) ON DELETE CASCADE,
    date                 date        NOT NULL,
    present_at_hackathon boolean     NOT NULL DEFAULT false,
    available_today      boolean     NOT NULL DEFAULT false,
    -- When the participant was first marked present that day, and by whom.
    checked_in_at        timestamptz,
    checked_in_by        bigint      REFERENCES users (id) ON DELETE SET NULL,
    created_at           timestamptz NOT NULL DEFAULT now(),
    updated_at           timestamptz NOT NULL DEFAULT now(),
    UNIQUE (participant_id, date)
);

-- Teams (SPEC 3); the teams issue builds their pages, join requests and
-- resources on these tables. A person is an ACTIVE member of at most one
-- team per hackathon.
CREATE TABLE teams (
    id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    hackathon_id bigint      NOT NULL REFERENCES hackathons (id) ON DELETE CASCADE,
    name         text        NOT NULL CHECK (btrim(name) <> ''),
    created_by   bigint      REFERENCES users (id) ON DELETE SET NULL,
    created_at   timestamptz NOT NULL DEFAULT now(),
    UNIQUE (hackathon_id, name)
);

CREATE TABLE team_members (
    id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    team_id      bigint      NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
    -- Copied from the team so that one active team per person and hackathon
    -- is a constraint.
    hackathon_id bigint      NOT NULL REFERENCES hackathons (id) ON DELETE CASCADE,
    user_id      bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    role         text        NOT NULL DEFAULT 'MEMBER' CHECK (role IN ('ADMIN', 'MEMBER')),
    status       text        NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'REMOVED', 'LEFT')),
    created_at   timestamptz NOT NULL DEFAULT now(),
    UNIQUE (team_id, user_id)
);
CREATE UNIQUE INDEX team_members_one_active_team ON team_members (hackathon_id, user_id) WHERE status = 'ACTIVE';
CREATE INDEX team_members_team ON team_members (team_id) WHERE status = 'ACTIVE';
