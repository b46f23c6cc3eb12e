package auth

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"slices"
	"strings"
	"unicode"

	"github.com/realclientip/realclientip-go"
)

// ParseTrustedProxies reads TRUSTED_PROXIES: addresses and CIDR ranges
// separated by commas or spaces; none when empty.
func ParseTrustedProxies(s string) ([]net.IPNet, error) {
	ranges := strings.FieldsFunc(s, func(r rune) bool { return r == ',' || unicode.IsSpace(r) })
	nets, err := realclientip.AddressesAndRangesToIPNets(ranges...)
	if err != nil {
		return nil, fmt.Errorf("TRUSTED_PROXIES: %w", err)
	}
	return nets, nil
}

type addressKey struct{}

// ClientAddresses keeps each request's client address for the attempt
// limits and the terms acceptances: the peer's, or, when the peer is one of
// the trusted proxies, the rightmost address of X-Forwarded-For that is not
// one of them. Each proxy appends the address it was reached from, so what
// lies left of that address is the client's to forge. With no trusted
// proxies, forwarding headers are ignored.
func ClientAddresses(trustedProxies []net.IPNet) func(http.Handler) http.Handler {
	forwarded := realclientip.Must(realclientip.NewRightmostTrustedRangeStrategy("X-Forwarded-For", trustedProxies))
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			addr := clientAddressOf(forwarded, r)
			next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), addressKey{}, addr)))
		})
	}
}

func clientAddressOf(forwarded realclientip.Strategy, r *http.Request) string {
	peer := realclientip.RemoteAddrStrategy{}.ClientIP(nil, r.RemoteAddr)
	if peer == "" {
		return r.RemoteAddr
	}
	// The peer is the last hop of the chain: an untrusted peer is the
	// answer, a trusted one sends the walk on through the header.
	hops := http.Header{"X-Forwarded-For": append(slices.Clone(r.Header.Values("X-Forwarded-For")), peer)}
	if addr := forwarded.ClientIP(hops, r.RemoteAddr); addr != "" {
		return addr
	}
	// A trusted hop forwarded garbage, or every hop is a trusted one.
	return peer
}

// clientAddress is the address ClientAddresses found, or the peer's
// outside it.
func clientAddress(r *http.Request) string {
	if addr, ok := r.Context().Value(addressKey{}).(string); ok {
		return addr
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}
