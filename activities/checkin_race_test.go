package activities_test

import (
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/record"
	"github.com/hackforge/hackforge/workflows"
)

// Issue 28: someone who joined as registration opened could get their
// check-in code twice, the lifecycle's batch and their join's own run
// both finding it unsent. Both now claim the e-mail in the database first.
func TestCheckInCodeGoesOnceWhenTheBatchAndTheJoinsRunAtOnce(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	ctx, st := t.Context(), f.a.Store
	joiners := make([]record.User, 16)
	runs := []workflows.CheckInCodesInput{{HackathonID: f.hackathon.ID}} // the lifecycle's batch
	for i := range joiners {
		joiners[i] = newUser(t, st, "Joiner")
		require.NoError(t, st.AddHackathonRole(ctx, f.hackathon.ID, joiners[i].ID, domain.RoleParticipant))
		participantID, err := st.ParticipantIDOfUser(ctx, f.hackathon.ID, joiners[i].ID)
		require.NoError(t, err)
		runs = append(runs, workflows.CheckInCodesInput{HackathonID: f.hackathon.ID, ParticipantID: participantID})
	}

	start := make(chan struct{})
	sent := make([]int, len(runs))
	errs := make([]error, len(runs))
	var wg sync.WaitGroup
	for i, in := range runs {
		wg.Go(func() {
			<-start
			var res workflows.CheckInCodesResult
			res, errs[i] = f.a.SendCheckInCodes(ctx, in)
			sent[i] = res.Emails
		})
	}
	close(start)
	wg.Wait()

	for _, err := range errs {
		require.NoError(t, err)
	}
	total := 0
	for _, n := range sent {
		total += n
	}
	assert.Equal(t, len(joiners)+1, total, "one e-mail per participant, the fixture's one included")
	for _, u := range append(joiners, f.participant) {
		f.inbox.WaitFor(t, u.Email, 1, 10*time.Second)
		assert.Equal(t, 1, f.inbox.Count(t, u.Email), u.Email)
	}
}
