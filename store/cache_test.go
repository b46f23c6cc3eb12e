package store_test

import (
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

// open returns a store on the test database, skipping outside `make test`.
func open(t *testing.T, opts ...store.Option) *store.Store {
	t.Helper()
	if os.Getenv("HACKFORGE_TEST_SERVICES") != "1" {
		t.Skip("needs Postgres: run through `make test`")
	}
	st, err := store.Open(t.Context(), os.Getenv("DATABASE_URL"), opts...)
	require.NoError(t, err)
	t.Cleanup(st.Close)
	return st
}

// eventually polls cond for up to two seconds.
func eventually(t *testing.T, cond func() bool, msg string) {
	t.Helper()
	assert.Eventually(t, cond, 2*time.Second, 10*time.Millisecond, msg)
}

func newUser(t *testing.T, st *store.Store, name string) int64 {
	t.Helper()
	email := name + "-" + time.Now().Format("150405.000000") + "@example.com"
	u, err := st.CreateUser(t.Context(), store.NewUser{Username: email, Email: email, PasswordHash: "-"})
	require.NoError(t, err)
	return u.ID
}

func TestCachedReadsSeeOtherProcessesWrites(t *testing.T) {
	cached := open(t, store.WithReadCache())
	other := open(t) // another serve process, as it were
	user := newUser(t, other, "cache")
	token, err := other.CreateAuthToken(t.Context(), user)
	require.NoError(t, err)
	org, err := other.CreateOrganization(t.Context(), "Cache org", newUser(t, other, "owner"))
	require.NoError(t, err)
	h, err := other.CreateHackathon(t.Context(), store.NewHackathon{
		Name: "Cached", StartDatetime: time.Now(), EndDatetime: time.Now().Add(time.Hour), TimeZone: "UTC",
		AllowedParticipants: "PUBLIC", MaxTeamSize: 2, OrganizationID: org.ID, CreatorID: org.CreatorID,
	})
	require.NoError(t, err)

	eventually(t, func() bool { // the listener connects in the background
		_, err := cached.UserByToken(t.Context(), token)
		return err == nil
	}, "token works")
	views, err := cached.HackathonViews(t.Context(), user, []int64{h.ID})
	require.NoError(t, err)
	assert.False(t, views[h.ID].IsParticipant)

	require.NoError(t, other.AddHackathonRole(t.Context(), h.ID, user, domain.RoleParticipant))
	eventually(t, func() bool {
		views, err := cached.HackathonViews(t.Context(), user, []int64{h.ID})
		return err == nil && views[h.ID].IsParticipant
	}, "a role given elsewhere shows")

	require.NoError(t, other.RevokeAuthToken(t.Context(), token))
	eventually(t, func() bool {
		_, err := cached.UserByToken(t.Context(), token)
		return err == domain.ErrNotFound
	}, "a token revoked elsewhere stops working")
}

func TestOwnWritesAreVisibleAtOnce(t *testing.T) {
	cached := open(t, store.WithReadCache())
	user := newUser(t, cached, "own")
	token, err := cached.CreateAuthToken(t.Context(), user)
	require.NoError(t, err)
	eventually(t, func() bool {
		_, err := cached.UserByToken(t.Context(), token) // cached now
		return err == nil
	}, "token works")
	require.NoError(t, cached.RevokeAuthToken(t.Context(), token))
	_, err = cached.UserByToken(t.Context(), token)
	assert.ErrorIs(t, err, domain.ErrNotFound, "no wait for the notification")
}
