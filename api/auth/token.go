package auth

import (
	"net/http"
	"strings"
)

// BearerToken extracts the token of an "Authorization: token <t>" header; the
// scheme is case-insensitive because the REST client sends "token" and the
// GraphQL client "Token".
func BearerToken(r *http.Request) string {
	scheme, token, ok := strings.Cut(strings.TrimSpace(r.Header.Get("Authorization")), " ")
	if !ok || !strings.EqualFold(scheme, "token") {
		return ""
	}
	return strings.TrimSpace(token)
}
