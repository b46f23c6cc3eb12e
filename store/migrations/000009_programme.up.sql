-- What organisers publish about a hackathon besides its timeline (SPEC 3):
-- its programme (schedule) with links, prizes, goals and resources. The
-- hackathon view reads none of these tables, so they need no version
-- triggers; all go with their hackathon.
CREATE TABLE program_items (
    id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    hackathon_id bigint      NOT NULL REFERENCES hackathons (id) ON DELETE CASCADE,
    -- KICKOFF and CLOSING exist while hasKickoffSession / hasClosingSession
    -- are on, at most one each; organisers add SESSIONs.
    kind         text        NOT NULL DEFAULT 'SESSION' CHECK (kind IN ('SESSION', 'KICKOFF', 'CLOSING')),
    name         text        NOT NULL CHECK (btrim(name) <> ''),
    description  text        NOT NULL,
    starts_at    timestamptz NOT NULL,
    ends_at      timestamptz NOT NULL,
    created_at   timestamptz NOT NULL DEFAULT now(),
    updated_at   timestamptz NOT NULL DEFAULT now(),
    CHECK (ends_at > starts_at)
);
CREATE INDEX program_items_by_hackathon ON program_items (hackathon_id, starts_at, id);
CREATE UNIQUE INDEX program_items_one_flagged ON program_items (hackathon_id, kind) WHERE kind <> 'SESSION';

CREATE TABLE program_item_links (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    program_item_id bigint  NOT NULL REFERENCES program_items (id) ON DELETE CASCADE,
    name            text    NOT NULL CHECK (btrim(name) <> ''),
    url             text    NOT NULL CHECK (url <> ''),
    position        integer NOT NULL,
    UNIQUE (program_item_id, position)
);

CREATE TABLE prizes (
    id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    hackathon_id  bigint      NOT NULL REFERENCES hackathons (id) ON DELETE CASCADE,
    name          text        NOT NULL DEFAULT '',
    description   text        NOT NULL DEFAULT '',
    -- 1st, 2nd...; ties are allowed (two 3rd places).
    position      integer     NOT NULL CHECK (position >= 1),
    active        boolean     NOT NULL DEFAULT true,
    -- The winning submission, once judging results are published.
    submission_id bigint,
    created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX prizes_by_hackathon ON prizes (hackathon_id, position, id);

CREATE TABLE goals (
    id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    hackathon_id bigint      NOT NULL REFERENCES hackathons (id) ON DELETE CASCADE,
    name         text        NOT NULL CHECK (btrim(name) <> ''),
    description  text        NOT NULL DEFAULT '',
    -- The order organisers drag the goals into: 1 first.
    priority     integer     NOT NULL,
    created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX goals_by_hackathon ON goals (hackathon_id, priority, id);

CREATE TABLE hackathon_resources (
    id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    hackathon_id bigint      NOT NULL REFERENCES hackathons (id) ON DELETE CASCADE,
    name         text        NOT NULL CHECK (btrim(name) <> ''),
    description  text        NOT NULL DEFAULT '',
    url          text        NOT NULL DEFAULT '',
    created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX hackathon_resources_by_hackathon ON hackathon_resources (hackathon_id, id);

-- The secret of the schedule's calendar feed: read-only, unlike the share
-- link's invite_token, so everyone who sees the hackathon may hold it.
ALTER TABLE hackathons ADD COLUMN calendar_token uuid NOT NULL DEFAULT gen_random_uuid();
