package rest_test

import (
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/api/auth"
)

// httptestServer serves h for the test's duration and returns its URL.
func httptestServer(t *testing.T, h http.Handler) string {
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return srv.URL
}

// limitedClient is a client of a server of env whose rate limits allow
// perAccount attempts per account or address asked for, and perAddress per
// client address, within window.
func limitedClient(t *testing.T, env *apitest.Env, perAccount, perAddress int, window time.Duration) *apitest.Client {
	t.Helper()
	return apitest.NewClient(t, httptestServer(t, env.Router(auth.LimitPair{
		PerAccount: auth.Limit{Attempts: perAccount, Window: window},
		PerAddress: auth.Limit{Attempts: perAddress, Window: window},
	})))
}
