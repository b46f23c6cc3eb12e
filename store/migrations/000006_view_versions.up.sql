-- Every process keeps the hackathon views it read (store/viewcache.go) and
-- answers with one only after reading its hackathon's version again in the
-- same request. These triggers bump the version inside the transaction of
-- any change to a table that ListHackathonViews reads, whatever statement
-- makes it; store's TestEveryTableTheViewReadsBumpsItsVersion keeps the list
-- whole.
CREATE SEQUENCE hackathon_view_version;
CREATE TABLE hackathon_view_versions (
    hackathon_id bigint PRIMARY KEY REFERENCES hackathons (id) ON DELETE CASCADE,
    version      bigint NOT NULL DEFAULT nextval('hackathon_view_version')
);
INSERT INTO hackathon_view_versions (hackathon_id) SELECT id FROM hackathons;

-- What queries read and return with the ids of a page or with the views.
CREATE FUNCTION hackathon_view_version(hackathon_id bigint) RETURNS bigint STABLE LANGUAGE sql AS $$
    SELECT coalesce((SELECT version FROM hackathon_view_versions v WHERE v.hackathon_id = $1), 0);
$$;

-- Only hackathons that still exist (a deleted one's roles go after it), in id
-- order, so that transactions bumping several lock them in one order.
CREATE FUNCTION bump_hackathon_view_versions(ids bigint[]) RETURNS void LANGUAGE sql AS $$
    INSERT INTO hackathon_view_versions (hackathon_id)
    SELECT id FROM hackathons WHERE id = ANY(ids) ORDER BY id
    ON CONFLICT (hackathon_id) DO UPDATE SET version = nextval('hackathon_view_version');
$$;

-- The hackathons whose views the changed row (OLD, NEW or both) is part of.
CREATE FUNCTION hackathon_view_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'TRUNCATE' THEN
        PERFORM bump_hackathon_view_versions(ARRAY(SELECT id FROM hackathons));
    ELSIF TG_TABLE_NAME = 'hackathons' THEN
        PERFORM bump_hackathon_view_versions(ARRAY[NEW.id]);
    ELSIF TG_TABLE_NAME = 'users' THEN -- as a creator
        PERFORM bump_hackathon_view_versions(ARRAY(SELECT id FROM hackathons WHERE creator_id IN (OLD.id, NEW.id)));
    ELSIF TG_TABLE_NAME = 'organizations' THEN
        PERFORM bump_hackathon_view_versions(ARRAY(SELECT id FROM hackathons WHERE organization_id IN (OLD.id, NEW.id)));
    ELSIF TG_TABLE_NAME = 'organization_members' THEN
        PERFORM bump_hackathon_view_versions(ARRAY(SELECT id FROM hackathons
            WHERE organization_id IN (OLD.organization_id, NEW.organization_id)));
    ELSE -- a role table: management_team_members, participants, mentors, judges, volunteers
        PERFORM bump_hackathon_view_versions(ARRAY[OLD.hackathon_id, NEW.hackathon_id]);
    END IF;
    RETURN NULL;
END;
$$;

DO $$
DECLARE t text;
BEGIN
    FOREACH t IN ARRAY ARRAY['hackathons', 'users', 'organizations', 'organization_members', 'management_team_members',
                             'participants', 'mentors', 'judges', 'volunteers']
    LOOP
        EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I
                        FOR EACH ROW EXECUTE FUNCTION hackathon_view_changed()', t || '_view_version', t);
        EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
                        FOR EACH STATEMENT EXECUTE FUNCTION hackathon_view_changed()', t || '_view_version_truncate', t);
    END LOOP;
END;
$$;
