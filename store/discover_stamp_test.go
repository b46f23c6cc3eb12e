package store_test

import (
	"context"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

// A DISCOVER page's stamp changes with any write to a hackathon on it, made
// through any process, and ends no later than the next start or end on it.
func TestDiscoverStampFollowsWritesAndTheClock(t *testing.T) {
	reader, writer := open(t), open(t)
	ctx := t.Context()
	org, err := writer.CreateOrganization(ctx, "Discover stamp org", newUser(t, writer, "stamp"))
	require.NoError(t, err)
	// On the first page of 100, as in TestCachedDiscoverPagesFollowWritesOfAnotherProcessAndTheClock.
	ends := time.Now().Add(time.Hour).Truncate(time.Microsecond)
	h, err := writer.CreateHackathon(ctx, store.NewHackathon{
		Name: "Stamped", StartDatetime: time.Date(2004, 1, 1, 0, 0, 0, 0, time.UTC), EndDatetime: ends, TimeZone: "UTC",
		AllowedParticipants: domain.AllowPublic, MaxTeamSize: 2, OrganizationID: org.ID, CreatorID: org.CreatorID,
	})
	require.NoError(t, err)
	t.Cleanup(func() { _, _ = writer.Pool().Exec(context.Background(), "DELETE FROM hackathons WHERE id = $1", h.ID) })

	before, err := reader.DiscoverStamp(ctx, 100, 0)
	require.NoError(t, err)
	assert.True(t, before.Until.After(time.Now()), "the next start or end is ahead")
	assert.False(t, before.Until.After(ends), "no later than this hackathon's end: %s", before.Until)
	assert.True(t, before.HoldsAt(time.Now()))
	assert.False(t, before.HoldsAt(ends))

	_, err = writer.Pool().Exec(ctx, "UPDATE hackathons SET name = 'Stamped again' WHERE id = $1", h.ID)
	require.NoError(t, err)
	after, err := reader.DiscoverStamp(ctx, 100, 0)
	require.NoError(t, err)
	assert.NotEqual(t, before.Versions, after.Versions, "renamed through another store")
}

// A search page's stamp changes when a hackathon on it gains a participant
// or a prize (discover's kept answers show both counts), or is renamed.
func TestSearchStampFollowsParticipantsPrizesAndRenames(t *testing.T) {
	reader, writer := open(t), open(t)
	ctx := t.Context()
	org, err := writer.CreateOrganization(ctx, "Search stamp org", newUser(t, writer, "searchstamp"))
	require.NoError(t, err)
	h, err := writer.CreateHackathon(ctx, store.NewHackathon{
		Name: "Stampable quokka jam", StartDatetime: time.Now().Add(24 * time.Hour), EndDatetime: time.Now().Add(48 * time.Hour), TimeZone: "UTC",
		AllowedParticipants: domain.AllowPublic, MaxTeamSize: 2, OrganizationID: org.ID, CreatorID: org.CreatorID,
	})
	require.NoError(t, err)
	t.Cleanup(func() { _, _ = writer.Pool().Exec(context.Background(), "DELETE FROM hackathons WHERE id = $1", h.ID) })
	search := domain.DiscoverSearch{Text: "quokka", Status: domain.StatusUpcoming}
	stamp := func() store.DiscoverStamp {
		t.Helper()
		s, err := reader.SearchStamp(ctx, search, 12, 0)
		require.NoError(t, err)
		return s
	}

	before := stamp()
	assert.Contains(t, before.Versions, strconv.FormatInt(h.ID, 10)+":")
	assert.Equal(t, before, stamp(), "nothing changed")
	assert.False(t, before.HoldsAt(time.Now().Add(25*time.Hour)), "the start changes its status")

	_, err = writer.JoinHackathon(ctx, h.ID, newUser(t, writer, "searchstampjoiner"))
	require.NoError(t, err)
	joined := stamp()
	assert.NotEqual(t, before.Versions, joined.Versions, "a participant came")

	_, err = writer.Pool().Exec(ctx, "INSERT INTO prizes (hackathon_id, name, position) VALUES ($1, 'Best quokka', 1)", h.ID)
	require.NoError(t, err)
	prized := stamp()
	assert.NotEqual(t, joined.Versions, prized.Versions, "a prize came")

	_, err = writer.Pool().Exec(ctx, "UPDATE hackathons SET name = 'Renamed jam' WHERE id = $1", h.ID)
	require.NoError(t, err)
	assert.NotContains(t, stamp().Versions, strconv.FormatInt(h.ID, 10)+":", "no longer found")
}
