package demo_test

import (
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/cmd/internal/demo"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

// demoStore is the package's database, or skips the test outside make test.
func demoStore(t *testing.T) *store.Store {
	t.Helper()
	if os.Getenv("HACKFORGE_TEST_SERVICES") != "1" {
		t.Skip("needs Postgres: run through `make test`")
	}
	st, err := store.Open(t.Context(), os.Getenv("DATABASE_URL"))
	require.NoError(t, err)
	t.Cleanup(st.Close)
	return st
}

// seededStore is the package's database with the demo data. A seed after
// the first creates nothing, so each test seeds as if it ran alone.
func seededStore(t *testing.T) *store.Store {
	t.Helper()
	st := demoStore(t)
	_, err := demo.Seed(t.Context(), st)
	require.NoError(t, err)
	return st
}

// organisersHackathons are the hackathons the demo organiser created.
func organisersHackathons(t *testing.T, st *store.Store) []store.HackathonView {
	t.Helper()
	organiser, err := st.UserByEmail(t.Context(), "organiser@hackforge.local")
	require.NoError(t, err)
	page, err := st.Hackathons(t.Context(), domain.ListCreator, organiser.ID, 100, 0)
	require.NoError(t, err)
	return page.Items
}

// onlyHackathon is the one of the hackathons for which is holds; what says
// which that is.
func onlyHackathon(t *testing.T, hackathons []store.HackathonView, is func(store.HackathonView) bool, what string) store.HackathonView {
	t.Helper()
	var found []store.HackathonView
	for _, v := range hackathons {
		if is(v) {
			found = append(found, v)
		}
	}
	require.Len(t, found, 1, what)
	return found[0]
}

// hackathonNamed is the one of the hackathons with the name.
func hackathonNamed(t *testing.T, hackathons []store.HackathonView, name string) store.HackathonView {
	t.Helper()
	return onlyHackathon(t, hackathons, func(v store.HackathonView) bool { return v.Hackathon.Name == name }, "one demo hackathon named "+name)
}
