package activities_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/activities"
	"github.com/hackforge/hackforge/activities/mail"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
	"github.com/hackforge/hackforge/workflows"
)

// winningFixture: a COMPLETE hackathon whose team Rockets (Pat and Ana)
// wins two prizes with its two submissions, Comets (Max) a third, and
// Meteors (Lou) nothing; the results are published.
type winningFixture struct {
	*fixture
	ana, lou record.User
}

func newWinningFixture(t *testing.T) winningFixture {
	t.Helper()
	f := winningFixture{fixture: newFixture(t)}
	ctx, st, h := t.Context(), f.a.Store, f.hackathon.ID
	f.ana, f.lou = newUser(t, st, "Ana"), newUser(t, st, "Lou")
	for _, u := range []int64{f.ana.ID, f.lou.ID, f.mentor.ID} {
		require.NoError(t, st.AddHackathonRole(ctx, h, u, domain.RoleParticipant))
	}
	exec := func(sql string, args ...any) int64 {
		var id int64
		require.NoError(t, st.Pool().QueryRow(ctx, sql, args...).Scan(&id))
		return id
	}
	category := func(name string) int64 {
		return exec(`WITH tpl AS (INSERT INTO submission_templates (hackathon_id, schema) VALUES ($1, '{"type":"object"}') RETURNING id)
		  INSERT INTO competition_categories (hackathon_id, name, template_id) SELECT $1, $2, id FROM tpl RETURNING id`, h, name)
	}
	team := func(name string, members ...int64) int64 {
		id := exec(`INSERT INTO teams (hackathon_id, name) VALUES ($1, $2) RETURNING id`, h, name)
		for _, m := range members {
			exec(`INSERT INTO team_members (team_id, hackathon_id, user_id) VALUES ($1, $2, $3) RETURNING id`, id, h, m)
		}
		return id
	}
	submission := func(team, category int64) int64 {
		return exec(`INSERT INTO submissions (hackathon_id, team_id, category_id, submitted, submitted_at) VALUES ($1, $2, $3, true, now()) RETURNING id`, h, team, category)
	}
	prize := func(position int) int64 {
		return exec(`INSERT INTO prizes (hackathon_id, name, position) VALUES ($1, 'Prize', $2) RETURNING id`, h, position)
	}
	main, hardware := category("Main"), category("Hardware")
	rockets, comets, meteors := team("Rockets", f.participant.ID, f.ana.ID), team("Comets", f.mentor.ID), team("Meteors", f.lou.ID)
	r1, r2, c1 := submission(rockets, main), submission(rockets, hardware), submission(comets, main)
	submission(meteors, hardware)
	exec(`UPDATE hackathons SET phase = 'COMPLETE' WHERE id = $1 RETURNING id`, h)
	_, err := st.PublishResults(ctx, store.PublishFields{HackathonID: h, PublishedBy: f.creator.ID, PrizeWinners: []store.PrizeWinner{
		{PrizeID: prize(1), SubmissionID: r1}, {PrizeID: prize(2), SubmissionID: c1}, {PrizeID: prize(3), SubmissionID: r2},
	}})
	require.NoError(t, err)
	return f
}

func TestAnnounceResultsTellsEachWinnerOnceThoughARetry(t *testing.T) {
	t.Parallel()
	f := newWinningFixture(t)
	in := workflows.ResultsAnnouncementInput{HackathonID: f.hackathon.ID}

	// The first attempt's SMTP server is gone: the notifications are
	// written, the e-mails fail and the activity is retried.
	down, err := mail.New("smtp://127.0.0.1:1", "Hackforge <no-reply@hackforge.test>")
	require.NoError(t, err)
	failing := &activities.Activities{Store: f.a.Store, Mailer: down, PublicURL: publicURL}
	_, err = failing.AnnounceResults(t.Context(), in)
	require.Error(t, err)

	res, err := f.a.AnnounceResults(t.Context(), in)
	require.NoError(t, err)
	assert.Equal(t, workflows.ResultsAnnouncementResult{Teams: 2, Notified: 0, Emails: 3}, res, "the retry writes no second notification")
	res, err = f.a.AnnounceResults(t.Context(), in)
	require.NoError(t, err)
	assert.Equal(t, workflows.ResultsAnnouncementResult{Teams: 2}, res, "a second run sends nothing")

	for _, u := range []record.User{f.participant, f.ana, f.mentor} {
		got := phaseNotifications(t, f.a.Store, u.ID, domain.NotifyResultsPublished)
		require.Len(t, got, 1, "one notification for user %d", u.ID)
		msgs := f.inbox.WaitFor(t, u.Email, 1, 10*time.Second)
		require.Len(t, msgs, 1)
		assert.Equal(t, "Your team won at "+f.hackathon.Name, msgs[0].Subject)
		assert.Contains(t, msgs[0].Text, publicURL+domain.ResultsPath(f.hackathon.ID))
	}
	assert.Equal(t, "Rockets", phaseNotifications(t, f.a.Store, f.ana.ID, domain.NotifyResultsPublished)[0]["teamName"])
	assert.Equal(t, 1, f.inbox.Count(t, f.ana.Email), "Rockets won twice: one e-mail")
	for _, u := range []record.User{f.lou, f.creator, f.judge} {
		assert.Empty(t, phaseNotifications(t, f.a.Store, u.ID, domain.NotifyResultsPublished))
		assert.Zero(t, f.inbox.Count(t, u.Email))
	}
}

func TestAnnounceResultsOfUnpublishedResultsSendsNothing(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	res, err := f.a.AnnounceResults(t.Context(), workflows.ResultsAnnouncementInput{HackathonID: f.hackathon.ID})
	require.NoError(t, err)
	assert.Zero(t, res)
	assert.Zero(t, f.inbox.Count(t, f.participant.Email))
}
