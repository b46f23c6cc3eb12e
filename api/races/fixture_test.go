package races_test

import (
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

// racers is how many requests each race sends at once.
const racers = 32

// hackathon is a hackathon in its own organization, made through the store.
type hackathon struct {
	env     *apitest.Env
	ID      int64
	Creator apitest.User
}

// newHackathon makes a PUBLIC hackathon in the HACKING phase; adjust
// changes what it is created with.
func newHackathon(t *testing.T, adjust func(*store.NewHackathon)) hackathon {
	t.Helper()
	env := apitest.Start(t)
	creator := env.NewUser(t, "creator")
	org, err := env.Store.CreateOrganization(t.Context(), "Race org "+apitest.RandomString(4), creator.ID)
	require.NoError(t, err)
	start := time.Now().Add(-time.Hour).UTC().Truncate(time.Second)
	n := store.NewHackathon{
		Name: "Race " + apitest.RandomString(4), StartDatetime: start, EndDatetime: start.Add(48 * time.Hour),
		TimeZone: "UTC", AllowedParticipants: domain.AllowPublic, MaxTeamSize: 4,
		OrganizationID: org.ID, CreatorID: creator.ID, ShowTeams: true, CanRegisterOutsideRegistrationPhase: true,
	}
	if adjust != nil {
		adjust(&n)
	}
	h, err := env.Store.CreateHackathon(t.Context(), n)
	require.NoError(t, err)
	hk := hackathon{env: env, ID: h.ID, Creator: creator}
	hk.exec(t, `UPDATE hackathons SET phase = 'HACKING' WHERE id = $1`, h.ID)
	return hk
}

// GQLID is the hackathon's GraphQL ID.
func (h hackathon) GQLID() string { return id(h.ID) }

// participants makes n users and registers them.
func (h hackathon) participants(t *testing.T, n int) []apitest.User {
	t.Helper()
	users := make([]apitest.User, n)
	for i := range users {
		users[i] = h.env.NewUser(t, "racer"+strconv.Itoa(i))
		_, err := h.env.Store.JoinHackathon(t.Context(), h.ID, users[i].ID)
		require.NoError(t, err)
	}
	return users
}

// recentlyActive has the server check the users' tokens now, as their
// pages' last requests would: for the next 0.5 s (store.TokenRecheck) their
// requests know them by id alone, and read their row when they need it.
func recentlyActive(t *testing.T, h hackathon, users ...apitest.User) {
	t.Helper()
	for _, u := range users {
		_, err := h.env.Store.TokenOwner(t.Context(), u.Client.Token)
		require.NoError(t, err)
	}
}

// exec runs a statement of test set-up.
func (h hackathon) exec(t *testing.T, sql string, args ...any) {
	t.Helper()
	_, err := h.env.Store.Pool().Exec(t.Context(), sql, args...)
	require.NoError(t, err)
}

// count answers a SELECT count(*).
func count(t *testing.T, env *apitest.Env, sql string, args ...any) int {
	t.Helper()
	var n int
	require.NoError(t, env.Store.Pool().QueryRow(t.Context(), sql, args...).Scan(&n))
	return n
}

// id is an int64 as a GraphQL ID.
func id(n int64) string { return strconv.FormatInt(n, 10) }
