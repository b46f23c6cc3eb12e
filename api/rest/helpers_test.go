package rest_test

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

// httptestServer serves h for the test's duration and returns its URL.
func httptestServer(t *testing.T, h http.Handler) string {
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return srv.URL
}
