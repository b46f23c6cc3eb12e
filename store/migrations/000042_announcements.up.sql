-- Announcements (issue 34): the organizers' messages to a hackathon's
-- people, sent at a time or relative to a phase by an Announcement workflow.
-- send_at is always the instant it goes; phase and offset_minutes, when set,
-- are what it follows when the timeline moves. revision grows with every
-- write of the schedule, so that the workflow keeps the newest one.
CREATE TABLE announcements (
    id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    hackathon_id   bigint      NOT NULL REFERENCES hackathons (id) ON DELETE CASCADE,
    author_id      bigint      REFERENCES users (id) ON DELETE SET NULL,
    title          text        NOT NULL CHECK (btrim(title) <> '' AND char_length(title) <= 120),
    body           text        NOT NULL CHECK (btrim(body) <> '' AND char_length(body) <= 5000),
    audience       text        NOT NULL CHECK (audience IN ('EVERYONE', 'PARTICIPANTS', 'TEAMS_WITHOUT_SUBMISSION',
                                                            'JUDGES', 'MENTORS', 'VOLUNTEERS', 'ORGANIZING_TEAM')),
    send_at        timestamptz NOT NULL,
    phase          text        CHECK (phase IN ('PLANNING', 'REGISTRATION_OPEN', 'HACKING', 'JUDGING', 'POPULAR_VOTE', 'COMPLETE')),
    offset_minutes integer     CHECK (offset_minutes BETWEEN -43200 AND 43200),
    status         text        NOT NULL DEFAULT 'SCHEDULED' CHECK (status IN ('SCHEDULED', 'SENDING', 'SENT', 'CANCELLED')),
    revision       integer     NOT NULL DEFAULT 1,
    recipients     integer     NOT NULL DEFAULT 0,
    sent_count     integer     NOT NULL DEFAULT 0,
    failed_count   integer     NOT NULL DEFAULT 0,
    created_at     timestamptz NOT NULL DEFAULT now(),
    updated_at     timestamptz NOT NULL DEFAULT now(),
    sent_at        timestamptz,
    CHECK ((phase IS NULL) = (offset_minutes IS NULL)),
    CHECK ((status = 'SENT') = (sent_at IS NOT NULL))
);
CREATE INDEX announcements_hackathon ON announcements (hackathon_id, send_at DESC);
CREATE INDEX announcements_author ON announcements (author_id);

-- Who an announcement goes to, written once when its sending starts, and
-- how each delivery went: a retried or resumed run delivers the PENDING ones.
CREATE TABLE announcement_deliveries (
    announcement_id bigint NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
    user_id         bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    state           text   NOT NULL DEFAULT 'PENDING' CHECK (state IN ('PENDING', 'SENT', 'FAILED')),
    PRIMARY KEY (announcement_id, user_id)
);
CREATE INDEX announcement_deliveries_user ON announcement_deliveries (user_id);
