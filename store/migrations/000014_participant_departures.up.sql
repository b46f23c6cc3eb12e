-- Leaving a hackathon deletes the participant row (and its attendance); the
-- user's timeline still shows that they joined and when they left.
CREATE TABLE participant_departures (
    id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    hackathon_id bigint      NOT NULL REFERENCES hackathons (id) ON DELETE CASCADE,
    user_id      bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    joined_at    timestamptz NOT NULL,
    left_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX participant_departures_user ON participant_departures (user_id);

-- The "has a team" filter looks up active memberships by hackathon and user
-- (team_members_one_active_team); "present today" by participant and day
-- (the attendances unique constraint).
