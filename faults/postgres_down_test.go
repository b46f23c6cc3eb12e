package faults_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/flows"
)

// clientTimeout is how long a client waits for an answer before it gives
// up; the API must answer well within it while Postgres is down.
const clientTimeout = 15 * time.Second

type gqlAnswer struct {
	status int
	took   time.Duration
	errs   []struct {
		Message    string
		Extensions map[string]any
	}
	data json.RawMessage
}

// rawGraphQL posts a query with a client time-out, as the web app does.
func rawGraphQL(t *testing.T, token, query string, vars map[string]any) (gqlAnswer, error) {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	req, err := http.NewRequestWithContext(t.Context(), http.MethodPost, fmt.Sprintf("http://127.0.0.1:%d/gql", serveHTTP), bytes.NewReader(body))
	require.NoError(t, err)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Token "+token)
	c := http.Client{Timeout: clientTimeout}
	began := time.Now()
	resp, err := c.Do(req)
	if err != nil {
		return gqlAnswer{took: time.Since(began)}, err
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	a := gqlAnswer{status: resp.StatusCode, took: time.Since(began)}
	var decoded struct {
		Errors []struct {
			Message    string
			Extensions map[string]any
		}
		Data json.RawMessage
	}
	if err := json.Unmarshal(raw, &decoded); err != nil {
		return a, fmt.Errorf("status %d, not JSON: %s", resp.StatusCode, raw)
	}
	a.errs, a.data = decoded.Errors, decoded.Data
	return a, nil
}

// Postgres stopped (pg_ctl stop -m fast) for 30 s while a phase change is
// due and an invite is being sent: /readyz names Postgres, GraphQL answers
// UNAVAILABLE within the client's time-out, and once Postgres is back the
// same serve answers again, the overdue phase change happens once and the
// invite's e-mail goes out once.
func TestPostgresDown(t *testing.T) {
	s := need(t)
	ctx := t.Context()
	e := s.newEvent(t, "No database")
	lifecycle := &flows.Flows{Client: s.tc, TaskQueue: taskQueue}
	due := time.Now().Add(6 * time.Second).Truncate(time.Millisecond)
	require.Empty(t, e.openRegistrationAt(t, due))
	eventually(t, 20*time.Second, "the lifecycle sleeps until REGISTRATION_OPEN", func() bool {
		st, err := lifecycle.LifecycleState(ctx, e.hackathon.ID)
		return err == nil && st.NextDueAt != nil && st.NextDueAt.Equal(due)
	})
	invitee := "pg-down-" + e.id + "@example.com"
	s.smtp.hold() // the invite's e-mail is under way when Postgres stops
	inviteUID := e.inviteJudge(t, invitee)
	token, err := s.st.CreateAuthToken(ctx, e.creator.id)
	require.NoError(t, err)
	readQuery := `query($id: ID!) { hackathon(id: $id) { name } }`

	require.NoError(t, s.stopPostgres())
	stopped := time.Now()
	restarted := false
	t.Cleanup(func() {
		if !restarted {
			_ = s.startPostgres()
		}
	})
	s.smtp.unhold()
	require.True(t, time.Now().Before(due), "Postgres went down before the due time")

	code, body := readyz(t)
	assert.Equal(t, http.StatusServiceUnavailable, code)
	assert.NotEqual(t, "ok", body["postgres"], "readyz names Postgres: %v", body)
	for range 3 {
		a, err := rawGraphQL(t, token, readQuery, map[string]any{"id": e.id})
		require.NoError(t, err, "GraphQL answers within %s while Postgres is down", clientTimeout)
		t.Logf("GraphQL while Postgres is down: %d after %s: %+v", a.status, a.took.Round(time.Millisecond), a.errs)
		require.NotEmpty(t, a.errs)
		assert.Equal(t, "UNAVAILABLE", a.errs[0].Extensions["code"], "a retryable error")
		assert.Contains(t, a.errs[0].Message, "try again")
		time.Sleep(time.Second)
	}

	time.Sleep(time.Until(stopped.Add(30 * time.Second)))
	require.NoError(t, s.startPostgres())
	restarted = true
	back := time.Now()

	eventually(t, 30*time.Second, "GraphQL answers again", func() bool {
		a, err := rawGraphQL(t, token, readQuery, map[string]any{"id": e.id})
		return err == nil && a.status == http.StatusOK && len(a.errs) == 0
	})
	t.Logf("the API answered again %s after Postgres returned", time.Since(back).Round(time.Millisecond))
	eventually(t, 30*time.Second, "readyz", func() bool { c, _ := readyz(t); return c == http.StatusOK })
	eventually(t, 90*time.Second, "the overdue phase change", func() bool {
		return mustHackathon(t, s, e.hackathon.ID).Phase == "REGISTRATION_OPEN"
	})
	t.Logf("the overdue transition was applied %s after Postgres returned", time.Since(back).Round(time.Millisecond))
	eventually(t, 90*time.Second, "the invite is sent", func() bool {
		return s.count(t, `SELECT count(*) FROM invites WHERE uid = $1 AND delivery = 'SENT'`, inviteUID) == 1
	})
	eventually(t, 60*time.Second, "the phase change's notifications", func() bool {
		return s.count(t, `SELECT count(*) FROM notifications WHERE user_id = $1`, e.judge.id) > 0
	})
	for _, p := range []person{e.creator, e.participant, e.judge} {
		assert.Equal(t, 1, s.count(t, `SELECT count(*) FROM notifications WHERE user_id = $1`, p.id), "notifications of %s", p.email)
	}
	assertMails(t, s, invitee, 1)
	assertMails(t, s, e.judge.email, 1)
}
