-- Judging criteria, scores, per-judge completion, the assignment mode and
-- the popular vote (SPEC 3, issue 12). Builds on 000025's submissions.

-- NULL: every judge scores every submission (the default); k: each
-- submission is assigned to k judges, balanced automatically.
ALTER TABLE hackathons ADD COLUMN judges_per_submission int CHECK (judges_per_submission IS NULL OR judges_per_submission > 0);

CREATE TABLE judging_criteria (
    id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    hackathon_id bigint      NOT NULL REFERENCES hackathons (id) ON DELETE CASCADE,
    name         text        NOT NULL CHECK (btrim(name) <> '' AND char_length(name) <= 200),
    description  text        NOT NULL DEFAULT '' CHECK (char_length(description) <= 2000),
    max_score    int         NOT NULL CHECK (max_score > 0 AND max_score <= 1000),
    type         text        NOT NULL DEFAULT 'SCORE' CHECK (type IN ('SCORE', 'RATING')),
    position     int         NOT NULL DEFAULT 0,
    created_at   timestamptz NOT NULL DEFAULT now(),
    updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX judging_criteria_hackathon ON judging_criteria (hackathon_id, position);

-- One judge's score of one criterion of one submission. judge_id is the
-- judge's user: organisers may score too.
CREATE TABLE judging_scores (
    id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    hackathon_id  bigint      NOT NULL REFERENCES hackathons (id) ON DELETE CASCADE,
    submission_id bigint      NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
    criteria_id   bigint      NOT NULL REFERENCES judging_criteria (id) ON DELETE CASCADE,
    judge_id      bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    score         int         NOT NULL CHECK (score >= 0),
    created_at    timestamptz NOT NULL DEFAULT now(),
    updated_at    timestamptz NOT NULL DEFAULT now(),
    UNIQUE (submission_id, criteria_id, judge_id)
);
CREATE INDEX judging_scores_hackathon ON judging_scores (hackathon_id);
CREATE INDEX judging_scores_criteria ON judging_scores (criteria_id);

-- A judge has marked the submission completed.
CREATE TABLE judging_completions (
    hackathon_id  bigint      NOT NULL REFERENCES hackathons (id) ON DELETE CASCADE,
    submission_id bigint      NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
    judge_id      bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    completed_at  timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (submission_id, judge_id)
);
CREATE INDEX judging_completions_hackathon ON judging_completions (hackathon_id);


-- One vote per person and category, changeable until POPULAR_VOTE ends.
CREATE TABLE popular_votes (
    id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    hackathon_id  bigint      NOT NULL REFERENCES hackathons (id) ON DELETE CASCADE,
    category_id   bigint      NOT NULL REFERENCES competition_categories (id) ON DELETE CASCADE,
    submission_id bigint      NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
    voter_id      bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at    timestamptz NOT NULL DEFAULT now(),
    updated_at    timestamptz NOT NULL DEFAULT now(),
    UNIQUE (category_id, voter_id)
);
CREATE INDEX popular_votes_submission ON popular_votes (submission_id);
