package auth

import (
	"context"
	"net/http"
)

// Client is where a request came from, as recorded with a terms acceptance.
type Client struct {
	// Address is the client's IP, as the attempt limits count it
	// (ClientAddresses: forwarded only by the trusted proxies).
	Address   string
	UserAgent string
}

type clientKey struct{}

// RememberClient puts the request's Client into its context for the
// resolvers, which do not see the request itself.
func RememberClient(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c := Client{Address: clientAddress(r), UserAgent: r.UserAgent()}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), clientKey{}, c)))
	})
}

// ClientFrom is the request's Client; empty outside RememberClient.
func ClientFrom(ctx context.Context) Client {
	c, _ := ctx.Value(clientKey{}).(Client)
	return c
}
