-- Competition categories, submission templates and submissions (SPEC 3,
-- issue 12). Judging and the popular vote build on these tables.

-- Organisers may accept submissions after the deadline (the JUDGING
-- transition); such submissions are marked late.
ALTER TABLE hackathons ADD COLUMN allow_late_submissions boolean NOT NULL DEFAULT false;

-- A JSON schema that organisers build in the form editor; a team's response
-- is validated against it on the server.
CREATE TABLE submission_templates (
    id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    hackathon_id bigint      NOT NULL REFERENCES hackathons (id) ON DELETE CASCADE,
    schema       jsonb       NOT NULL CHECK (jsonb_typeof(schema) = 'object'),
    created_at   timestamptz NOT NULL DEFAULT now(),
    updated_at   timestamptz NOT NULL DEFAULT now()
);

-- Tracks of a hackathon, each with its template; exactly one is the default
-- once any exist (the partial unique index keeps it to at most one).
CREATE TABLE competition_categories (
    id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    hackathon_id bigint      NOT NULL REFERENCES hackathons (id) ON DELETE CASCADE,
    name         text        NOT NULL CHECK (btrim(name) <> '' AND char_length(name) <= 100),
    is_default   boolean     NOT NULL DEFAULT false,
    template_id  bigint      NOT NULL REFERENCES submission_templates (id),
    position     int         NOT NULL DEFAULT 0,
    created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX competition_categories_name ON competition_categories (hackathon_id, lower(name));
CREATE UNIQUE INDEX competition_categories_one_default ON competition_categories (hackathon_id) WHERE is_default;

-- A team's work in one category: one row per team and category, edited by
-- its members until the deadline, then submitted (a team admin sets the flag).
CREATE TABLE submissions (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    hackathon_id    bigint      NOT NULL REFERENCES hackathons (id) ON DELETE CASCADE,
    team_id         bigint      NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
    category_id     bigint      NOT NULL REFERENCES competition_categories (id) ON DELETE CASCADE,
    response        jsonb       NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(response) = 'object'),
    submitted       boolean     NOT NULL DEFAULT false,
    submitted_at    timestamptz,
    late_submission boolean     NOT NULL DEFAULT false,
    created_by      bigint      REFERENCES users (id) ON DELETE SET NULL,
    updated_by      bigint      REFERENCES users (id) ON DELETE SET NULL,
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now(),
    UNIQUE (team_id, category_id),
    CHECK (submitted = (submitted_at IS NOT NULL))
);
CREATE INDEX submissions_hackathon ON submissions (hackathon_id, category_id) WHERE submitted;
