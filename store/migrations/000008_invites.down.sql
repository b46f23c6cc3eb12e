DROP VIEW hackathon_members;
CREATE OR REPLACE VIEW hackathon_roles AS
    SELECT id AS hackathon_id, creator_id AS user_id, 'CREATOR'::text AS role FROM hackathons
    UNION ALL SELECT hackathon_id, user_id, 'MANAGER' FROM management_team_members
    UNION ALL SELECT hackathon_id, user_id, CASE WHEN banned THEN 'BANNED' ELSE 'PARTICIPANT' END FROM participants
    UNION ALL SELECT hackathon_id, user_id, 'MENTOR' FROM mentors
    UNION ALL SELECT hackathon_id, user_id, 'JUDGE' FROM judges
    UNION ALL SELECT hackathon_id, user_id, 'VOLUNTEER' FROM volunteers;
ALTER TABLE management_team_members DROP CONSTRAINT management_team_members_role_check;
ALTER TABLE volunteers DROP CONSTRAINT volunteers_status_check;
ALTER TABLE judges DROP CONSTRAINT judges_status_check;
ALTER TABLE mentors DROP CONSTRAINT mentors_status_check;
DROP TABLE invites;
