-- Each judge's total per submission, kept by a trigger on judging_scores, so
-- that the results read one row per judgement instead of summing every
-- score on every read (300 submissions x 30 judges x 6 criteria: 54,000).
CREATE TABLE judging_totals (
    submission_id bigint NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
    judge_id      bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    hackathon_id  bigint NOT NULL REFERENCES hackathons (id) ON DELETE CASCADE,
    total         int    NOT NULL,
    -- How many criteria the judge scored; the row goes when it drops to 0.
    scores        int    NOT NULL CHECK (scores > 0),
    PRIMARY KEY (submission_id, judge_id)
);
CREATE INDEX judging_totals_hackathon ON judging_totals (hackathon_id);

CREATE FUNCTION judging_totals_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        DELETE FROM judging_totals
        WHERE submission_id = OLD.submission_id AND judge_id = OLD.judge_id AND scores = 1;
        UPDATE judging_totals SET total = total - OLD.score, scores = scores - 1
        WHERE submission_id = OLD.submission_id AND judge_id = OLD.judge_id;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
        INSERT INTO judging_totals (submission_id, judge_id, hackathon_id, total, scores)
        VALUES (NEW.submission_id, NEW.judge_id, NEW.hackathon_id, NEW.score, 1)
        ON CONFLICT (submission_id, judge_id)
        DO UPDATE SET total = judging_totals.total + excluded.total, scores = judging_totals.scores + 1;
    END IF;
    RETURN NULL;
END $$;

CREATE TRIGGER judging_totals_track AFTER INSERT OR UPDATE OR DELETE ON judging_scores
    FOR EACH ROW EXECUTE FUNCTION judging_totals_track();

INSERT INTO judging_totals (submission_id, judge_id, hackathon_id, total, scores)
SELECT submission_id, judge_id, hackathon_id, sum(score), count(*)
FROM judging_scores GROUP BY submission_id, judge_id, hackathon_id;
