-- Who holds which role in which hackathon, written once: every query about a
-- user's roles reads this view (domain.HackathonRole values). A banned
-- participant holds BANNED instead of PARTICIPANT.
CREATE VIEW hackathon_roles AS
    SELECT id AS hackathon_id, creator_id AS user_id, 'CREATOR'::text AS role FROM hackathons
    UNION ALL SELECT hackathon_id, user_id, 'MANAGER' FROM management_team_members
    UNION ALL SELECT hackathon_id, user_id, CASE WHEN banned THEN 'BANNED' ELSE 'PARTICIPANT' END FROM participants
    UNION ALL SELECT hackathon_id, user_id, 'MENTOR' FROM mentors
    UNION ALL SELECT hackathon_id, user_id, 'JUDGE' FROM judges
    UNION ALL SELECT hackathon_id, user_id, 'VOLUNTEER' FROM volunteers;

