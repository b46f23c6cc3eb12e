-- The DISCOVER list's version: a serve process keeps the pages of the list it
-- read and answers one again only while this version and its next end time
-- (queries/hackathons.sql, DiscoverPageVersions) say it still holds. Taken
-- from a sequence, as view versions are, so a version read inside a
-- transaction that rolled back is never reused.
CREATE SEQUENCE discover_list_version;
ALTER TABLE public_hackathon_count ADD COLUMN list_version bigint NOT NULL DEFAULT nextval('discover_list_version');

-- Besides the count, every change to what orders or picks the list's
-- hackathons: a public one created, deleted, made invite-only or back, or
-- its dates moved. Its `ended` part moves with the clock alone; the pages
-- keep their next end time for that.
CREATE OR REPLACE FUNCTION public_hackathon_counted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE delta bigint := 0;
BEGIN
    IF TG_OP = 'TRUNCATE' THEN
        UPDATE public_hackathon_count SET n = 0, list_version = nextval('discover_list_version');
        RETURN NULL;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.allowed_participants = 'PUBLIC' THEN delta := delta + 1; END IF;
    IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.allowed_participants = 'PUBLIC' THEN delta := delta - 1; END IF;
    IF delta <> 0 OR (TG_OP = 'UPDATE' AND NEW.allowed_participants = 'PUBLIC'
                      AND (NEW.start_datetime, NEW.end_datetime) IS DISTINCT FROM (OLD.start_datetime, OLD.end_datetime)) THEN
        UPDATE public_hackathon_count SET n = n + delta, list_version = nextval('discover_list_version');
    END IF;
    RETURN NULL;
END;
$$;
DROP TRIGGER hackathons_public_count ON hackathons;
CREATE TRIGGER hackathons_public_count AFTER INSERT OR UPDATE OF allowed_participants, start_datetime, end_datetime OR DELETE ON hackathons
    FOR EACH ROW EXECUTE FUNCTION public_hackathon_counted();
