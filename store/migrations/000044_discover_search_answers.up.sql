-- Discover's search keeps its pages and answers as the DISCOVER list does
-- (issue 33): a changed search document (a hackathon or its organization
-- renamed, a description edited) changes what a search picks, so it changes
-- the list's version too, public or not (renames are rare). What a search's
-- cards count changes the hackathons' view versions: a prize added, changed
-- or removed, as a participant does.
CREATE FUNCTION discover_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE public_hackathon_count SET list_version = nextval('discover_list_version');
    RETURN NULL;
END;
$$;
CREATE TRIGGER hackathon_search_list_version AFTER UPDATE ON hackathon_search
    FOR EACH ROW WHEN (OLD.document IS DISTINCT FROM NEW.document) EXECUTE FUNCTION discover_search_changed();

CREATE TRIGGER prizes_view_version AFTER INSERT OR UPDATE OR DELETE ON prizes
    FOR EACH ROW EXECUTE FUNCTION hackathon_view_changed();
CREATE TRIGGER prizes_view_version_truncate AFTER TRUNCATE ON prizes
    FOR EACH STATEMENT EXECUTE FUNCTION hackathon_view_changed();
