-- Discover's full-text search (issue 33) over a hackathon's name (weight A),
-- its organization's name (B) and its description (C): one English tsvector
-- per hackathon, in a table of its own with a GIN index, kept by triggers
-- (a generated column cannot read the organization, and a column of
-- hackathons would ride along in every read of hackathons.*).
CREATE TABLE hackathon_search (
    hackathon_id bigint   PRIMARY KEY REFERENCES hackathons (id) ON DELETE CASCADE,
    document     tsvector NOT NULL
);
CREATE INDEX hackathon_search_document ON hackathon_search USING gin (document);

CREATE FUNCTION hackathon_search_document(hackathon_name text, organization_name text, description text) RETURNS tsvector
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN setweight(to_tsvector('english'::regconfig, hackathon_name), 'A')
        || setweight(to_tsvector('english'::regconfig, organization_name), 'B')
        || setweight(to_tsvector('english'::regconfig, description), 'C');

CREATE FUNCTION hackathon_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_TABLE_NAME = 'hackathons' THEN
        INSERT INTO hackathon_search (hackathon_id, document)
        SELECT NEW.id, hackathon_search_document(NEW.name, o.name, NEW.description)
        FROM organizations o WHERE o.id = NEW.organization_id
        ON CONFLICT (hackathon_id) DO UPDATE SET document = EXCLUDED.document;
    ELSE
        UPDATE hackathon_search s SET document = hackathon_search_document(h.name, NEW.name, h.description)
        FROM hackathons h WHERE h.organization_id = NEW.id AND s.hackathon_id = h.id;
    END IF;
    RETURN NULL;
END $$;

CREATE TRIGGER hackathon_search_of_hackathon AFTER INSERT OR UPDATE OF name, description, organization_id ON hackathons
    FOR EACH ROW EXECUTE FUNCTION hackathon_search_refresh();
CREATE TRIGGER hackathon_search_of_organization AFTER UPDATE OF name ON organizations
    FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION hackathon_search_refresh();

INSERT INTO hackathon_search (hackathon_id, document)
SELECT h.id, hackathon_search_document(h.name, o.name, h.description)
FROM hackathons h JOIN organizations o ON o.id = h.organization_id;
