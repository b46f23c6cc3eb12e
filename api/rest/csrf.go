package rest

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"net/http"
)

// CSRF names: the client copies the cookie's value into the header (SPEC 7.1).
const (
	CSRFCookie = "csrftoken"
	CSRFHeader = "X-CSRFToken"
)

// EnsureCSRFCookie sets the CSRF cookie when the request has none.
func EnsureCSRFCookie(w http.ResponseWriter, r *http.Request) {
	if c, err := r.Cookie(CSRFCookie); err == nil && c.Value != "" {
		return
	}
	b := make([]byte, 32)
	_, _ = rand.Read(b)
	//nolint:gosec // G124: the web app's script reads it (double submit), and dev serves plain HTTP
	http.SetCookie(w, &http.Cookie{
		Name: CSRFCookie, Value: hex.EncodeToString(b), Path: "/",
		SameSite: http.SameSiteLaxMode, MaxAge: 365 * 24 * 3600,
	})
}

// RequireCSRF refuses unsafe requests whose header does not match the cookie.
func RequireCSRF(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.Method {
		case http.MethodGet, http.MethodHead, http.MethodOptions:
			next.ServeHTTP(w, r)
			return
		}
		c, err := r.Cookie(CSRFCookie)
		header := r.Header.Get(CSRFHeader)
		if err != nil || c.Value == "" || subtle.ConstantTimeCompare([]byte(c.Value), []byte(header)) != 1 {
			writeDetail(w, http.StatusForbidden, "CSRF Failed: CSRF token missing or incorrect.")
			return
		}
		next.ServeHTTP(w, r)
	})
}

// csrf answers GET /csrf/ with 204, setting the cookie the client needs.
func csrf(w http.ResponseWriter, r *http.Request) {
	EnsureCSRFCookie(w, r)
	w.WriteHeader(http.StatusNoContent)
}
