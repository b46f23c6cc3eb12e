-- The DISCOVER list reads its running and upcoming hackathons in start order
-- off this index (queries/hackathons.sql, ListPublicHackathonIDs).
CREATE INDEX hackathons_discover_upcoming ON hackathons (start_datetime, end_datetime DESC, id)
    WHERE allowed_participants = 'PUBLIC';
