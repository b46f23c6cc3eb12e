ALTER TABLE team_join_requests DROP COLUMN invited_by;
