-- Gamification (SPEC 3, issue 15): competitions of a hackathon with
-- hasGameification, their scorable items, and the scores organisers and
-- volunteers award. Scores are an append-only log: a correction is a new
-- entry naming the one it corrects and why; a participant's score for an
-- item is its latest entry. Inserting or removing scores notifies
-- 'leaderboard' with the competition's id, which the live leaderboards
-- (api/live) listen to. The hackathon view reads none of these tables.
CREATE TABLE competitions (
    id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    hackathon_id bigint      NOT NULL REFERENCES hackathons (id) ON DELETE CASCADE,
    name         text        NOT NULL CHECK (btrim(name) <> ''),
    description  text        NOT NULL DEFAULT '',
    created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX competitions_by_hackathon ON competitions (hackathon_id, id);

CREATE TABLE scorable_items (
    id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    competition_id bigint      NOT NULL REFERENCES competitions (id) ON DELETE CASCADE,
    name           text        NOT NULL CHECK (btrim(name) <> ''),
    description    text        NOT NULL DEFAULT '',
    max_score      integer     NOT NULL CHECK (max_score >= 1),
    created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX scorable_items_by_competition ON scorable_items (competition_id, id);

CREATE TABLE scores (
    id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    competition_id   bigint      NOT NULL REFERENCES competitions (id) ON DELETE CASCADE,
    scorable_item_id bigint      NOT NULL REFERENCES scorable_items (id) ON DELETE CASCADE,
    participant_id   bigint      NOT NULL REFERENCES participants (id) ON DELETE CASCADE,
    score            integer     NOT NULL CHECK (score >= 0),
    -- The entry this one corrects (the latest for the participant and item
    -- when it was written), and why; both or neither.
    corrects_id      bigint      REFERENCES scores (id) ON DELETE CASCADE,
    reason           text,
    awarded_by       bigint      REFERENCES users (id) ON DELETE SET NULL,
    created_at       timestamptz NOT NULL DEFAULT now(),
    CHECK ((corrects_id IS NULL) = (reason IS NULL))
);
-- The latest entry per participant and item, and the history.
CREATE INDEX scores_by_item_participant ON scores (scorable_item_id, participant_id, id DESC);
CREATE INDEX scores_by_competition ON scores (competition_id, id);
-- One first award per participant and item; later entries are corrections.
CREATE UNIQUE INDEX scores_one_award ON scores (scorable_item_id, participant_id) WHERE corrects_id IS NULL;

-- Never overwritten: a score changes by a new entry.
CREATE FUNCTION scores_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'scores are append-only: correct a score with a new entry';
END $$;
CREATE TRIGGER scores_no_update BEFORE UPDATE ON scores FOR EACH ROW EXECUTE FUNCTION scores_append_only();

CREATE FUNCTION scores_notify_leaderboard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        PERFORM pg_notify('leaderboard', OLD.competition_id::text);
    ELSE
        PERFORM pg_notify('leaderboard', NEW.competition_id::text);
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER scores_leaderboard AFTER INSERT OR DELETE ON scores FOR EACH ROW EXECUTE FUNCTION scores_notify_leaderboard();
