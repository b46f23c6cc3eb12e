package rest_test

import (
	"context"
	"net/http"
	"net/url"
	"regexp"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/workflows"
)

var resetLink = regexp.MustCompile(`https?://[^\s"<]+/reset_password\?[^\s"<]+`)

// requestReset asks for a reset e-mail and returns the uid and token of the
// link that arrives.
func requestReset(t *testing.T, env *apitest.Env, email string, nth int) (uid, token string) {
	t.Helper()
	r := env.Client(t).Do(http.MethodPost, "/api/v1/users/reset_password/", map[string]any{"email": email})
	require.Equal(t, http.StatusNoContent, r.Status, string(r.Body))
	msgs := env.Inbox.WaitFor(t, email, nth, 20*time.Second)
	msg := msgs[0]
	assert.Equal(t, "Reset your Hackforge password", msg.Subject)
	link := resetLink.FindString(msg.Text)
	require.NotEmpty(t, link, "plain-text part has the link: %s", msg.Text)
	assert.Contains(t, msg.HTML, `href="`+htmlEscape(link)+`"`, "HTML part has the same link")
	u, err := url.Parse(link)
	require.NoError(t, err)
	return u.Query().Get("uid"), u.Query().Get("token")
}

func htmlEscape(s string) string { return regexp.MustCompile(`&`).ReplaceAllString(s, "&amp;") }

func confirm(t *testing.T, env *apitest.Env, body map[string]any) apitest.Response {
	return env.Client(t).Do(http.MethodPost, "/api/v1/users/reset_password_confirm/", body)
}

func TestPasswordResetByEmailedLink(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	u := env.NewUser(t, "reset")
	uid, token := requestReset(t, env, u.Email, 1)

	r := confirm(t, env, map[string]any{"uid": uid, "token": token, "new_password": "Brand-new-secret-7"})
	require.Equal(t, http.StatusNoContent, r.Status, string(r.Body))

	assert.Equal(t, http.StatusUnauthorized, u.Client.Do(http.MethodGet, "/api/v1/users/me/", nil).Status, "existing tokens are revoked")
	bad := env.Client(t).Do(http.MethodPost, "/api/v1/token/login/", map[string]any{"username": u.Email, "password": apitest.Password})
	assert.Equal(t, http.StatusBadRequest, bad.Status, "the old password no longer works")
	env.Client(t).Login(u.Email, "Brand-new-secret-7")

	r = confirm(t, env, map[string]any{"uid": uid, "token": token, "new_password": "Another-secret-8"})
	require.Equal(t, http.StatusBadRequest, r.Status, "the token is single-use")
	assert.JSONEq(t, `{"token":["Invalid or expired token."]}`, string(r.Body))
}

func TestPasswordResetRefusesWrongAndExpiredTokens(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	u := env.NewUser(t, "expiry")
	uid, token := requestReset(t, env, u.Email, 1)

	for name, body := range map[string]map[string]any{
		"wrong token":     {"uid": uid, "token": token + "x", "new_password": "Brand-new-secret-7"},
		"other user's id": {"uid": "OTk5OTk5OTk5", "token": token, "new_password": "Brand-new-secret-7"},
		"garbage uid":     {"uid": "%%%", "token": token, "new_password": "Brand-new-secret-7"},
	} {
		r := confirm(t, env, body)
		assert.Equal(t, http.StatusBadRequest, r.Status, name)
		assert.JSONEq(t, `{"token":["Invalid or expired token."]}`, string(r.Body), name)
	}
	r := confirm(t, env, map[string]any{"uid": uid, "token": token, "new_password": "short"})
	require.Equal(t, http.StatusBadRequest, r.Status)
	assert.Contains(t, r.JSON()["new_password"], "This password is too short. It must contain at least 8 characters.")
	r = confirm(t, env, map[string]any{"uid": uid})
	assert.Contains(t, r.JSON()["token"], "This field is required.")
	assert.Contains(t, r.JSON()["new_password"], "This field is required.")

	_, err := env.Store.Pool().Exec(context.Background(), "UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1", u.ID)
	require.NoError(t, err)
	r = confirm(t, env, map[string]any{"uid": uid, "token": token, "new_password": "Brand-new-secret-7"})
	assert.JSONEq(t, `{"token":["Invalid or expired token."]}`, string(r.Body), "expired")
	env.Client(t).Login(u.Email, apitest.Password) // nothing changed
}

func TestPasswordResetAnswersAlikeForUnknownAddresses(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	email := "nobody-" + apitest.RandomString(4) + "@example.com"
	r := env.Client(t).Do(http.MethodPost, "/api/v1/users/reset_password/", map[string]any{"email": email})
	require.Equal(t, http.StatusNoContent, r.Status)

	// The same work happens as for a real account: a reset workflow runs and
	// finds nobody to e-mail.
	run := env.Temporal.GetWorkflow(context.Background(), env.Flows.PasswordResetID(email), "")
	var res workflows.PasswordResetResult
	require.NoError(t, run.Get(context.Background(), &res))
	assert.False(t, res.Sent)
	assert.Zero(t, env.Inbox.Count(t, email))

	r = env.Client(t).Do(http.MethodPost, "/api/v1/users/reset_password/", map[string]any{"email": "not an address"})
	assert.Equal(t, http.StatusBadRequest, r.Status)
}

func TestPasswordResetIsRateLimited(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	c := limitedClient(t, env, 2, 100, time.Hour)
	email := "limited-" + apitest.RandomString(4) + "@example.com"
	for range 2 {
		assert.Equal(t, http.StatusNoContent, c.Do(http.MethodPost, "/api/v1/users/reset_password/", map[string]any{"email": email}).Status)
	}
	r := c.Do(http.MethodPost, "/api/v1/users/reset_password/", map[string]any{"email": email})
	assert.Equal(t, http.StatusTooManyRequests, r.Status)
	assert.NotEmpty(t, r.Header.Get("Retry-After"))
}
