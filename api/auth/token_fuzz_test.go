package auth_test

import (
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/hackforge/hackforge/api/auth"
)

// Any Authorization header yields either no token or the trimmed text after
// a "token" scheme (case-insensitive), whatever the header holds.
func FuzzBearerToken(f *testing.F) {
	for _, seed := range []string{"", "Token abc", "token  abc ", "Bearer abc", "Token", "Tokenabc", "TOKEN a b", "\tToken\tabc"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, header string) {
		r := httptest.NewRequest("GET", "/", nil)
		r.Header.Set("Authorization", header)
		token := auth.BearerToken(r)
		if token == "" {
			return
		}
		scheme, rest, _ := strings.Cut(strings.TrimSpace(r.Header.Get("Authorization")), " ")
		if !strings.EqualFold(scheme, "token") || token != strings.TrimSpace(rest) {
			t.Fatalf("%q gave token %q", header, token)
		}
	})
}
