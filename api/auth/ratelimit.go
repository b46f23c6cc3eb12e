package auth

import (
	"net"
	"net/http"
	"strings"
	"time"

	"github.com/go-chi/httprate"
)

// Limit is a number of attempts per window.
type Limit struct {
	Attempts int
	Window   time.Duration
}

// LimitPair bounds attempts both per account and per client address.
type LimitPair struct {
	PerAccount Limit
	PerAddress Limit
}

// AttemptLimiter counts attempts of one action (login, password reset).
type AttemptLimiter struct {
	account, address *httprate.RateLimiter
}

// NewAttemptLimiter builds an in-memory limiter; each serve process counts
// its own attempts (docs/decisions.md).
func NewAttemptLimiter(l LimitPair) *AttemptLimiter {
	return &AttemptLimiter{
		account: httprate.NewRateLimiter(l.PerAccount.Attempts, l.PerAccount.Window),
		address: httprate.NewRateLimiter(l.PerAddress.Attempts, l.PerAddress.Window),
	}
}

// Limited counts one attempt on the account and the client address and
// reports whether either is over its limit; it sets Retry-After when so.
func (l *AttemptLimiter) Limited(w http.ResponseWriter, r *http.Request, account string) bool {
	if l.address.OnLimit(w, r, clientAddress(r)) {
		return true
	}
	return l.account.OnLimit(w, r, strings.ToLower(strings.TrimSpace(account)))
}

// clientAddress is the peer's IP. Forwarding headers are not trusted
// (docs/decisions.md), so a proxy in front must pass the real peer through.
func clientAddress(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}
