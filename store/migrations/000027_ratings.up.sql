-- Ratings (SPEC 3, issue 14): three families of rating templates per
-- hackathon (TALENT: mentors rate participants; PEER: participants rate
-- teammates; ELEVATOR_PITCH: everyone with a role rates teams' pitches),
-- each template with its item templates (the criteria), and the ratings
-- raters give against them, one per rater, template and rated person or
-- team, with one item per criterion. Every hackathon has one system
-- template per family, created with it. A finalised rating is read-only.
-- The hackathon view reads none of these tables.
CREATE TABLE rating_templates (
    id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    hackathon_id bigint      NOT NULL REFERENCES hackathons (id) ON DELETE CASCADE,
    family       text        NOT NULL CHECK (family IN ('TALENT', 'PEER', 'ELEVATOR_PITCH')),
    name         text        NOT NULL CHECK (btrim(name) <> ''),
    is_system    boolean     NOT NULL DEFAULT false,
    finalizable  boolean     NOT NULL DEFAULT false,
    created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rating_templates_by_hackathon ON rating_templates (hackathon_id, family, id);
CREATE UNIQUE INDEX rating_templates_one_system ON rating_templates (hackathon_id, family) WHERE is_system;

CREATE TABLE rating_item_templates (
    id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    rating_template_id bigint      NOT NULL REFERENCES rating_templates (id) ON DELETE CASCADE,
    name               text        NOT NULL CHECK (btrim(name) <> ''),
    description        text        NOT NULL DEFAULT '',
    rating_type        text        NOT NULL CHECK (rating_type IN ('NUMERIC', 'FREE_TEXT')),
    max_score          integer     NOT NULL DEFAULT 10 CHECK (max_score >= 1),
    created_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rating_item_templates_by_template ON rating_item_templates (rating_template_id, id);

-- A rating: rater and rated person may leave (their account or
-- participation deleted): the rating stays, without them, and the talent
-- screen leaves it out.
CREATE TABLE ratings (
    id                   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    rating_template_id   bigint      NOT NULL REFERENCES rating_templates (id) ON DELETE CASCADE,
    -- Copied from the template, for the hackathon's lists.
    hackathon_id         bigint      NOT NULL REFERENCES hackathons (id) ON DELETE CASCADE,
    family               text        NOT NULL,
    rater_id             bigint      REFERENCES users (id) ON DELETE SET NULL,
    rated_participant_id bigint      REFERENCES participants (id) ON DELETE SET NULL,
    rated_team_id        bigint      REFERENCES teams (id) ON DELETE CASCADE,
    finalized            boolean     NOT NULL DEFAULT false,
    created_at           timestamptz NOT NULL DEFAULT now(),
    updated_at           timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX ratings_one_per_rater_person ON ratings (rating_template_id, rater_id, rated_participant_id)
    WHERE rated_participant_id IS NOT NULL;
CREATE UNIQUE INDEX ratings_one_per_rater_team ON ratings (rating_template_id, rater_id, rated_team_id)
    WHERE rated_team_id IS NOT NULL;
CREATE INDEX ratings_by_hackathon ON ratings (hackathon_id, family, id);
CREATE INDEX ratings_by_rated_participant ON ratings (rated_participant_id) WHERE rated_participant_id IS NOT NULL;
CREATE INDEX ratings_by_rater ON ratings (rater_id);

-- One item per criterion of a rating: a score (NUMERIC; null until given)
-- or a text (FREE_TEXT). The criterion's name and type are kept with the
-- item, so that a criterion deleted after it was rated still has them.
CREATE TABLE rating_items (
    id                      bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    rating_id               bigint        NOT NULL REFERENCES ratings (id) ON DELETE CASCADE,
    rating_item_template_id bigint        REFERENCES rating_item_templates (id) ON DELETE SET NULL,
    criterion               text          NOT NULL,
    rating_type             text          NOT NULL CHECK (rating_type IN ('NUMERIC', 'FREE_TEXT')),
    score                   numeric(10,2) CHECK (score >= 0),
    rating_text             text,
    UNIQUE (rating_id, rating_item_template_id)
);
CREATE INDEX rating_items_by_template ON rating_items (rating_item_template_id);

-- Every hackathon, new or existing, has its system templates.
CREATE FUNCTION rating_system_templates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO rating_templates (hackathon_id, family, name, is_system, finalizable)
    VALUES (NEW.id, 'TALENT', 'Talent', true, true),
           (NEW.id, 'PEER', 'Peer', true, false),
           (NEW.id, 'ELEVATOR_PITCH', 'Elevator pitch', true, false);
    RETURN NULL;
END $$;
CREATE TRIGGER hackathons_rating_templates AFTER INSERT ON hackathons
FOR EACH ROW EXECUTE FUNCTION rating_system_templates();

INSERT INTO rating_templates (hackathon_id, family, name, is_system, finalizable)
SELECT h.id, f.family, f.name, true, f.finalizable FROM hackathons h
CROSS JOIN (VALUES ('TALENT', 'Talent', true), ('PEER', 'Peer', false), ('ELEVATOR_PITCH', 'Elevator pitch', false)) AS f (family, name, finalizable);
