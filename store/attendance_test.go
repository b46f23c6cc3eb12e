package store_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/store"
)

func TestMarkPresentKeepsOneRowPerDayAndSaysWhenAlreadyPresent(t *testing.T) {
	st := open(t)
	ctx := t.Context()
	org, err := st.CreateOrganization(ctx, "Attendance org", newUser(t, st, "owner"))
	require.NoError(t, err)
	h, err := st.CreateHackathon(ctx, store.NewHackathon{
		Name: "Attended", StartDatetime: time.Now(), EndDatetime: time.Now().Add(48 * time.Hour), TimeZone: "UTC",
		AllowedParticipants: "PUBLIC", MaxTeamSize: 2, OrganizationID: org.ID, CreatorID: org.CreatorID,
	})
	require.NoError(t, err)
	user := newUser(t, st, "attendee")
	_, err = st.JoinHackathon(ctx, h.ID, user)
	require.NoError(t, err)
	participant, err := st.ParticipantIDOfUser(ctx, h.ID, user)
	require.NoError(t, err)
	day := time.Date(2026, 11, 23, 0, 0, 0, 0, time.UTC)

	_, err = st.SetAvailability(ctx, participant, day, true)
	require.NoError(t, err)
	already, err := st.MarkPresent(ctx, participant, day, org.CreatorID)
	require.NoError(t, err)
	assert.False(t, already, "the first check-in of the day")
	already, err = st.MarkPresent(ctx, participant, day, org.CreatorID)
	require.NoError(t, err)
	assert.True(t, already, "the same day again")
	already, err = st.MarkPresent(ctx, participant, day.AddDate(0, 0, 1), 0)
	require.NoError(t, err)
	assert.False(t, already, "the next day is a day of its own")

	records, err := st.Attendances(ctx, participant)
	require.NoError(t, err)
	require.Len(t, records, 2)
	assert.True(t, records[0].Date.Equal(day))
	assert.True(t, records[0].PresentAtHackathon)
	assert.True(t, records[0].AvailableToday, "checking in keeps the availability the participant set")
	require.NotNil(t, records[0].CheckedInBy)
	assert.Equal(t, org.CreatorID, *records[0].CheckedInBy)
	assert.Nil(t, records[1].CheckedInBy)
	present, err := st.CountPresent(ctx, h.ID, day)
	require.NoError(t, err)
	assert.Equal(t, 1, present)
	p, err := st.Participant(ctx, participant)
	require.NoError(t, err)
	assert.True(t, p.PresentAtHackathon, "present on some day")

	unmarked, err := st.SetPresence(ctx, participant, day, false, org.CreatorID)
	require.NoError(t, err)
	assert.False(t, unmarked.PresentAtHackathon)
	assert.Nil(t, unmarked.CheckedInAt)
	already, err = st.MarkPresent(ctx, participant, day, org.CreatorID)
	require.NoError(t, err)
	assert.False(t, already, "present again after an organizer unmarked them")
}
