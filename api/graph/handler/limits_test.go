package handler_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api"
	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/api/graph/handler"
)

func TestGETAllowsQueriesButNotMutations(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	u := env.NewUser(t, "get")
	get := func(query string) apitest.Response {
		req, _ := http.NewRequestWithContext(t.Context(), http.MethodGet, env.Server.URL+"/gql?query="+url.QueryEscape(query), nil)
		req.Header.Set("Authorization", "Token "+u.Client.Token)
		return u.Client.Send(req)
	}
	r := get(`{ me { email } }`)
	require.Equal(t, http.StatusOK, r.Status)
	assert.Contains(t, string(r.Body), u.Email)

	r = get(`mutation { updateHackathonProfile(input: {city: "X"}) { hackathonProfile { city } } }`)
	assert.NotEqual(t, http.StatusOK, r.Status, string(r.Body))
	assert.Contains(t, string(r.Body), "errors")
}

func TestDeepQueriesAreRefused(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	u := env.NewUser(t, "deep")
	nested := func(levels int) string { // __schema > types > fields > type > ofType... > name
		return "{ __schema { types { fields { type { " + strings.Repeat("ofType { ", levels-5) + "name" + strings.Repeat(" }", levels-5) + " } } } } }"
	}
	require.Empty(t, u.Client.GraphQL(nested(12), nil, nil))
	errs := u.Client.GraphQL(nested(13), nil, nil)
	require.NotEmpty(t, errs)
	assert.Equal(t, "The query is nested 13 levels deep; the limit is 12.", errs[0].Message)
	assert.Equal(t, "BAD_USER_INPUT", errs[0].Extensions["code"])
}

func TestMalformedQueriesGetCodes(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	u := env.NewUser(t, "bad")
	errs := u.Client.GraphQL(`{ me { nosuchfield } }`, nil, nil)
	require.NotEmpty(t, errs)
	assert.Equal(t, "GRAPHQL_VALIDATION_FAILED", errs[0].Extensions["code"])
	errs = u.Client.GraphQL(`{ me { `, nil, nil)
	require.NotEmpty(t, errs)
	assert.Equal(t, "GRAPHQL_PARSE_FAILED", errs[0].Extensions["code"])
}

func TestIntrospectionIsOffInProduction(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	u := env.NewUser(t, "intro")
	query := `{ __schema { queryType { name } } }`
	require.Empty(t, u.Client.GraphQL(query, nil, nil), "on in development")

	srv := httptest.NewServer(api.NewRouter(api.Options{Store: env.Store, Flows: env.Flows, Production: true}))
	t.Cleanup(srv.Close)
	c := apitest.NewClient(t, srv.URL)
	c.Token = u.Client.Token
	errs := c.GraphQL(query, nil, nil)
	require.NotEmpty(t, errs)
	assert.Equal(t, "Introspection is disabled.", errs[0].Message)
	assert.Equal(t, "FORBIDDEN", errs[0].Extensions["code"])
	require.Empty(t, c.GraphQL(`{ me { email } }`, nil, nil), "other queries still work")
}

func TestBodiesOverOneMebibyteAre413(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	u := env.NewUser(t, "big")
	post := func(size int) apitest.Response {
		body := `{"query":"{ me { email } }","variables":{"pad":"` + strings.Repeat("x", size) + `"}}`
		req, _ := http.NewRequestWithContext(t.Context(), http.MethodPost, env.Server.URL+"/gql", strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Token "+u.Client.Token)
		return u.Client.Send(req)
	}
	assert.Equal(t, http.StatusOK, post(1<<20-100).Status, "just under the limit")
	r := post(1 << 20)
	assert.Equal(t, http.StatusRequestEntityTooLarge, r.Status)
	assert.Contains(t, string(r.Body), "Payload too large")
}

func TestMalformedIDsNameTheArgument(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	u := env.NewUser(t, "badid")
	errs := u.Client.GraphQL(`{ hackathon(id: "not-a-number") { id } }`, nil, nil)
	require.NotEmpty(t, errs)
	assert.Equal(t, "BAD_USER_INPUT", errs[0].Extensions["code"])
	assert.Equal(t, "id", errs[0].Extensions["field"])
	assert.Equal(t, "not-a-number is not a valid ID.", errs[0].Message)
}

func TestWideOperationsAreRefused(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	u := env.NewUser(t, "wide")
	aliased := func(n int) string { // n aliases of one cheap field
		var b strings.Builder
		b.WriteString("{ me { ")
		for i := range n {
			fmt.Fprintf(&b, "a%d: email ", i)
		}
		b.WriteString("} }")
		return b.String()
	}
	require.Empty(t, u.Client.GraphQL(aliased(handler.MaxAliases), nil, nil))
	errs := u.Client.GraphQL(aliased(handler.MaxAliases+1), nil, nil)
	require.NotEmpty(t, errs)
	assert.Equal(t, fmt.Sprintf("The operation uses %d aliases; the limit is %d.", handler.MaxAliases+1, handler.MaxAliases), errs[0].Message)
	assert.Equal(t, "BAD_USER_INPUT", errs[0].Extensions["code"])

	// A fragment's aliases count each time it is spread.
	spread := "fragment F on User { "
	for i := range handler.MaxAliases/2 + 1 {
		spread += fmt.Sprintf("f%d: email ", i)
	}
	spread += "} { a: me { ...F } b: me { ...F } }"
	errs = u.Client.GraphQL(spread, nil, nil)
	require.NotEmpty(t, errs)
	assert.Contains(t, errs[0].Message, "aliases; the limit is")

	roots := func(n int) string { // n root fields, as aliases and plain fields
		var b strings.Builder
		b.WriteString("{ me { id } ")
		for i := range n - 1 {
			fmt.Fprintf(&b, "r%d: me { id } ", i)
		}
		b.WriteString("}")
		return b.String()
	}
	require.Empty(t, u.Client.GraphQL(roots(handler.MaxRootFields), nil, nil))
	errs = u.Client.GraphQL(roots(handler.MaxRootFields+1), nil, nil)
	require.NotEmpty(t, errs)
	assert.Equal(t, fmt.Sprintf("The operation asks for %d top-level fields; the limit is %d.", handler.MaxRootFields+1, handler.MaxRootFields), errs[0].Message)
}

// A malformed time is the client's mistake, named on its field, not an
// internal error (found by FuzzMutationInputs).
func TestMalformedTimesNameTheField(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	u := env.NewUser(t, "badtime")
	errs := u.Client.GraphQL(`mutation($input: CreateHackathonInput!) { createHackathon(input: $input) { hackathon { id } } }`,
		map[string]any{"input": map[string]any{
			"name": "Hack", "allowedParticipants": "PUBLIC", "maxTeamSize": 4, "organizationId": "1",
			"startDatetime": "2026-01-01T10:00:00Z", "endDatetime": "the second of January",
		}}, nil)
	require.NotEmpty(t, errs)
	assert.Equal(t, "BAD_USER_INPUT", errs[0].Extensions["code"])
	assert.Equal(t, "endDatetime", errs[0].Extensions["field"])
	assert.Equal(t, "Enter a date and time such as 2026-03-01T09:00:00Z.", errs[0].Message)
}
