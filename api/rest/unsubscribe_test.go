package rest_test

import (
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/domain"
)

// cookieless answers a request sent as a mail client sends it: no cookie,
// no CSRF header.
func cookieless(t *testing.T, method, target, body string) (int, string) {
	t.Helper()
	req, err := http.NewRequestWithContext(t.Context(), method, target, strings.NewReader(body))
	require.NoError(t, err)
	if body != "" {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	require.NoError(t, err)
	return res.StatusCode, string(b)
}

func unsubscribeURL(t *testing.T, env *apitest.Env, userID int64, c domain.EmailCategory) string {
	t.Helper()
	key, err := env.Store.UnsubscribeKey(t.Context())
	require.NoError(t, err)
	return env.Server.URL + domain.UnsubscribePath + "?" + url.Values{"token": {domain.UnsubscribeToken(key, userID, c)}}.Encode()
}

func enabled(t *testing.T, env *apitest.Env, userID int64) map[domain.EmailCategory]bool {
	t.Helper()
	prefs, err := env.Store.EmailPreferences(t.Context(), userID)
	require.NoError(t, err)
	out := map[domain.EmailCategory]bool{}
	for _, p := range prefs {
		out[p.Category] = p.Enabled
	}
	return out
}

func TestOneClickUnsubscribeTurnsTheCategoryOffWithoutSigningIn(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	u := env.NewUser(t, "unsub")
	link := unsubscribeURL(t, env, u.ID, domain.EmailResults)

	status, page := cookieless(t, http.MethodGet, link, "")
	require.Equal(t, http.StatusOK, status, page)
	assert.Contains(t, page, "You'll stop getting e-mails about results of your hackathons.")
	assert.Contains(t, page, `<form method="post">`, "a button posts the one-click body")
	assert.Contains(t, page, `href="/user/email"`, "links the settings page")
	assert.True(t, enabled(t, env, u.ID)[domain.EmailResults], "a GET (a mail scanner's, say) changes nothing")

	status, page = cookieless(t, http.MethodPost, link, "List-Unsubscribe=One-Click")
	require.Equal(t, http.StatusOK, status, page)
	assert.Contains(t, page, "You won't get e-mails about results of your hackathons anymore.")
	prefs := enabled(t, env, u.ID)
	assert.False(t, prefs[domain.EmailResults])
	assert.True(t, prefs[domain.EmailInvites], "other categories stay on")

	status, _ = cookieless(t, http.MethodPost, link, "List-Unsubscribe=One-Click")
	assert.Equal(t, http.StatusOK, status, "following it again changes nothing and succeeds")
}

func TestAForgedUnsubscribeLinkIsRefused(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	u := env.NewUser(t, "forged")
	link := unsubscribeURL(t, env, u.ID, domain.EmailResults)
	forged := env.Server.URL + domain.UnsubscribePath + "?token=" + domain.UnsubscribeToken([]byte("not the server's key"), u.ID, domain.EmailInvites)
	otherUser := strings.Replace(link, "token=", "token=1", 1) // the signature of u's id under another id
	for name, target := range map[string]string{
		"forged":     forged,
		"other user": otherUser,
		"no token":   env.Server.URL + domain.UnsubscribePath,
	} {
		for _, method := range []string{http.MethodGet, http.MethodPost} {
			status, page := cookieless(t, method, target, "List-Unsubscribe=One-Click")
			assert.Equal(t, http.StatusBadRequest, status, name+" "+method)
			assert.Contains(t, page, "This unsubscribe link is not valid", name+" "+method)
		}
	}
	assert.True(t, enabled(t, env, u.ID)[domain.EmailInvites], "nothing changed")
}
