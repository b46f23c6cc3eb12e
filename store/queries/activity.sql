-- The signed-in user's own activity across hackathons (/user/timeline), read
-- from the rows the other capabilities already keep with a timestamp: one
-- UNION, newest first. Only rows whose actor or subject is the user.

-- name: ListMyActivity :many
WITH activity AS (
    SELECT 'HACKATHON_CREATED'::text AS kind, h.id AS ref_id, h.created_at AS at,
           h.id AS hackathon_id, h.name AS hackathon_name, ''::text AS object, ''::text AS detail, h.id AS target_id
    FROM hackathons h WHERE h.creator_id = @user_id
    UNION ALL
    SELECT 'JOINED_HACKATHON', p.id, p.created_at, h.id, h.name, '', '', h.id
    FROM participants p JOIN hackathons h ON h.id = p.hackathon_id WHERE p.user_id = @user_id
    UNION ALL
    SELECT 'JOINED_HACKATHON', -d.id, d.joined_at, h.id, h.name, '', '', h.id
    FROM participant_departures d JOIN hackathons h ON h.id = d.hackathon_id WHERE d.user_id = @user_id
    UNION ALL
    SELECT 'LEFT_HACKATHON', d.id, d.left_at, h.id, h.name, '', '', h.id
    FROM participant_departures d JOIN hackathons h ON h.id = d.hackathon_id WHERE d.user_id = @user_id
    UNION ALL
    SELECT 'ROLE_TAKEN', r.id, r.created_at, h.id, h.name, r.kind, r.status, h.id
    FROM hackathon_members r JOIN hackathons h ON h.id = r.hackathon_id WHERE r.user_id = @user_id
    UNION ALL
    SELECT 'CHECKED_IN', at.id, at.checked_in_at, h.id, h.name, to_char(at.date, 'YYYY-MM-DD'), '', h.id
    FROM attendances at JOIN participants p ON p.id = at.participant_id
    JOIN hackathons h ON h.id = p.hackathon_id
    WHERE p.user_id = @user_id AND at.checked_in_at IS NOT NULL
    UNION ALL
    SELECT 'TERMS_ACCEPTED', ta.id, ta.accepted_at, h.id, h.name, tc.version, '', tc.id
    FROM terms_acceptances ta
    JOIN terms_and_conditions tc ON tc.id = ta.terms_and_conditions_id
    JOIN hackathons h ON h.id = tc.hackathon_id WHERE ta.user_id = @user_id
    UNION ALL
    SELECT 'IDEA_CREATED', i.id, i.created_at, h.id, h.name, i.name, '', i.id
    FROM ideas i JOIN hackathons h ON h.id = i.hackathon_id WHERE i.created_by = @user_id
    UNION ALL
    SELECT 'TEAM_CREATED', t.id, t.created_at, h.id, h.name, t.name, '', t.id
    FROM teams t JOIN hackathons h ON h.id = t.hackathon_id WHERE t.created_by = @user_id
    UNION ALL
    SELECT 'TEAM_JOINED', tm.id, tm.created_at, h.id, h.name, t.name, tm.status, t.id
    FROM team_members tm JOIN teams t ON t.id = tm.team_id JOIN hackathons h ON h.id = tm.hackathon_id
    WHERE tm.user_id = @user_id AND t.created_by IS DISTINCT FROM tm.user_id
    UNION ALL
    SELECT 'JOIN_REQUESTED', jr.id, jr.created_at, h.id, h.name, t.name, jr.status, t.id
    FROM team_join_requests jr JOIN teams t ON t.id = jr.team_id JOIN hackathons h ON h.id = jr.hackathon_id
    WHERE jr.user_id = @user_id
    UNION ALL
    SELECT 'SCORE_AWARDED', s.id, s.created_at, h.id, h.name, si.name, s.score::text, s.competition_id
    FROM scores s JOIN participants p ON p.id = s.participant_id
    JOIN scorable_items si ON si.id = s.scorable_item_id
    JOIN hackathons h ON h.id = p.hackathon_id WHERE p.user_id = @user_id
    UNION ALL
    SELECT 'ONBOARDING_COMPLETED', m.id, m.created_at, NULL::bigint, NULL::text, m.metadata_type, '', m.id
    FROM user_metadata m WHERE m.user_id = @user_id
)
SELECT a.kind::text AS kind, a.ref_id::bigint AS ref_id, a.at::timestamptz AS at,
       coalesce(a.hackathon_id, 0)::bigint AS hackathon_id, coalesce(a.hackathon_name, '')::text AS hackathon_name,
       a.object::text AS object, a.detail::text AS detail, a.target_id::bigint AS target_id,
       count(*) OVER () AS total_count
FROM activity a
ORDER BY a.at DESC, a.kind, a.ref_id DESC
LIMIT @page_size OFFSET @page_offset;
