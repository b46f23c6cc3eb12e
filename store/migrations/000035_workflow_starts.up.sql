-- Workflow starts a mutation asked for, written in its transaction and
-- started by api/flows once it commits, or by the dispatcher while Temporal
-- was down (at least once; the workflow ID removes duplicates). A row is
-- deleted when its workflow has started.
CREATE TABLE workflow_starts (
    id              bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    workflow_id     text        NOT NULL UNIQUE,
    workflow_type   text        NOT NULL,
    input           jsonb       NOT NULL,
    summary         text        NOT NULL DEFAULT '',
    details         text        NOT NULL DEFAULT '',
    memo            jsonb       NOT NULL DEFAULT '{}',
    hackathon_id    bigint      REFERENCES hackathons (id) ON DELETE CASCADE,
    organization_id bigint      REFERENCES organizations (id) ON DELETE CASCADE,
    owner_name      text        NOT NULL DEFAULT '',
    rerun           boolean     NOT NULL DEFAULT false,
    created_at      timestamptz NOT NULL DEFAULT now(),
    -- A dispatcher that claims the row owns it until then; one that died
    -- leaves it to the next after that.
    claimed_until   timestamptz NOT NULL DEFAULT '-infinity',
    attempts        integer     NOT NULL DEFAULT 0,
    last_error      text        NOT NULL DEFAULT ''
);

CREATE INDEX workflow_starts_due ON workflow_starts (claimed_until, created_at);
CREATE INDEX workflow_starts_hackathon ON workflow_starts (hackathon_id) WHERE hackathon_id IS NOT NULL;
