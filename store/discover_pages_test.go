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
	// Started long before any other test's hackathons, so that the still
	// running ones lead the list; `steady` stays second or first throughout.
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
	steady := create("Steady", time.Date(1991, 1, 1, 0, 0, 0, 0, time.UTC))
	first := func() int64 {
		t.Helper()
		page, err := reader.Hackathons(ctx, domain.ListDiscover, 0, 1, 0)
		require.NoError(t, err)
		require.Len(t, page.Items, 1)
		return page.Items[0].ID
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

	early := create("Early", time.Date(1990, 1, 1, 0, 0, 0, 0, time.UTC))
	assert.Equal(t, early, first(), "a hackathon created elsewhere")

	write("UPDATE hackathons SET start_datetime = '1992-01-01' WHERE id = $1", early)
	assert.Equal(t, steady, first(), "a start moved elsewhere")
	write("UPDATE hackathons SET start_datetime = '1990-01-01' WHERE id = $1", early)
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
