-- No popular vote for one's own team, whatever runs at once. A vote locks
-- its submission's team row (FOR SHARE) and then, in a new statement, looks
-- for the voter among the team's ACTIVE members; a join locks the same row
-- FOR UPDATE (team_members_max_team_size, 000020) and then drops the
-- joiner's votes for the team's submissions. Either waits for the other.

CREATE FUNCTION popular_votes_not_own_team() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    team bigint;
BEGIN
    SELECT s.team_id INTO team FROM submissions s WHERE s.id = NEW.submission_id;
    PERFORM 1 FROM teams WHERE id = team FOR SHARE;
    IF EXISTS (SELECT 1 FROM team_members m WHERE m.team_id = team AND m.user_id = NEW.voter_id AND m.status = 'ACTIVE') THEN
        RAISE EXCEPTION 'user % votes for their own team %', NEW.voter_id, team
            USING ERRCODE = 'check_violation', CONSTRAINT = 'popular_votes_not_own_team';
    END IF;
    RETURN NEW;
END
$$;

CREATE TRIGGER popular_votes_not_own_team BEFORE INSERT OR UPDATE OF submission_id ON popular_votes
FOR EACH ROW EXECUTE FUNCTION popular_votes_not_own_team();

CREATE FUNCTION team_members_drop_own_votes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM popular_votes v USING submissions s
    WHERE v.submission_id = s.id AND s.team_id = NEW.team_id AND v.voter_id = NEW.user_id;
    RETURN NULL;
END
$$;

CREATE TRIGGER team_members_drop_own_votes AFTER INSERT OR UPDATE OF status, team_id ON team_members
FOR EACH ROW WHEN (NEW.status = 'ACTIVE') EXECUTE FUNCTION team_members_drop_own_votes();
