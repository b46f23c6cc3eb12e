DROP TABLE looking_for_team;
DROP TABLE team_resources;
DROP TABLE team_join_requests;
DROP TRIGGER team_members_max_team_size ON team_members;
DROP FUNCTION team_members_within_max_size();
DROP INDEX teams_name_per_hackathon;
