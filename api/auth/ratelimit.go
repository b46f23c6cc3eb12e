package auth

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"time"
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

// AttemptCounter counts attempts where every serve process sees them
// (store.Store, in Postgres).
type AttemptCounter interface {
	CountAttempt(ctx context.Context, key string, limit int, window time.Duration, now time.Time) (bool, error)
}

// AttemptLimiter counts attempts of one action (login, password reset).
type AttemptLimiter struct {
	counter AttemptCounter
	// action prefixes the keys, e.g. "login": one action's counts never
	// touch another's.
	action string
	limits LimitPair
}

// NewAttemptLimiter limits the attempts of one action with counts kept by counter.
func NewAttemptLimiter(counter AttemptCounter, action string, l LimitPair) *AttemptLimiter {
	return &AttemptLimiter{counter: counter, action: action, limits: l}
}

// Limited counts one attempt on the client address and on the account and
// reports whether either is over its limit; it sets Retry-After when so. An
// attempt over the limit is not counted, so waiting one window is enough.
func (l *AttemptLimiter) Limited(w http.ResponseWriter, r *http.Request, account string) (bool, error) {
	checks := []struct {
		key   string
		limit Limit
	}{
		{"address:" + clientAddress(r), l.limits.PerAddress},
		{"account:" + strings.ToLower(strings.TrimSpace(account)), l.limits.PerAccount},
	}
	now := time.Now()
	for _, c := range checks {
		allowed, err := l.counter.CountAttempt(r.Context(), l.action+":"+c.key, c.limit.Attempts, c.limit.Window, now)
		if err != nil {
			return false, err
		}
		if !allowed {
			w.Header().Set("Retry-After", strconv.Itoa(int(c.limit.Window.Seconds())))
			return true, nil
		}
	}
	return false, nil
}
