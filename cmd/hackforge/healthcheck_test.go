package main

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestHealthcheck(t *testing.T) {
	healthy := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/healthz" {
			w.WriteHeader(http.StatusNotFound)
		}
	}))
	defer healthy.Close()
	addr := strings.TrimPrefix(healthy.URL, "http://")
	assert.NoError(t, healthcheck(t.Context(), "HTTP_ADDR", addr))
	assert.NoError(t, healthcheck(t.Context(), "METRICS_ADDR", "0.0.0.0:"+addr[strings.LastIndex(addr, ":")+1:]), "a wildcard address is asked on loopback")

	failing := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusServiceUnavailable) }))
	defer failing.Close()
	assert.ErrorContains(t, healthcheck(t.Context(), "HTTP_ADDR", strings.TrimPrefix(failing.URL, "http://")), "503")
	assert.ErrorContains(t, healthcheck(t.Context(), "HTTP_ADDR", "nonsense"), "HTTP_ADDR")
	assert.EqualError(t, healthcheck(t.Context(), "METRICS_ADDR", ""), "METRICS_ADDR is not set", "a worker without METRICS_ADDR has nothing to ask")
}
