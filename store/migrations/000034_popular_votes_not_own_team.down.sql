DROP TRIGGER team_members_drop_own_votes ON team_members;
DROP FUNCTION team_members_drop_own_votes();
DROP TRIGGER popular_votes_not_own_team ON popular_votes;
DROP FUNCTION popular_votes_not_own_team();
