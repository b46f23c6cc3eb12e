-- Discover's full-text search (issue 33): a hackathon's name (weight A) and
-- description (B), and its organization's name, as English tsvectors kept in
-- GIN expression indexes (docs/decisions.md: not stored columns, which every
-- read of hackathons.* would carry). The functions are the indexes'
-- expressions: a query matches through them to use the indexes.
CREATE FUNCTION hackathon_search_document(name text, description text) RETURNS tsvector
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN setweight(to_tsvector('english'::regconfig, name), 'A')
        || setweight(to_tsvector('english'::regconfig, description), 'B');

CREATE FUNCTION organization_search_document(name text) RETURNS tsvector
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN to_tsvector('english'::regconfig, name);

CREATE INDEX hackathons_search ON hackathons USING gin (hackathon_search_document(name, description))
    WHERE allowed_participants = 'PUBLIC';
CREATE INDEX organizations_search ON organizations USING gin (organization_search_document(name));
