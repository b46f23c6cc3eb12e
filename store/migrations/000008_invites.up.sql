-- Invitations by e-mail to run a hackathon (organising team, judge, mentor,
-- Hero) or to join an organisation. One row per role, place and address:
-- inviting the same address again reopens the row (a new round) instead of
-- adding one, so its uid, and the Invite workflow's ID built from it, stay
-- the same while it is pending (docs/decisions.md).
CREATE TABLE invites (
    id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    uid               uuid        NOT NULL DEFAULT gen_random_uuid() UNIQUE,
    kind              text        NOT NULL
        CHECK (kind IN ('ORGANIZING_TEAM', 'JUDGE', 'MENTOR', 'VOLUNTEER', 'ORGANIZATION_MEMBER')),
    hackathon_id      bigint      REFERENCES hackathons (id) ON DELETE CASCADE,
    organization_id   bigint      REFERENCES organizations (id) ON DELETE CASCADE,
    email             text        NOT NULL CHECK (email = lower(btrim(email)) AND email <> ''),
    -- The organisation role offered (ORGANIZATION_MEMBER only).
    organization_role text        CHECK (organization_role IN ('ADMIN', 'MEMBER')),
    inviter_id        bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    status            text        NOT NULL DEFAULT 'PENDING'
        CHECK (status IN ('PENDING', 'ACCEPTED', 'DECLINED', 'REVOKED', 'EXPIRED')),
    -- Counts the times the row was opened; e-mails are keyed by uid and round.
    round             integer     NOT NULL DEFAULT 1,
    delivery          text        NOT NULL DEFAULT 'SENDING' CHECK (delivery IN ('SENDING', 'SENT', 'FAILED')),
    delivery_error    text        NOT NULL DEFAULT '',
    expires_at        timestamptz NOT NULL,
    responded_user_id bigint      REFERENCES users (id) ON DELETE SET NULL,
    responded_at      timestamptz,
    created_at        timestamptz NOT NULL DEFAULT now(),
    updated_at        timestamptz NOT NULL DEFAULT now(),
    CHECK ((kind = 'ORGANIZATION_MEMBER') = (organization_id IS NOT NULL AND hackathon_id IS NULL AND organization_role IS NOT NULL)),
    CHECK ((kind <> 'ORGANIZATION_MEMBER') = (hackathon_id IS NOT NULL AND organization_id IS NULL))
);
CREATE UNIQUE INDEX invites_address ON invites (kind, (coalesce(hackathon_id, organization_id)), email);
CREATE INDEX invites_email ON invites (email);

-- Judges, mentors and Heroes can be set INACTIVE: still listed, no role.
ALTER TABLE mentors ADD CHECK (status IN ('ACTIVE', 'INACTIVE'));
ALTER TABLE judges ADD CHECK (status IN ('ACTIVE', 'INACTIVE'));
ALTER TABLE volunteers ADD CHECK (status IN ('ACTIVE', 'INACTIVE'));
ALTER TABLE management_team_members ADD CHECK (role IN ('MANAGER'));

CREATE OR REPLACE VIEW hackathon_roles AS
    SELECT id AS hackathon_id, creator_id AS user_id, 'CREATOR'::text AS role FROM hackathons
    UNION ALL SELECT hackathon_id, user_id, 'MANAGER' FROM management_team_members
    UNION ALL SELECT hackathon_id, user_id, CASE WHEN banned THEN 'BANNED' ELSE 'PARTICIPANT' END FROM participants
    UNION ALL SELECT hackathon_id, user_id, 'MENTOR' FROM mentors WHERE status = 'ACTIVE'
    UNION ALL SELECT hackathon_id, user_id, 'JUDGE' FROM judges WHERE status = 'ACTIVE'
    UNION ALL SELECT hackathon_id, user_id, 'VOLUNTEER' FROM volunteers WHERE status = 'ACTIVE';

-- The people who run a hackathon, one row per person and role; kind is the
-- InviteKind that brings them in. Organising-team members are always ACTIVE.
CREATE VIEW hackathon_members AS
    SELECT 'ORGANIZING_TEAM'::text AS kind, id, hackathon_id, user_id, 'ACTIVE'::text AS status, created_at FROM management_team_members
    UNION ALL SELECT 'JUDGE', id, hackathon_id, user_id, status, created_at FROM judges
    UNION ALL SELECT 'MENTOR', id, hackathon_id, user_id, status, created_at FROM mentors
    UNION ALL SELECT 'VOLUNTEER', id, hackathon_id, user_id, status, created_at FROM volunteers;
