package graph_test

import (
	"fmt"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/workflows"
)

func TestJoinRequestsEmailTheTeamsAdminsAndInvitationsTheInviteeUnlessTheyTurnedThemOff(t *testing.T) {
	t.Parallel()
	w, bea, cy, dee, owls, larks := owlsAndLarks(t)
	off := map[string]any{"preferences": []map[string]any{{"category": "TEAM_REQUESTS", "enabled": false}}}
	require.Empty(t, dee.Client.GraphQL(updateEmailPreferencesOp, map[string]any{"input": off}, nil))

	toOwls := requestJoin(t, bea.Client, owls.ID, "I write Go")
	toLarks := requestJoin(t, cy.Client, larks.ID, "")

	emails := func(requestID string) int {
		t.Helper()
		id, err := strconv.ParseInt(requestID, 10, 64)
		require.NoError(t, err)
		var res workflows.JoinRequestEmailResult
		run := w.env.Temporal.GetWorkflow(t.Context(), workflows.JoinRequestEmailID(id), "")
		require.NoError(t, run.Get(t.Context(), &res))
		return res.Emails
	}
	assert.Equal(t, 1, emails(toOwls), "the Owls' one admin")
	msgs := w.env.Inbox.WaitFor(t, w.participant.Email, 1, 30*time.Second)
	assert.Equal(t, "Bea Tester asked to join Owls", msgs[0].Subject)
	assert.Contains(t, msgs[0].Text, "I write Go")
	assert.Contains(t, msgs[0].Text, "/hackathon/"+w.inviteOnlyID+"/team/"+owls.ID)
	assert.Contains(t, msgs[0].Text, "e-mails about requests to join your team and invitations to join one are on")

	assert.Zero(t, emails(toLarks), "Dee turned them off")

	// The Owls invite Cy: Cy is e-mailed, with the team page to answer on.
	var invited struct {
		InviteToTeam struct{ JoinRequest struct{ ID string } }
	}
	require.Empty(t, w.participant.Client.GraphQL(inviteToTeamOp, map[string]any{"team": owls.ID, "user": strconv.FormatInt(cy.ID, 10)}, &invited))
	assert.Equal(t, 1, emails(invited.InviteToTeam.JoinRequest.ID))
	cyMsgs := w.env.Inbox.WaitFor(t, cy.Email, 1, 30*time.Second)
	assert.Regexp(t, ` invited you to join Owls$`, cyMsgs[0].Subject)
	assert.Contains(t, cyMsgs[0].Text, "/hackathon/"+w.inviteOnlyID+"/team/"+owls.ID)
	n, err := w.env.Inbox.Matching(fmt.Sprintf(`to:%q subject:"asked to join"`, dee.Email))
	require.NoError(t, err)
	assert.Zero(t, n)
}
