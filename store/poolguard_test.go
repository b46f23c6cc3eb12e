package store_test

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

// withSettings is the test database's URL with more settings.
func withSettings(t *testing.T, settings string) string {
	t.Helper()
	if os.Getenv("HACKFORGE_TEST_SERVICES") != "1" {
		t.Skip("needs Postgres: run through `make test`")
	}
	url := os.Getenv("DATABASE_URL")
	if strings.Contains(url, "?") {
		return url + "&" + settings
	}
	return url + "?" + settings
}

// openWith opens a store on the test database with more settings.
func openWith(t *testing.T, settings string) *store.Store {
	t.Helper()
	st, err := store.Open(t.Context(), withSettings(t, settings))
	require.NoError(t, err)
	t.Cleanup(st.Close)
	return st
}

func TestAStatementOnThePoolInsideATransactionPanicsInTests(t *testing.T) {
	t.Parallel()
	st := open(t)
	user := newUser(t, st, "guard")
	assert.PanicsWithValue(t, `store: a statement ran on the connection pool inside Store.Tx; inside a transaction, read and write through its Store and context only (or read before it begins)`, func() {
		_ = st.Tx(t.Context(), func(ctx context.Context, tx *store.Store) error {
			_, err := st.User(ctx, user) // st, not tx
			return err
		})
	})
	require.NoError(t, st.Tx(t.Context(), func(ctx context.Context, tx *store.Store) error {
		_, err := tx.User(ctx, user)
		return err
	}), "through the transaction it is fine")
	_, err := st.User(t.Context(), user)
	assert.NoError(t, err, "the connection went back to the pool after the panic")
}

func TestWaitingForALockEndsAtLockTimeoutAsBusy(t *testing.T) {
	t.Parallel()
	holder, waiter := open(t), openWith(t, "lock_timeout=100ms")
	email := "locked-" + time.Now().Format("150405.000000") + "@example.com"
	u, err := holder.CreateUser(t.Context(), store.NewUser{Username: email, Email: email, PasswordHash: "-"})
	require.NoError(t, err)
	locked, release := make(chan struct{}), make(chan struct{})
	go func() {
		_ = holder.Tx(t.Context(), func(ctx context.Context, tx *store.Store) error {
			_, err := tx.UpdateUserAccount(ctx, u.ID, "Held", "Row", email)
			close(locked)
			<-release
			return err
		})
	}()
	<-locked
	defer close(release)

	_, err = waiter.UpdateUserAccount(t.Context(), u.ID, "Waiting", "Row", email)
	require.Error(t, err)
	assert.True(t, store.Busy(err), "%v", err)
	e, ok := store.Transient(err)
	require.True(t, ok)
	assert.Equal(t, domain.CodeUnavailable, e.Code)
}

func TestWaitingForAFreeConnectionEndsAtTheAcquireBound(t *testing.T) {
	t.Parallel()
	// The bound also covers opening a connection (Open pings), which on a
	// busy machine under the race detector can take longer than 100 ms.
	st := openWith(t, "pool_max_conns=1&pool_acquire_timeout=2s")
	conn, err := st.Pool().Acquire(t.Context())
	require.NoError(t, err)
	defer conn.Release()

	err = st.Ping(t.Context())
	require.ErrorIs(t, err, store.ErrNoConnection)
	assert.True(t, store.Busy(err))
	assert.NoError(t, t.Context().Err(), "the request's own context is alive")
}

func TestABadAcquireBoundIsRefusedAtOpen(t *testing.T) {
	_, err := store.Open(t.Context(), withSettings(t, "pool_acquire_timeout=soon"))
	assert.ErrorContains(t, err, "pool_acquire_timeout")
}
