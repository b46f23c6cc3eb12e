package api_test

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api"
	"github.com/hackforge/hackforge/api/apitest"
)

// Every response carries the security headers: the web app, the APIs, errors.
func TestEveryResponseCarriesTheSecurityHeaders(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	web := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(web, "index.html"), []byte("<!doctype html><title>x</title>"), 0o644))
	router := func(production bool) *httptest.Server {
		srv := httptest.NewServer(api.NewRouter(api.Options{
			Store: env.Store, Flows: env.Flows, WebDir: web, Production: production,
			ConnectSources: []string{"https://acme-api-app.example.com"},
		}))
		t.Cleanup(srv.Close)
		return srv
	}
	dev := router(false)
	for _, path := range []string{"/", "/hackathon/discover", "/healthz", "/api/v1/users/me/", "/api/nope", "/u-gql"} {
		req, _ := http.NewRequestWithContext(t.Context(), http.MethodGet, dev.URL+path, nil)
		res, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		res.Body.Close()
		h := res.Header
		assert.Equal(t, "nosniff", h.Get("X-Content-Type-Options"), path)
		assert.Equal(t, "DENY", h.Get("X-Frame-Options"), path)
		assert.Equal(t, "strict-origin-when-cross-origin", h.Get("Referrer-Policy"), path)
		csp := h.Get("Content-Security-Policy")
		assert.Contains(t, csp, "script-src 'self' 'wasm-unsafe-eval';", path)
		assert.NotRegexp(t, `script-src[^;]*'unsafe-(inline|eval)'`, csp, path)
		assert.Contains(t, csp, "frame-ancestors 'none'", path)
		assert.Contains(t, csp, "connect-src 'self' https://acme-api-app.example.com;", path)
		assert.Empty(t, h.Get("Strict-Transport-Security"), "no HSTS outside production")
	}

	// In production, HSTS when a TLS-terminating proxy says the request came over HTTPS.
	prod := router(true)
	req, _ := http.NewRequestWithContext(t.Context(), http.MethodGet, prod.URL+"/healthz", nil)
	req.Header.Set("X-Forwarded-Proto", "https")
	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	res.Body.Close()
	assert.Equal(t, "max-age=31536000; includeSubDomains", res.Header.Get("Strict-Transport-Security"))
}
