package rest_test

import (
	"crypto/rand"
	"crypto/rsa"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"
	"github.com/coreos/go-oidc/v3/oidc/oidctest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api"
	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/api/auth"
)

const socialPath = "/api/login/social/token_user/"

// localIssuer is an OpenID Connect provider run by the test: its own key
// pair, its JWKS and discovery document served by httptest.
type localIssuer struct {
	url      string
	key      *rsa.PrivateKey
	clientID string
}

func newLocalIssuer(t *testing.T, clientID string) localIssuer {
	t.Helper()
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	require.NoError(t, err)
	s := &oidctest.Server{PublicKeys: []oidctest.PublicKey{{PublicKey: key.Public(), KeyID: "k1", Algorithm: oidc.RS256}}}
	srv := httptest.NewServer(s)
	t.Cleanup(srv.Close)
	s.SetIssuer(srv.URL)
	return localIssuer{url: srv.URL, key: key, clientID: clientID}
}

func (l localIssuer) provider(name string) auth.SocialProvider {
	return auth.SocialProvider{Name: name, Issuer: l.url, ClientID: l.clientID, JWKSURL: l.url + "/keys"}
}

// token signs claims (merged over valid ones for sub) with the issuer's key.
func (l localIssuer) token(t *testing.T, sub, email string, over map[string]any) string {
	t.Helper()
	return signClaims(t, l.key, l.claims(sub, email, over))
}

func (l localIssuer) claims(sub, email string, over map[string]any) map[string]any {
	c := map[string]any{
		"iss": l.url, "aud": l.clientID, "sub": sub, "email": email, "email_verified": true,
		"given_name": "Sol", "family_name": "Cial",
		"iat": time.Now().Add(-time.Minute).Unix(), "exp": time.Now().Add(time.Hour).Unix(),
	}
	for k, v := range over {
		c[k] = v
	}
	return c
}

func signClaims(t *testing.T, key *rsa.PrivateKey, claims map[string]any) string {
	t.Helper()
	raw, err := json.Marshal(claims)
	require.NoError(t, err)
	return oidctest.SignIDToken(key, "k1", oidc.RS256, string(raw))
}

// socialServer is the API with the given providers.
func socialServer(t *testing.T, env *apitest.Env, providers ...auth.SocialProvider) string {
	t.Helper()
	srv := httptest.NewServer(api.NewRouter(api.Options{
		Store: env.Store, Flows: env.Flows, SocialProviders: providers, LimitScope: apitest.RandomString(4) + ":",
	}))
	t.Cleanup(srv.Close)
	return srv.URL
}

func TestSocialSignInCreatesTheAccountThenFindsIt(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	issuer := newLocalIssuer(t, "hackforge-test")
	base := socialServer(t, env, issuer.provider("Local"))
	email := "sol-" + apitest.RandomString(4) + "@example.com"
	sub := "subject-" + apitest.RandomString(4)

	c := apitest.NewClient(t, base)
	r := c.Do(http.MethodPost, socialPath, map[string]any{"token": issuer.token(t, sub, email, nil)})
	require.Equal(t, http.StatusOK, r.Status, "%s", r.Body)
	first := r.JSON()["auth_token"].(string)
	c.Token = first
	me := c.Do(http.MethodGet, "/api/v1/users/me/", nil).JSON()
	assert.Equal(t, email, me["email"])
	assert.Equal(t, email, me["username"])
	assert.Equal(t, "Sol", me["first_name"])
	assert.Equal(t, "Cial", me["last_name"])

	// A later sign-in (another address at the provider) finds the same account.
	r = apitest.NewClient(t, base).Do(http.MethodPost, socialPath, map[string]any{"token": issuer.token(t, sub, "new-"+email, nil)})
	require.Equal(t, http.StatusOK, r.Status, "%s", r.Body)
	assert.NotEqual(t, first, r.JSON()["auth_token"])
	c.Token = r.JSON()["auth_token"].(string)
	assert.Equal(t, me["id"], c.Do(http.MethodGet, "/api/v1/users/me/", nil).JSON()["id"])

	var n int
	require.NoError(t, env.Store.Pool().QueryRow(t.Context(), "SELECT count(*) FROM users WHERE lower(email) = lower($1)", email).Scan(&n))
	assert.Equal(t, 1, n, "one account")
	// The account has no password: the password login refuses any.
	r = apitest.NewClient(t, base).Do(http.MethodPost, "/api/v1/token/login/", map[string]any{"username": email, "password": ""})
	assert.Equal(t, http.StatusBadRequest, r.Status)
}

func TestSocialSignInLinksTheAccountWithTheVerifiedAddress(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	issuer := newLocalIssuer(t, "hackforge-test")
	base := socialServer(t, env, issuer.provider("Local"))
	u := env.NewUser(t, "linda")

	r := apitest.NewClient(t, base).Do(http.MethodPost, socialPath, map[string]any{"token": issuer.token(t, "linda-sub", u.Email, nil)})
	require.Equal(t, http.StatusOK, r.Status, "%s", r.Body)
	c := apitest.NewClient(t, base)
	c.Token = r.JSON()["auth_token"].(string)
	assert.EqualValues(t, u.ID, c.Do(http.MethodGet, "/api/v1/users/me/", nil).JSON()["id"])

	// An unverified address is not enough to take over an account.
	r = apitest.NewClient(t, base).Do(http.MethodPost, socialPath, map[string]any{
		"token": issuer.token(t, "other-sub", u.Email, map[string]any{"email_verified": false}),
	})
	require.Equal(t, http.StatusBadRequest, r.Status)
	assert.Equal(t, []any{auth.SocialTokenNoEmail}, r.JSON()["token"])
}

func TestSocialSignInRefusesBadTokens(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	issuer := newLocalIssuer(t, "hackforge-test")
	other := newLocalIssuer(t, "hackforge-test") // not configured
	second := newLocalIssuer(t, "second-client")
	base := socialServer(t, env, issuer.provider("Local"), second.provider("Second"))
	email := "bad-" + apitest.RandomString(4) + "@example.com"
	forged := issuer.claims("mallory", email, nil)
	stranger, err := rsa.GenerateKey(rand.Reader, 2048)
	require.NoError(t, err)

	cases := []struct {
		name, token, nonce, want string
	}{
		{"expired", issuer.token(t, "s1", email, map[string]any{"exp": time.Now().Add(-time.Minute).Unix()}), "", auth.SocialTokenExpired},
		{"wrong audience", issuer.token(t, "s1", email, map[string]any{"aud": "someone-else"}), "", auth.SocialTokenInvalid},
		{"another provider's audience", issuer.token(t, "s1", email, map[string]any{"aud": "second-client"}), "", auth.SocialTokenInvalid},
		{"unknown issuer", other.token(t, "s1", email, nil), "", auth.SocialTokenUnknown},
		{"badly signed", signClaims(t, stranger, forged), "", auth.SocialTokenInvalid},
		{"signed by another configured provider", signClaims(t, second.key, forged), "", auth.SocialTokenInvalid},
		{"tampered", issuer.token(t, "s1", email, nil) + "x", "", auth.SocialTokenInvalid},
		{"not a token", "hello", "", auth.SocialTokenInvalid},
		{"no e-mail", issuer.token(t, "s1", "", nil), "", auth.SocialTokenNoEmail},
		{"wrong nonce", issuer.token(t, "s1", email, map[string]any{"nonce": "abc"}), "xyz", auth.SocialTokenNonceWrong},
	}
	for _, c := range cases {
		r := apitest.NewClient(t, base).Do(http.MethodPost, socialPath, map[string]any{"token": c.token, "nonce": c.nonce})
		require.Equal(t, http.StatusBadRequest, r.Status, "%s: %s", c.name, r.Body)
		assert.Equal(t, []any{c.want}, r.JSON()["token"], c.name)
	}
	r := apitest.NewClient(t, base).Do(http.MethodPost, socialPath, map[string]any{})
	require.Equal(t, http.StatusBadRequest, r.Status)
	assert.Equal(t, []any{"This field is required."}, r.JSON()["token"])

	var n int
	require.NoError(t, env.Store.Pool().QueryRow(t.Context(), "SELECT count(*) FROM users WHERE lower(email) = lower($1)", email).Scan(&n))
	assert.Zero(t, n, "no refused token made an account")

	// The right nonce and the second provider pass.
	r = apitest.NewClient(t, base).Do(http.MethodPost, socialPath, map[string]any{
		"token": second.token(t, "s2", email, map[string]any{"nonce": "n-1"}), "nonce": "n-1",
	})
	assert.Equal(t, http.StatusOK, r.Status, "%s", r.Body)
}

func TestSocialSignInWithoutProvidersRefusesEveryToken(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	issuer := newLocalIssuer(t, "hackforge-test")
	r := env.Client(t).Do(http.MethodPost, socialPath, map[string]any{"token": issuer.token(t, "s", "x@example.com", nil)})
	require.Equal(t, http.StatusBadRequest, r.Status)
	assert.Equal(t, []any{auth.SocialTokenUnknown}, r.JSON()["token"])
}

func TestSocialProvidersFindTheirAuthorizationURL(t *testing.T) {
	t.Parallel()
	issuer := newLocalIssuer(t, "hackforge-test")
	unreachable := auth.SocialProvider{Name: "Gone", Issuer: "http://127.0.0.1:1", ClientID: "c", JWKSURL: "http://127.0.0.1:1/keys"}
	v := auth.NewSocialVerifier([]auth.SocialProvider{issuer.provider("Local"), unreachable})
	ps := v.Providers(t.Context())
	require.Len(t, ps, 1, "a provider without a discovery document is left out")
	assert.Equal(t, issuer.url+"/auth", ps[0].AuthorizationURL, "from the discovery document")
}
