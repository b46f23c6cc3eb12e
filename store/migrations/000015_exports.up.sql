-- Participant exports (CSV) and the chunks of their files. A file lives 24
-- hours: its ParticipantExport workflow deletes the chunks then, on a
-- durable timer (docs/operations.md, Exports). The export row stays as the
-- requester's inbox job, saying the file has expired.
CREATE TABLE exports (
    id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    uid          uuid        NOT NULL DEFAULT gen_random_uuid() UNIQUE,
    hackathon_id bigint      NOT NULL REFERENCES hackathons (id) ON DELETE CASCADE,
    requester_id bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    state        text        NOT NULL DEFAULT 'RUNNING'
        CHECK (state IN ('RUNNING', 'DONE', 'FAILED', 'EXPIRED')),
    rows_written integer     NOT NULL DEFAULT 0,
    rows_total   integer     NOT NULL DEFAULT 0,
    bytes        bigint      NOT NULL DEFAULT 0,
    filename     text        NOT NULL,
    error        text        NOT NULL DEFAULT '',
    -- The inbox job's read flag (toggleJobRead).
    is_read      boolean     NOT NULL DEFAULT false,
    created_at   timestamptz NOT NULL DEFAULT now(),
    finished_at  timestamptz,
    expires_at   timestamptz NOT NULL
);
CREATE INDEX exports_requester ON exports (requester_id, created_at DESC, id DESC);

-- The file, about 1 MB a chunk, read back in seq order.
CREATE TABLE export_chunks (
    export_id bigint  NOT NULL REFERENCES exports (id) ON DELETE CASCADE,
    seq       integer NOT NULL,
    data      bytea   NOT NULL,
    PRIMARY KEY (export_id, seq)
);

-- One CSV row per participant, as the export writes it (and as make
-- bench-export copies it with psql's \copy). Profile URLs and skills come
-- from the person's hackathon profile; team is their ACTIVE team in the
-- hackathon; the terms are the newest version they accepted.
CREATE VIEW participant_export_rows AS
SELECT p.hackathon_id,
       p.id                                                   AS participant_id,
       btrim(u.first_name || ' ' || u.last_name)              AS name,
       u.email,
       coalesce(hp.city, '')                                  AS city,
       coalesce((SELECT string_agg(s.name, ', ' ORDER BY s.name)
                 FROM hackathon_profile_skills ps JOIN skills s ON s.id = ps.skill_id
                 WHERE ps.profile_id = hp.id), '')::text      AS skills,
       coalesce(hp.github_url, '')                            AS github_url,
       coalesce(hp.linkedin_url, '')                          AS linkedin_url,
       coalesce(hp.offerzen_url, '')                          AS offerzen_url,
       coalesce((SELECT t.name FROM team_members tm JOIN teams t ON t.id = tm.team_id
                 WHERE tm.hackathon_id = p.hackathon_id AND tm.user_id = p.user_id
                   AND tm.status = 'ACTIVE'), '')::text       AS team,
       p.status,
       p.banned,
       p.created_at                                           AS registered_at,
       coalesce(terms.version, '')                            AS terms_version,
       terms.accepted_at                                      AS terms_accepted_at,
       (SELECT count(*) FROM attendances a
        WHERE a.participant_id = p.id AND a.present_at_hackathon)::integer AS days_present
FROM participants p
JOIN users u ON u.id = p.user_id
LEFT JOIN hackathon_profiles hp ON hp.user_id = p.user_id
LEFT JOIN LATERAL (
    SELECT tc.version, ta.accepted_at
    FROM terms_acceptances ta JOIN terms_and_conditions tc ON tc.id = ta.terms_and_conditions_id
    WHERE tc.hackathon_id = p.hackathon_id AND ta.user_id = p.user_id
    ORDER BY tc.created_at DESC, tc.id DESC LIMIT 1
) terms ON true;

-- The export reads a hackathon's participants in pages by id.
CREATE INDEX participants_hackathon_by_id ON participants (hackathon_id, id);
