-- Ideas (SPEC 3) and the team that works on one. The ideas issue builds
-- likes, approvals and AI feedback on this table in its own migration; the
-- teams issue links a team to an idea through teams.idea_id.
CREATE TABLE ideas (
    id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    hackathon_id       bigint      NOT NULL REFERENCES hackathons (id) ON DELETE CASCADE,
    name               text        NOT NULL CHECK (btrim(name) <> ''),
    -- Markdown, rendered safely by the web app.
    description        text        NOT NULL CHECK (btrim(description) <> ''),
    detail_description text        NOT NULL CHECK (btrim(detail_description) <> ''),
    created_by         bigint      REFERENCES users (id) ON DELETE SET NULL,
    created_at         timestamptz NOT NULL DEFAULT now(),
    updated_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ideas_hackathon ON ideas (hackathon_id, created_at DESC);
CREATE INDEX ideas_creator ON ideas (created_by);

-- A team may work on one idea; deleting the idea leaves the team.
ALTER TABLE teams ADD COLUMN idea_id bigint REFERENCES ideas (id) ON DELETE SET NULL;
CREATE INDEX teams_idea ON teams (idea_id) WHERE idea_id IS NOT NULL;
