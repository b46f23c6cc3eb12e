-- Restores migration 000003's change notifications.
CREATE FUNCTION hackforge_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('hackforge_change', TG_TABLE_NAME);
    RETURN NULL;
END;
$$;

DO $$
DECLARE t text;
BEGIN
    FOREACH t IN ARRAY ARRAY['users', 'auth_tokens', 'organizations', 'organization_members', 'hackathons',
                             'management_team_members', 'participants', 'mentors', 'judges', 'volunteers']
    LOOP
        EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
                        FOR EACH STATEMENT EXECUTE FUNCTION hackforge_notify_change()', t || '_changed', t);
    END LOOP;
END;
$$;
