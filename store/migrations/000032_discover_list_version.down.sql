DROP TRIGGER hackathons_public_count ON hackathons;
CREATE TRIGGER hackathons_public_count AFTER INSERT OR UPDATE OF allowed_participants OR DELETE ON hackathons
    FOR EACH ROW EXECUTE FUNCTION public_hackathon_counted();
CREATE OR REPLACE FUNCTION public_hackathon_counted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE delta bigint := 0;
BEGIN
    IF TG_OP = 'TRUNCATE' THEN
        UPDATE public_hackathon_count SET n = 0;
        RETURN NULL;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.allowed_participants = 'PUBLIC' THEN delta := delta + 1; END IF;
    IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.allowed_participants = 'PUBLIC' THEN delta := delta - 1; END IF;
    IF delta <> 0 THEN
        UPDATE public_hackathon_count SET n = n + delta;
    END IF;
    RETURN NULL;
END;
$$;
ALTER TABLE public_hackathon_count DROP COLUMN list_version;
DROP SEQUENCE discover_list_version;
