package activities_test

import (
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/workflows"
)

func TestSendCheckInCodesMailsEachParticipantTheirCodeOnceAndNoBannedOne(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	ctx, st := t.Context(), f.a.Store
	banned := newUser(t, st, "Bo")
	require.NoError(t, st.AddHackathonRole(ctx, f.hackathon.ID, banned.ID, domain.RoleParticipant))
	bannedID, err := st.ParticipantIDOfUser(ctx, f.hackathon.ID, banned.ID)
	require.NoError(t, err)
	yes := true
	require.NoError(t, st.UpdateParticipant(ctx, store.ParticipantChanges{ID: bannedID, Banned: &yes}))

	in := workflows.CheckInCodesInput{HackathonID: f.hackathon.ID}
	res, err := f.a.SendCheckInCodes(ctx, in)
	require.NoError(t, err)
	assert.Equal(t, workflows.CheckInCodesResult{Emails: 1}, res, "the one participant who is not banned")

	participantID, err := st.ParticipantIDOfUser(ctx, f.hackathon.ID, f.participant.ID)
	require.NoError(t, err)
	key, err := st.CheckInKey(ctx)
	require.NoError(t, err)
	code := domain.CheckInCode(key, f.hackathon.ID, participantID)

	got := f.inbox.WaitFor(t, f.participant.Email, 1, 10*time.Second)
	assert.Equal(t, "Your check-in code for "+f.hackathon.Name, got[0].Subject)
	assert.Contains(t, got[0].Text, "Hello Pat")
	assert.Contains(t, got[0].Text, code)
	assert.Contains(t, got[0].Text, publicURL+"/hackathon/"+strconv.FormatInt(f.hackathon.ID, 10)+"/detail")
	assert.Contains(t, got[0].HTML, `src="cid:check-in-code.png"`)
	assert.Contains(t, got[0].HTML, code)
	require.Len(t, got[0].Inline, 1)
	assert.Equal(t, "image/png", got[0].Inline[0].ContentType)
	assert.Equal(t, "check-in-code.png", got[0].Inline[0].ContentID)
	assert.Greater(t, got[0].Inline[0].Size, 200, "a PNG, not an empty part")

	res, err = f.a.SendCheckInCodes(ctx, workflows.CheckInCodesInput{HackathonID: f.hackathon.ID, ParticipantID: participantID})
	require.NoError(t, err)
	assert.Zero(t, res.Emails, "a participant's code goes once, whichever run asks")
	assert.Equal(t, 1, f.inbox.Count(t, f.participant.Email))
	assert.Zero(t, f.inbox.Count(t, banned.Email))
	assert.Zero(t, f.inbox.Count(t, f.mentor.Email), "only participants have a code")
}

func TestCheckInKeyIsTheSameOnEveryCall(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	first, err := f.a.Store.CheckInKey(t.Context())
	require.NoError(t, err)
	again, err := f.a.Store.CheckInKey(t.Context())
	require.NoError(t, err)
	assert.Len(t, first, 32)
	assert.Equal(t, first, again)
}
