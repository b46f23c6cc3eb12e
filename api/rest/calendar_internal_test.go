package rest

import (
	"strings"
	"testing"
	"time"

	ics "github.com/arran4/golang-ical"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/db"
)

func TestScheduleICSHasAnEventPerItem(t *testing.T) {
	start := time.Date(2026, 3, 2, 7, 0, 0, 0, time.UTC)
	h := db.Hackathon{ID: 4, Uid: "u-1", Name: "Climate Hack", TimeZone: "Africa/Johannesburg"}
	items := []store.ProgramItem{
		{ProgramItem: db.ProgramItem{ID: 1, Kind: domain.ProgramKickoff, Name: "Kickoff", Description: "Welcome; rules, and teams",
			StartsAt: start, EndsAt: start.Add(time.Hour), CreatedAt: start, UpdatedAt: start},
			Links: []db.ProgramItemLink{{Name: "Stream", Url: "https://stream.example.com/live"}}},
		{ProgramItem: db.ProgramItem{ID: 2, Name: "Lunch", Description: "Food", StartsAt: start.Add(5 * time.Hour),
			EndsAt: start.Add(6 * time.Hour), CreatedAt: start, UpdatedAt: start}, Links: []db.ProgramItemLink{}},
	}
	text := scheduleICS(h, items).Serialize(crlf)
	assert.True(t, strings.HasPrefix(text, "BEGIN:VCALENDAR\r\n"), "CRLF line ends (RFC 5545)")
	assert.Contains(t, text, "X-WR-CALNAME:Climate Hack schedule")
	assert.Contains(t, text, "X-WR-TIMEZONE:Africa/Johannesburg")

	parsed, err := ics.ParseCalendar(strings.NewReader(text))
	require.NoError(t, err)
	events := parsed.Events()
	require.Len(t, events, 2)
	assert.Equal(t, "program-item-1-u-1", events[0].Id())
	assert.Equal(t, "Kickoff", events[0].GetProperty(ics.ComponentPropertySummary).Value)
	got, err := events[0].GetStartAt()
	require.NoError(t, err)
	assert.True(t, got.Equal(start))
	assert.Equal(t, "Welcome; rules, and teams\nStream: https://stream.example.com/live",
		events[0].GetProperty(ics.ComponentPropertyDescription).Value, "escaped text reads back as written")
	assert.Equal(t, "https://stream.example.com/live", events[0].GetProperty(ics.ComponentPropertyUrl).Value)
}

func TestCalendarOpensPublicHackathonsAndTokens(t *testing.T) {
	public := db.Hackathon{AllowedParticipants: domain.AllowPublic, CalendarToken: "secret"}
	private := db.Hackathon{AllowedParticipants: domain.AllowInviteOnly, CalendarToken: "secret"}
	assert.True(t, calendarOpen(public, ""))
	assert.True(t, calendarOpen(private, "secret"))
	assert.False(t, calendarOpen(private, ""))
	assert.False(t, calendarOpen(private, "guess"))
}
