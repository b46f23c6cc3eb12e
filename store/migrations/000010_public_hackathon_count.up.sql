-- The DISCOVER list's length, kept by a trigger instead of counted on every
-- read (every visitor asks for the list; hackathons are created rarely).
CREATE TABLE public_hackathon_count (
    only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
    n        bigint  NOT NULL
);
INSERT INTO public_hackathon_count (n) SELECT count(*) FROM hackathons WHERE allowed_participants = 'PUBLIC';

CREATE FUNCTION public_hackathon_counted() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE TRIGGER hackathons_public_count AFTER INSERT OR UPDATE OF allowed_participants OR DELETE ON hackathons
    FOR EACH ROW EXECUTE FUNCTION public_hackathon_counted();
CREATE TRIGGER hackathons_public_count_truncate AFTER TRUNCATE ON hackathons
    FOR EACH STATEMENT EXECUTE FUNCTION public_hackathon_counted();
