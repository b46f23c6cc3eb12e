package store_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

// A process answers a DISCOVER page it read before only while no public
// hackathon came, went, moved or ended since: a write through another
// process, or the clock, shows in the very next read.
func TestCachedDiscoverPagesFollowWritesOfAnotherProcessAndTheClock(t *testing.T) {
	sent := &sentSQL{}
	reader := open(t, store.WithTracer(sent))
	writer := open(t) // another process, as it were
	ctx := t.Context()
	org, err := writer.CreateOrganization(ctx, "Discover pages org", newUser(t, writer, "pages"))
	require.NoError(t, err)
	// Other tests share the database and the list: each check reads which
	// of this test's two hackathons comes first on a page of 100. They start
	// in 2001 and 2002, before most other tests' running hackathons, and
	// after api/graph's discover test's "Running for ages", which must lead.
	forever := time.Date(2999, 1, 1, 0, 0, 0, 0, time.UTC)
	create := func(name string, start time.Time) int64 {
		t.Helper()
		h, err := writer.CreateHackathon(ctx, store.NewHackathon{
			Name: name, StartDatetime: start, EndDatetime: forever, TimeZone: "UTC",
			AllowedParticipants: domain.AllowPublic, MaxTeamSize: 2, OrganizationID: org.ID, CreatorID: org.CreatorID,
		})
		require.NoError(t, err)
		t.Cleanup(func() { _, _ = writer.Pool().Exec(context.Background(), "DELETE FROM hackathons WHERE id = $1", h.ID) })
		return h.ID
	}
	steady := create("Steady", time.Date(2002, 1, 1, 0, 0, 0, 0, time.UTC))
	var early int64
	first := func() int64 {
		t.Helper()
		page, err := reader.Hackathons(ctx, domain.ListDiscover, 0, 100, 0)
		require.NoError(t, err)
		for _, h := range page.Items {
			if h.ID == steady || h.ID == early {
				return h.ID
			}
		}
		t.Fatal("neither of this test's hackathons is on the first page")
		return 0
	}
	write := func(sql string, args ...any) {
		t.Helper()
		_, err := writer.Pool().Exec(ctx, sql, args...)
		require.NoError(t, err)
	}

	require.Equal(t, steady, first())
	before := sent.count()
	require.Equal(t, steady, first())
	assert.Equal(t, []string{"DiscoverPageVersions"}, sent.namesSince(before), "an unchanged page is served from the cache")

	early = create("Early", time.Date(2001, 1, 1, 0, 0, 0, 0, time.UTC))
	assert.Equal(t, early, first(), "a hackathon created elsewhere")

	write("UPDATE hackathons SET start_datetime = '2003-01-01' WHERE id = $1", early)
	assert.Equal(t, steady, first(), "a start moved elsewhere")
	write("UPDATE hackathons SET start_datetime = '2001-01-01' WHERE id = $1", early)
	require.Equal(t, early, first())

	write("UPDATE hackathons SET allowed_participants = 'INVITE_ONLY' WHERE id = $1", early)
	assert.Equal(t, steady, first(), "made invite-only elsewhere")
	write("UPDATE hackathons SET allowed_participants = 'PUBLIC' WHERE id = $1", early)
	assert.Equal(t, early, first(), "made public again elsewhere")

	write("UPDATE hackathons SET end_datetime = now() + interval '1 second' WHERE id = $1", early)
	require.Equal(t, early, first(), "read while it runs")
	time.Sleep(1500 * time.Millisecond)
	before = sent.count()
	assert.Equal(t, steady, first(), "ended meanwhile: behind every running one")
	assert.Equal(t, []string{"DiscoverPageVersions", "ListPublicHackathonIDs"}, sent.namesSince(before), "the cached page was checked and read again")

	write("UPDATE hackathons SET end_datetime = $2 WHERE id = $1", early, forever)
	require.Equal(t, early, first())
	write("DELETE FROM hackathons WHERE id = $1", early)
	assert.Equal(t, steady, first(), "deleted elsewhere")
}

// A search's page is kept as DISCOVER's is: answered again from one small
// statement until a hackathon is renamed elsewhere, or starts by the clock.
func TestCachedSearchPagesFollowRenamesAndTheClock(t *testing.T) {
	sent := &sentSQL{}
	reader := open(t, store.WithTracer(sent))
	writer := open(t)
	ctx := t.Context()
	org, err := writer.CreateOrganization(ctx, "Search pages org", newUser(t, writer, "searchpages"))
	require.NoError(t, err)
	h, err := writer.CreateHackathon(ctx, store.NewHackathon{
		Name: "Wombat summit", StartDatetime: time.Now().Add(time.Hour), EndDatetime: time.Date(2999, 1, 1, 0, 0, 0, 0, time.UTC), TimeZone: "UTC",
		AllowedParticipants: domain.AllowPublic, MaxTeamSize: 2, OrganizationID: org.ID, CreatorID: org.CreatorID,
	})
	require.NoError(t, err)
	t.Cleanup(func() { _, _ = writer.Pool().Exec(context.Background(), "DELETE FROM hackathons WHERE id = $1", h.ID) })
	found := func(text string, phase domain.Phase) bool {
		t.Helper()
		page, err := reader.SearchHackathons(ctx, domain.DiscoverSearch{Text: text, Status: domain.StatusUpcoming, Phase: phase}, 0, 12, 0)
		require.NoError(t, err)
		for _, item := range page.Items {
			if item.ID == h.ID {
				return true
			}
		}
		return false
	}
	write := func(sql string, args ...any) {
		t.Helper()
		_, err := writer.Pool().Exec(ctx, sql, args...)
		require.NoError(t, err)
	}

	require.True(t, found("wombat", ""))
	before := sent.count()
	require.True(t, found("wombat", ""))
	assert.Equal(t, []string{"DiscoverPageVersions"}, sent.namesSince(before), "an unchanged page is served from the cache")

	write("UPDATE hackathons SET name = 'Koala summit' WHERE id = $1", h.ID)
	assert.False(t, found("wombat", ""), "renamed elsewhere")
	assert.True(t, found("koala", ""))

	before = sent.count()
	assert.True(t, found("koala", domain.PhasePlanning))
	assert.True(t, found("koala", domain.PhasePlanning))
	assert.Equal(t, []string{"SearchPublicHackathonIDs", "SearchPublicHackathonIDs"}, sent.namesSince(before), "a search by phase is read every time")

	write("UPDATE hackathons SET start_datetime = now() + interval '1 second' WHERE id = $1", h.ID)
	require.True(t, found("koala", ""), "still upcoming")
	assert.Eventually(t, func() bool { return !found("koala", "") }, 10*time.Second, 50*time.Millisecond, "started by the clock: no longer upcoming")
}
