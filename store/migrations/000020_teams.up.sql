-- Teams (SPEC 3, issue 11): join requests, team resources, participants
-- looking for a team, and the rules the database keeps whatever the code
-- does: a team name is unique in its hackathon whatever its case, a person
-- is an ACTIVE member of at most one team per hackathon (the partial unique
-- index of 000012), and a team never has more ACTIVE members than its
-- hackathon's max_team_size (the trigger below, which locks the team row so
-- that two joins of one team are counted one after the other).

CREATE UNIQUE INDEX teams_name_per_hackathon ON teams (hackathon_id, lower(name));

CREATE FUNCTION team_members_within_max_size() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    max_size int;
    active   int;
BEGIN
    SELECT t.hackathon_id, h.max_team_size INTO NEW.hackathon_id, max_size
    FROM teams t JOIN hackathons h ON h.id = t.hackathon_id
    WHERE t.id = NEW.team_id
    FOR UPDATE OF t;
    IF NEW.status <> 'ACTIVE' OR (TG_OP = 'UPDATE' AND OLD.status = 'ACTIVE' AND OLD.team_id = NEW.team_id) THEN
        RETURN NEW;
    END IF;
    -- A new statement, so it sees what a join committed while we waited for the lock.
    SELECT count(*) INTO active FROM team_members
    WHERE team_id = NEW.team_id AND status = 'ACTIVE' AND id <> NEW.id;
    IF active >= max_size THEN
        RAISE EXCEPTION 'team % is full (% of %)', NEW.team_id, active, max_size
            USING ERRCODE = 'check_violation', CONSTRAINT = 'team_members_max_team_size';
    END IF;
    RETURN NEW;
END
$$;

CREATE TRIGGER team_members_max_team_size BEFORE INSERT OR UPDATE ON team_members
FOR EACH ROW EXECUTE FUNCTION team_members_within_max_size();

-- A participant asks to join a team (status NEW); an admin accepts or
-- declines it; joining a team withdraws the person's other open requests.
CREATE TABLE team_join_requests (
    id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    team_id      bigint      NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
    hackathon_id bigint      NOT NULL REFERENCES hackathons (id) ON DELETE CASCADE,
    user_id      bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    message      text        NOT NULL DEFAULT '' CHECK (char_length(message) <= 500),
    status       text        NOT NULL DEFAULT 'NEW' CHECK (status IN ('NEW', 'ACCEPTED', 'DECLINED', 'WITHDRAWN')),
    decided_by   bigint      REFERENCES users (id) ON DELETE SET NULL,
    created_at   timestamptz NOT NULL DEFAULT now(),
    updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX team_join_requests_one_open ON team_join_requests (team_id, user_id) WHERE status = 'NEW';
CREATE INDEX team_join_requests_of_user ON team_join_requests (hackathon_id, user_id) WHERE status = 'NEW';

-- Links a team shares among its members: name and URL both required.
CREATE TABLE team_resources (
    id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    team_id    bigint      NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
    name       text        NOT NULL CHECK (btrim(name) <> ''),
    url        text        NOT NULL CHECK (btrim(url) <> ''),
    created_by bigint      REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX team_resources_team ON team_resources (team_id, created_at);

-- Participants who say they look for a team (team matching).
CREATE TABLE looking_for_team (
    hackathon_id bigint      NOT NULL REFERENCES hackathons (id) ON DELETE CASCADE,
    user_id      bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at   timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (hackathon_id, user_id)
);
