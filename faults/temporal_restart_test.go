package faults_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/flows"
	"github.com/hackforge/hackforge/workflows"
)

// readyz is the serve process's readiness answer.
func readyz(t *testing.T) (int, map[string]string) {
	t.Helper()
	c := http.Client{Timeout: 10 * time.Second}
	req, err := http.NewRequestWithContext(t.Context(), http.MethodGet, fmt.Sprintf("http://127.0.0.1:%d/readyz", serveHTTP), nil)
	require.NoError(t, err)
	resp, err := c.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	var body map[string]string
	_ = json.NewDecoder(resp.Body).Decode(&body)
	return resp.StatusCode, body
}

const advanceOp = `mutation($id: ID!, $expected: HackathonPhase!) { advanceHackathonPhase(input: {hackathonId: $id, expectedPhase: $expected}) { timeline { phase } } }`

// The Temporal dev server killed while a lifecycle sleeps on its timer and
// started again on its database file after the timer's due time: the
// transition is applied once, soon after. While it is down /readyz names
// it, a mutation that needs it answers a clear error at once, and a
// hackathon created meanwhile is saved, and the worker attaches its
// lifecycle once Temporal is back.
func TestTemporalRestart(t *testing.T) {
	s := need(t)
	ctx := t.Context()
	sleeping, other := s.newEvent(t, "Timer"), s.newEvent(t, "Advance")
	lifecycle := &flows.Flows{Client: s.tc, TaskQueue: taskQueue}
	due := time.Now().Add(8 * time.Second).Truncate(time.Millisecond)
	require.Empty(t, sleeping.openRegistrationAt(t, due))
	require.Empty(t, other.openRegistrationAt(t, time.Now().Add(time.Hour)))
	eventually(t, 20*time.Second, "the lifecycle sleeps until REGISTRATION_OPEN", func() bool {
		st, err := lifecycle.LifecycleState(ctx, sleeping.hackathon.ID)
		return err == nil && st.NextDueAt != nil && st.NextDueAt.Equal(due)
	})

	s.temporal.kill()
	require.True(t, time.Now().Before(due), "Temporal went down before the due time")

	code, body := readyz(t)
	assert.Equal(t, http.StatusServiceUnavailable, code)
	assert.NotEqual(t, "ok", body["temporal"], "readyz names Temporal")
	assert.Equal(t, "ok", body["postgres"])

	began := time.Now()
	errs := other.creator.client.GraphQL(advanceOp, map[string]any{"id": other.id, "expected": "PLANNING"}, nil)
	took := time.Since(began)
	require.Len(t, errs, 1, "advancing needs Temporal")
	t.Logf("advance while Temporal is down: %v after %s", errs[0], took)
	assert.Less(t, took, 15*time.Second, "answered, not hung")
	assert.Equal(t, "UNAVAILABLE", errs[0].Extensions["code"])
	assert.Contains(t, errs[0].Message, "try again")

	var created struct {
		CreateHackathon struct{ Hackathon struct{ ID string } }
	}
	start := time.Now().Add(30 * 24 * time.Hour).UTC().Format(time.RFC3339)
	end := time.Now().Add(32 * 24 * time.Hour).UTC().Format(time.RFC3339)
	require.Empty(t, other.creator.client.GraphQL(`mutation($org: ID!, $start: Time!, $end: Time!) { createHackathon(input: {name: "Made offline",
	  allowedParticipants: INVITE_ONLY, maxTeamSize: 4, startDatetime: $start, endDatetime: $end, organizationId: $org}) { hackathon { id } } }`,
		map[string]any{"org": other.orgID, "start": start, "end": end}, &created), "a hackathon stands without Temporal")
	offlineID, err := strconv.ParseInt(created.CreateHackathon.Hackathon.ID, 10, 64)
	require.NoError(t, err)

	time.Sleep(time.Until(due) + time.Second)
	s.startTemporal()
	eventually(t, 60*time.Second, "Temporal is back", s.temporalHealthy)
	back := time.Now()
	eventually(t, 30*time.Second, "REGISTRATION_OPEN after the restart", func() bool {
		return mustHackathon(t, s, sleeping.hackathon.ID).Phase == "REGISTRATION_OPEN"
	})
	t.Logf("the overdue transition was applied %s after Temporal returned", time.Since(back).Round(time.Millisecond))
	eventually(t, 30*time.Second, "the phase change's notifications", func() bool {
		return s.count(t, `SELECT count(*) FROM notifications WHERE user_id = $1`, sleeping.participant.id) > 0
	})
	assert.Equal(t, 1, s.count(t, `SELECT count(*) FROM notifications WHERE user_id = $1`, sleeping.participant.id))
	eventually(t, 30*time.Second, "serve is ready again", func() bool { c, _ := readyz(t); return c == http.StatusOK })

	// The hackathon made during the outage gets its lifecycle without anyone
	// saving it again: the worker's sweep re-attaches it and clears its mark.
	eventually(t, 60*time.Second, "the offline hackathon's lifecycle runs", func() bool {
		_, err := s.tc.DescribeWorkflowExecution(ctx, workflows.HackathonLifecycleID(offlineID), "")
		return err == nil
	})
	t.Logf("the offline hackathon's lifecycle was attached %s after Temporal returned", time.Since(back).Round(time.Millisecond))
	eventually(t, 10*time.Second, "its mark is cleared", func() bool {
		return s.count(t, `SELECT count(*) FROM hackathons WHERE id = $1 AND lifecycle_stale_since IS NOT NULL`, offlineID) == 0
	})
}
