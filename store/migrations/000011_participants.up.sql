-- Participant statuses (docs/decisions.md, Participants).
ALTER TABLE participants ADD CONSTRAINT participants_status_check
    CHECK (status IN ('REGISTERED', 'CONFIRMED', 'WAITLISTED', 'CANCELLED'));
-- The list pages by hackathon, newest or by name.
CREATE INDEX participants_hackathon ON participants (hackathon_id, created_at, id);
