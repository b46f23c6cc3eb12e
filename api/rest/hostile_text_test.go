package rest_test

import (
	"encoding/base64"
	"maps"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/go-chi/chi/v5"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/api/auth"
)

// hostileEndpoint is a REST endpoint that reads a JSON body, with a body
// that passes its checks (made anew for each request) and the signed-in
// user it needs, if any.
type hostileEndpoint struct {
	method, path string
	body         func() map[string]any
	as           *apitest.User
}

// TestHostileTextIsRefusedByEveryJSONEndpoint sends each of
// apitest.HostileTexts in each field of every REST endpoint that reads a
// JSON body: control characters and invalid UTF-8 get a 400 naming the
// field, and nothing gets a 500.
func TestHostileTextIsRefusedByEveryJSONEndpoint(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	account, me := env.NewUser(t, "hostile"), env.NewUser(t, "hostile-me")
	fresh := func() string { return "hostile-" + apitest.RandomString(6) + "@example.com" }
	endpoints := []hostileEndpoint{
		{method: http.MethodPost, path: "/api/v1/token/login/", body: func() map[string]any {
			return map[string]any{"username": account.Email, "password": apitest.Password}
		}},
		{method: http.MethodPost, path: "/api/v1/users/", body: func() map[string]any { return registration(fresh(), apitest.Password) }},
		{method: http.MethodPost, path: "/api/v1/users/reset_password/", body: func() map[string]any {
			return map[string]any{"email": fresh()}
		}},
		{method: http.MethodPost, path: "/api/v1/users/reset_password_confirm/", body: func() map[string]any {
			uid := base64.RawURLEncoding.EncodeToString([]byte(strconv.FormatInt(account.ID, 10)))
			return map[string]any{"uid": uid, "token": "not-a-token", "new_password": "Brand-new-secret-7"}
		}},
		{method: http.MethodPut, path: "/api/v1/users/me/", as: &me, body: func() map[string]any {
			return map[string]any{"first_name": "Host", "last_name": "Ile", "email": me.Email}
		}},
		{method: http.MethodPost, path: "/api/v1/login/social/token_user/", body: func() map[string]any {
			return map[string]any{"token": "not.a.token", "nonce": "n"}
		}},
		{method: http.MethodPost, path: "/api/login/social/token_user/", body: func() map[string]any {
			return map[string]any{"token": "not.a.token", "nonce": "n"}
		}},
	}
	assertEveryJSONEndpointListed(t, env, endpoints)

	for _, ep := range endpoints {
		t.Run(ep.method+" "+ep.path, func(t *testing.T) {
			t.Parallel()
			c := env.Client(t)
			if ep.as != nil {
				c.Token = ep.as.Client.Token
			}
			for _, field := range slices.Sorted(maps.Keys(ep.body())) {
				for _, text := range apitest.HostileTexts {
					body := ep.body()
					body[field] = text.Value
					r := c.Do(ep.method, ep.path, apitest.EncodeHostile(body))
					if !assert.Less(t, r.Status, http.StatusInternalServerError, "%s in %s: %s", text.Name, field, r.Body) {
						continue
					}
					if text.Control || text.Value == apitest.InvalidUTF8 {
						assert.Equal(t, http.StatusBadRequest, r.Status, "%s in %s: %s", text.Name, field, r.Body)
						assert.Contains(t, r.JSON(), field, "%s in %s: the error names the field: %s", text.Name, field, r.Body)
					}
				}
			}
		})
	}
}

// assertEveryJSONEndpointListed: every REST route taking a body (POST, PUT
// or PATCH) is in the list, except those that read none and the catch-all
// that answers 404. (GraphQL has TestHostileTextNeverFailsInternally.)
func assertEveryJSONEndpointListed(t *testing.T, env *apitest.Env, endpoints []hostileEndpoint) {
	t.Helper()
	// The one-click unsubscribe's body (RFC 8058: List-Unsubscribe=One-Click)
	// says nothing its token does not: it is not read.
	bodiless := []string{"POST /api/v1/token/logout/", "POST /api/v1/email/unsubscribe"}
	// The image uploads read a multipart form, not JSON: api/graph's
	// TestImageAltRefusesHostileText sends them the same texts.
	multipart := []string{"PUT /api/v1/hackathons/{id}/images/{kind}", "PUT /api/v1/organizations/{id}/images/logo"}
	routes, ok := env.Router(auth.LimitPair{}).(chi.Routes) // walked, never called
	require.True(t, ok)
	require.NoError(t, chi.Walk(routes, func(method, route string, _ http.Handler, _ ...func(http.Handler) http.Handler) error {
		route = strings.ReplaceAll(route, "/*/", "/")
		if method != http.MethodPost && method != http.MethodPut && method != http.MethodPatch ||
			!strings.HasPrefix(route, "/api/") || strings.HasSuffix(route, "/*") {
			return nil
		}
		name := method + " " + route
		listed := slices.ContainsFunc(endpoints, func(ep hostileEndpoint) bool { return ep.method+" "+ep.path == name })
		assert.True(t, listed || slices.Contains(bodiless, name) || slices.Contains(multipart, name), "%s reads a body: send it hostile text", name)
		return nil
	}))
}
