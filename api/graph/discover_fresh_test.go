package graph_test

import (
	"context"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

// Two processes, as it were: the DISCOVER answers that this serve keeps
// (handler.DiscoverCache) follow writes made through another store at the
// very next request, and each viewer is answered for themselves.
func TestKeptDiscoverAnswersFollowWritesThroughAnotherProcess(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	viewer, other := env.NewUser(t, "discoverer"), env.NewUser(t, "bystander")
	otherStore, err := store.Open(t.Context(), os.Getenv("DATABASE_URL"))
	require.NoError(t, err)
	t.Cleanup(otherStore.Close)

	org := intID(newOrganization(t, viewer, "Kept answers "+apitest.RandomString(3)))
	// Other tests share the list: a page of 100 from 2003 on holds this one.
	h, err := otherStore.CreateHackathon(t.Context(), store.NewHackathon{
		Name: "Kept answer", StartDatetime: time.Date(2003, 1, 1, 0, 0, 0, 0, time.UTC), EndDatetime: time.Date(2999, 1, 1, 0, 0, 0, 0, time.UTC),
		TimeZone: "UTC", AllowedParticipants: domain.AllowPublic, MaxTeamSize: 3, OrganizationID: org, CreatorID: viewer.ID,
	})
	require.NoError(t, err)
	t.Cleanup(func() {
		_, _ = otherStore.Pool().Exec(context.Background(), "DELETE FROM hackathons WHERE id = $1", h.ID)
	})

	type item struct {
		ID, Name, Status string
		IsParticipant    bool
		Organization     struct{ Name string }
	}
	discover := func(c *apitest.Client) item {
		t.Helper()
		var out struct{ Hackathons struct{ Items []item } }
		require.Empty(t, c.GraphQL(`query Discover($first: Int) { hackathons(filter: DISCOVER, first: $first) {
		  items { id name status isParticipant organization { name } } } }`, map[string]any{"first": 100}, &out))
		for _, it := range out.Hackathons.Items {
			if it.ID == strconv.FormatInt(h.ID, 10) {
				return it
			}
		}
		t.Fatal("the test's hackathon is not on the first page")
		return item{}
	}

	first := discover(viewer.Client)
	assert.Equal(t, item{ID: strconv.FormatInt(h.ID, 10), Name: "Kept answer", Status: "RUNNING", IsParticipant: false, Organization: first.Organization}, first)
	require.Equal(t, first, discover(viewer.Client))

	require.NoError(t, otherStore.AddHackathonRole(t.Context(), h.ID, viewer.ID, domain.RoleParticipant))
	assert.True(t, discover(viewer.Client).IsParticipant, "joined through B")
	assert.False(t, discover(other.Client).IsParticipant, "another viewer's answer is their own")

	_, err = otherStore.Pool().Exec(t.Context(), "UPDATE hackathons SET name = 'Renamed elsewhere' WHERE id = $1", h.ID)
	require.NoError(t, err)
	assert.Equal(t, "Renamed elsewhere", discover(viewer.Client).Name)

	_, err = otherStore.Pool().Exec(t.Context(), "UPDATE organizations SET name = 'Org renamed elsewhere' WHERE id = $1", org)
	require.NoError(t, err)
	assert.Equal(t, "Org renamed elsewhere", discover(viewer.Client).Organization.Name)
}
