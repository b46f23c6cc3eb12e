-- Likes, approvals with their history, and AI feedback on ideas (SPEC 3).

-- One like per user and idea.
CREATE TABLE idea_likes (
    id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    idea_id    bigint      NOT NULL REFERENCES ideas (id) ON DELETE CASCADE,
    created_by bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (idea_id, created_by)
);
CREATE INDEX idea_likes_user ON idea_likes (created_by);

-- An idea's approval, when its hackathon requires one; the IdeaApproval
-- workflow (idea-approval:<idea id>) waits for the decision.
CREATE TABLE approvals (
    id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    item_type  text        NOT NULL DEFAULT 'IDEA' CHECK (item_type IN ('IDEA')),
    idea_id    bigint      NOT NULL UNIQUE REFERENCES ideas (id) ON DELETE CASCADE,
    state      text        NOT NULL DEFAULT 'PENDING'
               CHECK (state IN ('PENDING', 'APPROVED', 'REJECTED', 'CHANGES_REQUESTED')),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX approvals_pending ON approvals (idea_id) WHERE state = 'PENDING';

-- Every change of an approval's state: who, when, why. A resubmission is a
-- PENDING row by the creator.
CREATE TABLE approval_state_updates (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    approval_id bigint      NOT NULL REFERENCES approvals (id) ON DELETE CASCADE,
    new_state   text        NOT NULL
                CHECK (new_state IN ('PENDING', 'APPROVED', 'REJECTED', 'CHANGES_REQUESTED')),
    comment     text        NOT NULL DEFAULT '' CHECK (length(comment) <= 2000),
    created_by  bigint      REFERENCES users (id) ON DELETE SET NULL,
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX approval_state_updates_approval ON approval_state_updates (approval_id, created_at);

-- The AI services that give feedback on ideas.
CREATE TABLE ai_services (
    id   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name text NOT NULL UNIQUE
);
INSERT INTO ai_services (name) VALUES ('openai'), ('rubric');

-- One request for feedback; the AIFeedback workflow (ai-query:<uid>) fills
-- in the response, or marks it errored.
CREATE TABLE ai_queries (
    id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    uid          uuid        NOT NULL UNIQUE DEFAULT gen_random_uuid(),
    service_id   bigint      NOT NULL REFERENCES ai_services (id),
    idea_id      bigint      NOT NULL REFERENCES ideas (id) ON DELETE CASCADE,
    created_by   bigint      REFERENCES users (id) ON DELETE SET NULL,
    request_data jsonb       NOT NULL DEFAULT '{}',
    response     text,
    errored      boolean     NOT NULL DEFAULT false,
    success      boolean     NOT NULL DEFAULT false,
    created_at   timestamptz NOT NULL DEFAULT now(),
    finished_at  timestamptz
);
CREATE INDEX ai_queries_idea ON ai_queries (idea_id, created_at DESC);
CREATE INDEX ai_queries_user ON ai_queries (created_by, created_at DESC);
