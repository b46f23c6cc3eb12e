package graph_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The matrix (matrix_test.go) asked cell by cell: each answer checked for its
// outcome, the secrets it must not hold and the e-mail addresses it reaches.

// matrixAnswer is one cell's response.
type matrixAnswer struct {
	caller matrixCaller
	cell   string
	body   []byte
}

func TestAuthorisationMatrix(t *testing.T) {
	t.Parallel()
	rows := parseMatrix(t)
	w := newMatrixWorld(t)

	var mu sync.Mutex
	var answers []matrixAnswer
	t.Run("cells", func(t *testing.T) {
		for _, r := range rows {
			op := matrixOperations[r.name]
			for c := range callerCount {
				cell := r.name + "/" + callerColumns[c]
				t.Run(cell, func(t *testing.T) {
					t.Parallel()
					body, secrets := w.call(t, op, c)
					assertOutcome(t, r.want[c], body)
					for _, secret := range secrets {
						assert.NotContains(t, string(body), secret, "private data reached %s", callerColumns[c])
					}
					mu.Lock()
					answers = append(answers, matrixAnswer{caller: c, cell: cell, body: body})
					mu.Unlock()
				})
			}
		}
	})
	t.Run("no e-mail leaks", func(t *testing.T) {
		require.Len(t, answers, len(rows)*int(callerCount))
		var visible [callerCount]map[string]bool
		for c := range callerCount {
			visible[c] = w.emailsVisibleTo(t, c)
		}
		var reached [callerCount]map[string]bool
		for c := range callerCount {
			reached[c] = map[string]bool{}
		}
		for _, a := range answers {
			for email := range emailsIn(t, a.body, w.fixtureEmails()) {
				reached[a.caller][email] = true
				invitee := email != w.invite.email && strings.HasSuffix(email, inviteeDomain)
				assert.True(t, visible[a.caller][email] || invitee && visible[a.caller][inviteeDomain], "%s reached %s", email, a.cell)
			}
		}
		// The walk finds what it looks for: each rule grants at least once.
		assert.True(t, reached[asManager][w.users[asCreator].Email], "managers see the hackathon creator's address")
		assert.True(t, reached[asCreator][w.owner.Email], "organization admins see its owner's address")
		assert.True(t, reached[asSignedIn][w.users[asSignedIn].Email], "everyone sees their own address")
		assert.True(t, reached[asManager][w.users[asJudge].Email], "managers see their judges' addresses")
		assert.True(t, reached[asAnonymous][w.invite.email], "the holder of an invite's link sees its address")
	})
}

// call sends the operation as the caller and returns the answer and what it
// must not contain.
func (w *matrixWorld) call(t *testing.T, op matrixOperation, c matrixCaller) (body []byte, secrets []string) {
	t.Helper()
	tg := w.target
	if op.fresh {
		tg = w.newHackathon(t, "INVITE_ONLY", true)
	}
	named := []matrixHackathon{w.target, w.public, w.orgOnly}
	if op.namesTarget {
		named = named[1:]
	}
	secrets = w.secretsFrom(t, c, named, []matrixHackathon{w.target, w.viaLink, w.public, w.orgOnly, tg})
	var vars map[string]any
	if op.vars != nil {
		vars = op.vars(t, w, tg)
	}
	cl := w.client(t, c)
	resp := cl.PostGraphQL(cl.Endpoint(), op.doc, vars)
	require.Equal(t, http.StatusOK, resp.Status, "%s", resp.Body)
	return resp.Body, secrets
}

// assertOutcome: ok is data without errors; a refusal is one error with the
// wanted code and no data.
func assertOutcome(t *testing.T, want string, body []byte) {
	t.Helper()
	var answer struct {
		Data   json.RawMessage
		Errors []struct {
			Extensions struct{ Code string }
		}
	}
	require.NoError(t, json.Unmarshal(body, &answer), "%s", body)
	got := allowed
	if len(answer.Errors) > 0 {
		got = answer.Errors[0].Extensions.Code
	}
	if !assert.Equal(t, want, got, "%s", body) || got == allowed {
		return
	}
	assert.Len(t, answer.Errors, 1, "%s", body)
	assert.Equal(t, "null", string(answer.Data), "a refusal carries no data")
}

// emailsIn are the addresses an answer carries: every e-mail or username
// field's value, and any of the known addresses wherever it appears.
func emailsIn(t *testing.T, body []byte, known []string) map[string]bool {
	t.Helper()
	var answer any
	require.NoError(t, json.Unmarshal(body, &answer))
	found := map[string]bool{}
	var walk func(key string, v any)
	walk = func(key string, v any) {
		switch v := v.(type) {
		case map[string]any:
			for k, child := range v {
				walk(k, child)
			}
		case []any:
			for _, child := range v {
				walk(key, child)
			}
		case string:
			if key == "email" || key == "username" {
				found[v] = true
			}
			for _, email := range known {
				if strings.Contains(v, email) {
					found[email] = true
				}
			}
		}
	}
	walk("", answer)
	return found
}
