package demo

import (
	"context"

	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// seedActivityHistory gives Pat's timeline (/user/timeline) a past: the
// demo writes everything at once, so Pat's own rows are spread over the
// last weeks, in the order a participant lives them, and Pat once left an
// earlier hackathon (a departure row). Shared rows (scores, check-ins,
// hackathons) keep their times.
func seedActivityHistory(ctx context.Context, st *store.Store, users map[string]int64, hs []record.Hackathon) error {
	pat := users[participant]
	steps := []string{
		`UPDATE user_metadata SET created_at = now() - interval '40 days' WHERE user_id = $1`,
		`UPDATE participants p SET created_at = now() - (interval '30 days' - interval '3 days' * r.n)
		 FROM (SELECT id, row_number() OVER (ORDER BY hackathon_id) AS n FROM participants WHERE user_id = $1) r
		 WHERE p.id = r.id`,
		`UPDATE terms_acceptances SET accepted_at = now() - interval '18 days' WHERE user_id = $1`,
		`UPDATE ideas i SET created_at = now() - interval '12 days' - interval '1 hour' * r.n
		 FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM ideas WHERE created_by = $1) r
		 WHERE i.id = r.id`,
		`UPDATE team_join_requests SET created_at = now() - interval '9 days' WHERE user_id = $1`,
		`UPDATE teams SET created_at = now() - interval '8 days' WHERE created_by = $1`,
		`UPDATE team_members SET created_at = now() - interval '7 days' WHERE user_id = $1`,
	}
	for _, sql := range steps {
		if _, err := st.Pool().Exec(ctx, sql, pat); err != nil {
			return err
		}
	}
	if len(hs) == 0 {
		return nil
	}
	last := hs[len(hs)-1]
	_, err := st.Pool().Exec(ctx, `INSERT INTO participant_departures (hackathon_id, user_id, joined_at, left_at)
		VALUES ($1, $2, now() - interval '60 days', now() - interval '45 days')`, last.ID, pat)
	return err
}
