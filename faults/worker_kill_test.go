package faults_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/workflows"
)

// The worker is killed with SIGKILL while an activity of each kind of work
// is in the middle of running: the phase change's notifications and
// e-mails (SMTP held), an invite's e-mail (SMTP held), a participant export
// (its chunk table locked) and an AI query (the AI service holding its
// answer). A new worker finishes all of it: every row and notification
// once, each e-mail at most once more than expected (docs/operations.md,
// "Faults").
func TestWorkerKilledMidActivity(t *testing.T) {
	s := need(t)
	ctx := t.Context()
	e := s.newEvent(t, "Killed worker")
	invitee := "invitee-" + e.id + "@example.com"

	// Hold everything the activities wait on.
	s.smtp.hold()
	s.ai.hold()
	t.Cleanup(s.smtp.unhold)
	t.Cleanup(s.ai.unhold)
	lock, err := s.st.Pool().Begin(ctx)
	require.NoError(t, err)
	defer func() { _ = lock.Rollback(context.WithoutCancel(ctx)) }()
	_, err = lock.Exec(ctx, `LOCK TABLE export_chunks IN ACCESS EXCLUSIVE MODE`)
	require.NoError(t, err)

	// The work: a phase change due in 2 s, an invite, an export, an AI query.
	require.Empty(t, e.openRegistrationAt(t, time.Now().Add(2*time.Second)))
	inviteUID := e.inviteJudge(t, invitee)
	var exported struct {
		ExportParticipantsCsv struct{ Export struct{ UID string } }
	}
	require.Empty(t, e.creator.client.GraphQL(`mutation($id: ID!) { exportParticipantsCsv(input: {hackathonId: $id}) { export { uid } } }`,
		map[string]any{"id": e.id}, &exported))
	exportUID := exported.ExportParticipantsCsv.Export.UID
	require.NotEmpty(t, exportUID)
	ideaID, aiQueryUID := e.askAI(t, s)

	lifecycleID := workflows.HackathonLifecycleID(e.hackathon.ID)
	inviteID := workflows.InviteID("JUDGE", inviteUID)
	exportID := workflows.ParticipantExportID(e.hackathon.ID, exportUID)
	aiID := workflows.AIQueryID(aiQueryUID)
	for _, w := range []struct{ id, activity string }{
		{lifecycleID, workflows.NotifyPhaseChangeActivity},
		{inviteID, workflows.DeliverInviteActivity},
		{exportID, workflows.WriteParticipantExportActivity},
		{aiID, workflows.AskAIFeedbackActivity},
	} {
		eventually(t, 30*time.Second, w.activity+" started in "+w.id, func() bool { return s.pendingActivity(ctx, w.id, w.activity, true) })
	}
	eventually(t, 10*time.Second, "the AI service is asked", func() bool { return s.ai.waiting.Load() > 0 })
	eventually(t, 10*time.Second, "e-mails wait on SMTP", func() bool { return s.smtp.waiting.Load() >= 2 })

	s.worker.kill()
	require.NoError(t, lock.Commit(ctx))
	s.smtp.unhold()
	s.ai.unhold()
	s.restartWorker(t)

	// Every piece of work finishes once a new worker runs it.
	eventually(t, 120*time.Second, "the export is written", func() bool {
		return s.count(t, `SELECT count(*) FROM exports WHERE uid = $1 AND state = 'DONE'`, exportUID) == 1
	})
	eventually(t, 120*time.Second, "the AI query is answered", func() bool {
		return s.count(t, `SELECT count(*) FROM ai_queries WHERE uid = $1 AND success`, aiQueryUID) == 1
	})
	eventually(t, 60*time.Second, "the invite is sent", func() bool {
		return s.count(t, `SELECT count(*) FROM invites WHERE uid = $1 AND delivery = 'SENT'`, inviteUID) == 1
	})
	eventually(t, 60*time.Second, "the phase change's e-mails are sent", func() bool {
		return !s.pendingActivity(ctx, lifecycleID, workflows.NotifyPhaseChangeActivity, false) && s.mails(t, e.judge.email) >= 1
	})

	// Exactly once in Postgres.
	assert.Equal(t, "REGISTRATION_OPEN", string(mustHackathon(t, s, e.hackathon.ID).Phase))
	for _, p := range []person{e.creator, e.participant, e.judge} {
		assert.Equal(t, 1, s.count(t, `SELECT count(*) FROM notifications WHERE user_id = $1`, p.id), "notifications of %s", p.email)
	}
	assert.Equal(t, 1, s.count(t, `SELECT count(*) FROM ai_queries WHERE idea_id = $1`, ideaID), "one AI query row")
	assert.Equal(t, 1, s.count(t, `SELECT rows_written FROM exports WHERE uid = $1`, exportUID), "the export holds the one participant")
	assert.Equal(t, 1, s.count(t, `SELECT count(*) FROM export_chunks c JOIN exports e ON e.id = c.export_id WHERE e.uid = $1`, exportUID),
		"one chunk: the killed attempt's writes were not kept twice")
	assert.Equal(t, 1, s.count(t, `SELECT count(*) FROM invites WHERE email = $1`, invitee))
	var response string
	require.NoError(t, s.st.Pool().QueryRow(ctx, `SELECT response FROM ai_queries WHERE uid = $1`, aiQueryUID).Scan(&response))
	assert.Equal(t, fakeAIAnswer, response)

	// E-mails: each at most once more than expected (a kill between the SMTP
	// server's acceptance and the sent mark repeats one).
	assertMails(t, s, invitee, 1)
	assertMails(t, s, e.judge.email, 1)       // registration opens: judges are told
	assertMails(t, s, e.participant.email, 2) // and participants, with their check-in code
}

// assertMails: want e-mails arrived for the address, and at most one more.
func assertMails(t *testing.T, s *suite, to string, want int) {
	t.Helper()
	got := 0
	eventually(t, 30*time.Second, "e-mails to "+to, func() bool { got = s.mails(t, to); return got >= want })
	assert.LessOrEqual(t, got, want+1, "e-mails to %s", to)
}
