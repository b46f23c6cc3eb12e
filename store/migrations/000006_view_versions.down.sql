DO $$
DECLARE t text;
BEGIN
    FOREACH t IN ARRAY ARRAY['hackathons', 'users', 'organizations', 'organization_members', 'management_team_members',
                             'participants', 'mentors', 'judges', 'volunteers']
    LOOP
        EXECUTE format('DROP TRIGGER %I ON %I', t || '_view_version', t);
        EXECUTE format('DROP TRIGGER %I ON %I', t || '_view_version_truncate', t);
    END LOOP;
END;
$$;
DROP FUNCTION hackathon_view_changed(), bump_hackathon_view_versions(bigint[]), hackathon_view_version(bigint);
DROP TABLE hackathon_view_versions;
DROP SEQUENCE hackathon_view_version;
