-- Published results and the project gallery (issue 33). One row per
-- hackathon whose organizers switched the gallery on or published the
-- results: who published them and when (once; published_at never goes back
-- to null). The prizes' winners are prizes.submission_id, set in the same
-- transaction.
CREATE TABLE hackathon_results (
    hackathon_id    bigint      PRIMARY KEY REFERENCES hackathons (id) ON DELETE CASCADE,
    published_at    timestamptz,
    published_by    bigint      REFERENCES users (id) ON DELETE SET NULL,
    gallery_enabled boolean     NOT NULL DEFAULT false,
    CHECK (published_by IS NULL OR published_at IS NOT NULL)
);

-- A team agrees to show its project in the gallery: a row while it does.
CREATE TABLE team_gallery_consents (
    team_id      bigint      PRIMARY KEY REFERENCES teams (id) ON DELETE CASCADE,
    consented_by bigint      REFERENCES users (id) ON DELETE SET NULL,
    consented_at timestamptz NOT NULL DEFAULT now()
);

-- A prize's winner is one of the hackathon's submissions.
UPDATE prizes SET submission_id = NULL WHERE submission_id NOT IN (SELECT id FROM submissions);
ALTER TABLE prizes ADD CONSTRAINT prizes_submission_fk
    FOREIGN KEY (submission_id) REFERENCES submissions (id) ON DELETE SET NULL;
