package rest_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
)

func TestLoginRefusesBadCredentialsAlike(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	u := env.NewUser(t, "alan")
	for _, creds := range []map[string]any{
		{"username": u.Email, "password": "Wrong-password-1"},
		{"username": "nobody-" + apitest.RandomString(4) + "@example.com", "password": apitest.Password},
	} {
		r := env.Client(t).Do(http.MethodPost, "/api/v1/token/login/", creds)
		require.Equal(t, http.StatusBadRequest, r.Status)
		assert.JSONEq(t, `{"non_field_errors":["Unable to log in with provided credentials."]}`, string(r.Body))
	}
	r := env.Client(t).Do(http.MethodPost, "/api/v1/token/login/", map[string]any{"username": u.Email})
	require.Equal(t, http.StatusBadRequest, r.Status)
	assert.Contains(t, r.JSON()["password"], "This field is required.")
	r = env.Client(t).Do(http.MethodPost, "/api/v1/token/login/", map[string]any{"username": u.Email, "password": 12345678})
	require.Equal(t, http.StatusBadRequest, r.Status)
	assert.Contains(t, r.JSON()["password"], "Expected a string.")
}

func TestLogoutRevokesTheTokenEverywhere(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	u := env.NewUser(t, "lin")
	other := u.Client.Login(u.Email, apitest.Password) // a second session of the same user

	r := u.Client.Do(http.MethodPost, "/api/v1/token/logout/", nil)
	require.Equal(t, http.StatusNoContent, r.Status)

	r = u.Client.Do(http.MethodGet, "/api/v1/users/me/", nil)
	assert.Equal(t, http.StatusUnauthorized, r.Status)
	assert.Equal(t, "Invalid token.", r.JSON()["detail"])
	assert.Equal(t, http.StatusUnauthorized, u.Client.Do(http.MethodPost, "/api/v1/token/logout/", nil).Status)
	req, _ := http.NewRequestWithContext(t.Context(), http.MethodPost, env.Server.URL+"/gql", nil)
	req.Header.Set("Authorization", "Token "+u.Client.Token)
	assert.Equal(t, http.StatusUnauthorized, u.Client.Send(req).Status, "/gql refuses the revoked token")

	u.Client.Token = other
	assert.Equal(t, http.StatusOK, u.Client.Do(http.MethodGet, "/api/v1/users/me/", nil).Status, "other sessions stay")
}

func TestRefreshReplacesTheToken(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	u := env.NewUser(t, "rae")
	old := u.Client.Token

	r := u.Client.Do(http.MethodGet, "/api/v1/token/refresh/", nil)
	require.Equal(t, http.StatusOK, r.Status)
	fresh := r.JSON()["auth_token"].(string)
	require.NotEqual(t, old, fresh)
	assert.Len(t, fresh, 64, "256 bits, hex")

	u.Client.Token = fresh
	assert.Equal(t, http.StatusOK, u.Client.Do(http.MethodGet, "/api/v1/users/me/", nil).Status)
	u.Client.Token = old
	assert.Equal(t, http.StatusUnauthorized, u.Client.Do(http.MethodGet, "/api/v1/users/me/", nil).Status)
	assert.Equal(t, http.StatusUnauthorized, u.Client.Do(http.MethodGet, "/api/v1/token/refresh/", nil).Status)
}

func TestExpiredTokensStopWorking(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	u := env.NewUser(t, "exp")
	_, err := env.Store.Pool().Exec(t.Context(), "UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1", u.ID)
	require.NoError(t, err)
	assert.Equal(t, http.StatusUnauthorized, u.Client.Do(http.MethodGet, "/api/v1/users/me/", nil).Status)
}

func TestLoginIsRateLimitedPerAccountAndPerAddress(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	c := limitedClient(t, env, 3, 5, time.Minute)
	login := func(user string) apitest.Response {
		return c.Do(http.MethodPost, "/api/v1/token/login/", map[string]any{"username": user, "password": "Wrong-password-1"})
	}
	for range 3 {
		assert.Equal(t, http.StatusBadRequest, login("victim@example.com").Status)
	}
	r := login("victim@example.com")
	require.Equal(t, http.StatusTooManyRequests, r.Status, "fourth try on one account")
	assert.Equal(t, "60", r.Header.Get("Retry-After"))
	assert.Contains(t, r.JSON()["detail"], "Too many attempts")

	// The address has made 4 attempts; one more on another account passes, the next does not.
	assert.Equal(t, http.StatusBadRequest, login("second@example.com").Status)
	assert.Equal(t, http.StatusTooManyRequests, login("third@example.com").Status)
}
