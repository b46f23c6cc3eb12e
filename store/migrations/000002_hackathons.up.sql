CREATE TABLE organizations (
    id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name       text        NOT NULL CHECK (btrim(name) <> ''),
    creator_id bigint      NOT NULL REFERENCES users (id),
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX organizations_creator ON organizations (creator_id);

CREATE TABLE organization_members (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    organization_id bigint      NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    user_id         bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    role            text        NOT NULL CHECK (role IN ('OWNER', 'ADMIN', 'MEMBER')),
    created_at      timestamptz NOT NULL DEFAULT now(),
    UNIQUE (organization_id, user_id)
);
CREATE INDEX organization_members_user ON organization_members (user_id);

CREATE TABLE hackathons (
    id                       bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    uid                      uuid        NOT NULL DEFAULT gen_random_uuid() UNIQUE,
    name                     text        NOT NULL CHECK (btrim(name) <> ''),
    description              text        NOT NULL DEFAULT '',
    detail_description       text        NOT NULL DEFAULT '',
    start_datetime           timestamptz NOT NULL,
    end_datetime             timestamptz NOT NULL,
    time_zone                text        NOT NULL DEFAULT 'UTC',
    allowed_participants     text        NOT NULL CHECK (allowed_participants IN ('PUBLIC', 'INVITE_ONLY', 'ORGANIZATION')),
    max_team_size            integer     NOT NULL CHECK (max_team_size >= 1),
    phase                    text        NOT NULL DEFAULT 'PLANNING'
        CHECK (phase IN ('PLANNING', 'REGISTRATION_OPEN', 'HACKING', 'JUDGING', 'POPULAR_VOTE', 'COMPLETE')),
    organization_id          bigint      NOT NULL REFERENCES organizations (id),
    creator_id               bigint      NOT NULL REFERENCES users (id),
    -- A share link with this token admits invitees to an invite-only hackathon.
    invite_token             uuid        NOT NULL DEFAULT gen_random_uuid(),
    has_judges               boolean     NOT NULL DEFAULT false,
    has_prizes               boolean     NOT NULL DEFAULT false,
    has_mentors              boolean     NOT NULL DEFAULT false,
    has_talents              boolean     NOT NULL DEFAULT false,
    has_popular_vote         boolean     NOT NULL DEFAULT false,
    has_pitches              boolean     NOT NULL DEFAULT false,
    has_volunteers           boolean     NOT NULL DEFAULT false,
    has_resources            boolean     NOT NULL DEFAULT false,
    has_gameification        boolean     NOT NULL DEFAULT false,
    has_goals                boolean     NOT NULL DEFAULT false,
    has_kickoff_session      boolean     NOT NULL DEFAULT false,
    has_closing_session      boolean     NOT NULL DEFAULT false,
    management_team_visible  boolean     NOT NULL DEFAULT false,
    ideas_required           boolean     NOT NULL DEFAULT false,
    ideas_require_approval   boolean     NOT NULL DEFAULT false,
    ideas_throughout_hacking boolean     NOT NULL DEFAULT false,
    show_teams               boolean     NOT NULL DEFAULT true,
    can_register_outside_registration_phase boolean NOT NULL DEFAULT false,
    require_terms_acceptance boolean     NOT NULL DEFAULT false,
    created_at               timestamptz NOT NULL DEFAULT now(),
    updated_at               timestamptz NOT NULL DEFAULT now(),
    CHECK (end_datetime > start_datetime)
);
CREATE INDEX hackathons_organization ON hackathons (organization_id);
CREATE INDEX hackathons_creator ON hackathons (creator_id);
CREATE INDEX hackathons_discover ON hackathons (end_datetime, start_datetime, id) WHERE allowed_participants = 'PUBLIC';

-- When each phase starts; a phase without a row is not scheduled yet.
CREATE TABLE hackathon_phase_schedule (
    hackathon_id bigint      NOT NULL REFERENCES hackathons (id) ON DELETE CASCADE,
    phase        text        NOT NULL,
    starts_at    timestamptz NOT NULL,
    PRIMARY KEY (hackathon_id, phase)
);

-- The people of a hackathon, one table per role (SPEC 3).
CREATE TABLE management_team_members (
    id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    hackathon_id bigint      NOT NULL REFERENCES hackathons (id) ON DELETE CASCADE,
    user_id      bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    role         text        NOT NULL DEFAULT 'MANAGER',
    created_at   timestamptz NOT NULL DEFAULT now(),
    UNIQUE (hackathon_id, user_id)
);
CREATE TABLE participants (
    id                   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    hackathon_id         bigint      NOT NULL REFERENCES hackathons (id) ON DELETE CASCADE,
    user_id              bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    status               text        NOT NULL DEFAULT 'REGISTERED',
    banned               boolean     NOT NULL DEFAULT false,
    present_at_hackathon boolean     NOT NULL DEFAULT false,
    created_at           timestamptz NOT NULL DEFAULT now(),
    UNIQUE (hackathon_id, user_id)
);
CREATE TABLE mentors (
    id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    hackathon_id bigint      NOT NULL REFERENCES hackathons (id) ON DELETE CASCADE,
    user_id      bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    status       text        NOT NULL DEFAULT 'ACTIVE',
    created_at   timestamptz NOT NULL DEFAULT now(),
    UNIQUE (hackathon_id, user_id)
);
CREATE TABLE judges (LIKE mentors INCLUDING ALL);
ALTER TABLE judges ADD FOREIGN KEY (hackathon_id) REFERENCES hackathons (id) ON DELETE CASCADE,
                   ADD FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE;
CREATE TABLE volunteers (LIKE mentors INCLUDING ALL);
ALTER TABLE volunteers ADD FOREIGN KEY (hackathon_id) REFERENCES hackathons (id) ON DELETE CASCADE,
                       ADD FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE;
CREATE INDEX management_team_members_user ON management_team_members (user_id);
CREATE INDEX participants_user ON participants (user_id);
CREATE INDEX mentors_user ON mentors (user_id);
CREATE INDEX judges_user ON judges (user_id);
CREATE INDEX volunteers_user ON volunteers (user_id);

CREATE TABLE notifications (
    id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id    bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    type       text        NOT NULL,
    data       jsonb       NOT NULL DEFAULT '{}',
    is_read    boolean     NOT NULL DEFAULT false,
    -- Producers that may run twice (workflow activities) pass a key, so a
    -- repeat adds nothing.
    dedup_key  text UNIQUE,
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_by_user ON notifications (user_id, created_at DESC, id DESC);
CREATE INDEX notifications_unread ON notifications (user_id) WHERE NOT is_read;

-- E-mails sent by activities, by key, so a retried activity does not send twice.
CREATE TABLE sent_emails (
    dedup_key text PRIMARY KEY,
    sent_at   timestamptz NOT NULL DEFAULT now()
);
