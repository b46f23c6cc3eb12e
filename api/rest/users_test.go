package rest_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
)

func registration(email, password string) map[string]any {
	return map[string]any{"first_name": "Ada", "last_name": "Lovelace", "email": email, "username": email, "password": password}
}

func TestRegisterCreatesAccountWhoseUsernameIsTheEmail(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	c := env.Client(t)
	email := "ada-" + apitest.RandomString(4) + "@example.com"

	r := c.Do(http.MethodPost, "/api/v1/users/", registration(email, apitest.Password))

	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	body := r.JSON()
	assert.Equal(t, email, body["username"])
	assert.Equal(t, email, body["email"])
	assert.Equal(t, "Ada", body["first_name"])
	assert.NotContains(t, string(r.Body), "password")
	c.Token = c.Login(strings.ToUpper(email), apitest.Password) // usernames ignore case
	assert.NotEmpty(t, c.Token)
}

func TestRegisterRejectsBadInputPerField(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	taken := env.NewUser(t, "taken").Email
	cases := []struct {
		name  string
		body  any
		field string
		msg   string
	}{
		{"missing email", map[string]any{"password": apitest.Password}, "email", "This field is required."},
		{"invalid email", registration("not-an-email", apitest.Password), "email", "Enter a valid email address."},
		{"email with a space", registration("a b@example.com", apitest.Password), "email", "Enter a valid email address."},
		{"taken email, other case", registration(strings.ToUpper(taken), apitest.Password), "email", "A user with that email already exists."},
		{"missing password", map[string]any{"email": "x-" + apitest.RandomString(4) + "@example.com"}, "password", "This field is required."},
		{"short password", registration("y@example.com", "Ab1!"), "password", "This password is too short. It must contain at least 8 characters."},
		{"common password", registration("z@example.com", "password123"), "password", "This password is too common."},
		{"numeric password", registration("n@example.com", "9812734650"), "password", "This password is entirely numeric."},
		{"username differs", map[string]any{"email": "u@example.com", "username": "someone", "password": apitest.Password}, "username", "The username must be the e-mail address."},
		{"wrong type", map[string]any{"email": 42, "password": apitest.Password}, "email", "Expected a string."},
		{"name too long", map[string]any{"email": "l@example.com", "password": apitest.Password, "first_name": strings.Repeat("a", 151)}, "first_name", "Ensure this field has no more than 150 characters."},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := env.Client(t).Do(http.MethodPost, "/api/v1/users/", tc.body)
			require.Equal(t, http.StatusBadRequest, r.Status, string(r.Body))
			assert.Contains(t, r.JSON()[tc.field], tc.msg, string(r.Body))
		})
	}
}

func TestRegisterRefusesMalformedBodies(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	c := env.Client(t)
	assert.Equal(t, http.StatusBadRequest, c.Do(http.MethodPost, "/api/v1/users/", []byte(`{"email":`)).Status)
	assert.Equal(t, http.StatusBadRequest, c.Do(http.MethodPost, "/api/v1/users/", []byte(`[1,2]`)).Status)
	huge := []byte(`{"first_name":"` + strings.Repeat("a", 100<<10) + `"}`)
	r := c.Do(http.MethodPost, "/api/v1/users/", huge)
	assert.Equal(t, http.StatusRequestEntityTooLarge, r.Status)
	assert.Equal(t, "Request body too large.", r.JSON()["detail"])
}

func TestMeShowsAndUpdatesTheSignedInUser(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	u := env.NewUser(t, "grace")
	other := env.NewUser(t, "other")

	r := u.Client.Do(http.MethodGet, "/api/v1/users/me/", nil)
	require.Equal(t, http.StatusOK, r.Status)
	assert.Equal(t, u.Email, r.JSON()["email"])
	assert.EqualValues(t, u.ID, r.JSON()["id"])

	r = u.Client.Do(http.MethodPut, "/api/v1/users/me/", map[string]any{"first_name": "Grace", "last_name": "Hopper", "password": "ignored-Pass-1"})
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	assert.Equal(t, "Hopper", r.JSON()["last_name"])
	assert.Equal(t, u.Email, r.JSON()["email"], "fields left out keep their value")
	u.Client.Login(u.Email, apitest.Password) // the password did not change

	r = u.Client.Do(http.MethodPut, "/api/v1/users/me/", map[string]any{"email": other.Email})
	require.Equal(t, http.StatusBadRequest, r.Status)
	assert.Contains(t, r.JSON()["email"], "A user with that email already exists.")

	r = env.Client(t).Do(http.MethodGet, "/api/v1/users/me/", nil)
	assert.Equal(t, http.StatusUnauthorized, r.Status)
	assert.Equal(t, "Authentication credentials were not provided.", r.JSON()["detail"])
}

func TestUnknownAPIRoutesAnswerJSON404(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	for _, path := range []string{"/api/v1/nope/", "/api/other", "/api/v1/users/me/extra/"} {
		r := env.Client(t).Do(http.MethodGet, path, nil)
		assert.Equal(t, http.StatusNotFound, r.Status, path)
		assert.Equal(t, "application/json", r.Header.Get("Content-Type"), path)
		assert.Equal(t, "Not found.", r.JSON()["detail"], path)
	}
}

func TestUnsafeRequestsNeedTheCSRFHeader(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	c := env.Client(t)
	token := c.CSRF()
	for _, header := range []string{"", "wrong-" + token} {
		req, _ := http.NewRequestWithContext(t.Context(), http.MethodPost, env.Server.URL+"/api/v1/token/login/", strings.NewReader(`{"username":"a","password":"b"}`))
		if header != "" {
			req.Header.Set("X-CSRFToken", header)
		}
		r := c.Send(req)
		assert.Equal(t, http.StatusForbidden, r.Status)
		assert.Equal(t, "CSRF Failed: CSRF token missing or incorrect.", r.JSON()["detail"])
	}
}

// Registration says whether an address has an account, so it is limited as
// login is: per address asked for and per client.
func TestRegistrationIsRateLimitedPerAddressAndPerClient(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	c := limitedClient(t, env, 3, 5, time.Minute)
	taken := env.NewUser(t, "taken").Email
	register := func(email string) apitest.Response {
		return c.Do(http.MethodPost, "/api/v1/users/", registration(email, apitest.Password))
	}
	for range 3 {
		r := register(taken)
		require.Equal(t, http.StatusBadRequest, r.Status, string(r.Body))
		assert.Contains(t, r.JSON()["email"], "A user with that email already exists.")
	}
	r := register(strings.ToUpper(taken))
	require.Equal(t, http.StatusTooManyRequests, r.Status, "fourth try on one address, in another case: %s", r.Body)
	assert.Equal(t, "60", r.Header.Get("Retry-After"))
	assert.Contains(t, r.JSON()["detail"], "Too many attempts")

	// The client has made 4 attempts: one more address passes, the next does not.
	assert.Equal(t, http.StatusCreated, register("first-"+apitest.RandomString(4)+"@example.com").Status)
	assert.Equal(t, http.StatusTooManyRequests, register("second-"+apitest.RandomString(4)+"@example.com").Status)
}
