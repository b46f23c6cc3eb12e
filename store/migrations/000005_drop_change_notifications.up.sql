-- The read cache is gone (docs/decisions.md): nothing listens for these notifications.
DO $$
DECLARE t text;
BEGIN
    FOREACH t IN ARRAY ARRAY['users', 'auth_tokens', 'organizations', 'organization_members', 'hackathons',
                             'management_team_members', 'participants', 'mentors', 'judges', 'volunteers']
    LOOP
        EXECUTE format('DROP TRIGGER %I ON %I', t || '_changed', t);
    END LOOP;
END;
$$;
DROP FUNCTION hackforge_notify_change();
