package api

import (
	"net/http"
	"strings"

	"github.com/unrolled/secure"
)

// securityHeaders sets the headers every response carries: a
// Content-Security-Policy the built web app works under (no inline script;
// Mantine writes its CSS variables in a <style> element and style
// attributes, so styles may be inline; the QR scanner compiles WebAssembly
// and beeps from a data: URL),
// no MIME sniffing, no framing, a referrer only to the same origin, the
// camera only for this origin (the QR scanner), and HSTS in production.
// connectSources are origins the app may call besides its own: the API host
// of a customer build, the error tracker; images may come from them too (a
// customer build's covers and logos are served by its API host).
func securityHeaders(production bool, connectSources []string) func(http.Handler) http.Handler {
	policy := strings.Join([]string{
		"default-src 'self'",
		"script-src 'self' 'wasm-unsafe-eval'",
		"style-src 'self' 'unsafe-inline'",
		"img-src " + strings.Join(append([]string{"'self' data: blob:"}, connectSources...), " "),
		"media-src 'self' data: blob:", // the scanner's beep and camera stream
		"font-src 'self' data:",
		"connect-src " + strings.Join(append([]string{"'self'"}, connectSources...), " "),
		"worker-src 'self' blob:",
		"object-src 'none'",
		"base-uri 'self'",
		"frame-ancestors 'none'",
	}, "; ")
	return secure.New(secure.Options{
		ContentSecurityPolicy: policy,
		ContentTypeNosniff:    true,
		FrameDeny:             true,
		ReferrerPolicy:        "strict-origin-when-cross-origin",
		PermissionsPolicy:     "camera=(self), microphone=(), geolocation=()",
		STSSeconds:            365 * 24 * 60 * 60,
		STSIncludeSubdomains:  true,
		// HSTS only where the app is served over HTTPS; a TLS-terminating
		// proxy in front says so with X-Forwarded-Proto.
		SSLProxyHeaders: map[string]string{"X-Forwarded-Proto": "https"},
		IsDevelopment:   !production,
	}).Handler
}
