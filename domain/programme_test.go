package domain_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
)

func TestDefaultSessionsFillTheFirstAndLastHour(t *testing.T) {
	start := time.Date(2026, 3, 2, 7, 0, 0, 0, time.UTC)
	end := start.Add(48 * time.Hour)
	sessions := domain.DefaultSessions(true, true, start, end)
	require.Len(t, sessions, 2)
	assert.Equal(t, domain.ProgramKickoff, sessions[0].Kind)
	assert.Equal(t, [2]time.Time{start, start.Add(time.Hour)}, [2]time.Time{sessions[0].StartsAt, sessions[0].EndsAt})
	assert.Equal(t, domain.ProgramClosing, sessions[1].Kind)
	assert.Equal(t, [2]time.Time{end.Add(-time.Hour), end}, [2]time.Time{sessions[1].StartsAt, sessions[1].EndsAt})

	short := domain.DefaultSessions(true, false, start, start.Add(30*time.Minute))
	require.Len(t, short, 1)
	assert.Equal(t, start.Add(30*time.Minute), short[0].EndsAt, "a session never outlasts the hackathon")
	assert.Empty(t, domain.DefaultSessions(false, false, start, end))
}

func TestCheckProgramTimes(t *testing.T) {
	zone, err := time.LoadLocation("Africa/Johannesburg")
	require.NoError(t, err)
	start := time.Date(2026, 3, 2, 7, 0, 0, 0, time.UTC)
	end := start.Add(48 * time.Hour)
	dates := "Must lie within the hackathon's dates: Mon, Mar 2, 2026, 9:00 AM UTC+2 to Wed, Mar 4, 2026, 9:00 AM UTC+2."
	cases := []struct {
		name          string
		from, to      time.Time
		field, reason string
	}{
		{"inside", start.Add(time.Hour), start.Add(2 * time.Hour), "", ""},
		{"the whole hackathon", start, end, "", ""},
		{"starts before", start.Add(-time.Minute), start.Add(time.Hour), "startTime", dates},
		{"ends after", end.Add(-time.Hour), end.Add(time.Minute), "endTime", dates},
		{"ends at its start", start.Add(time.Hour), start.Add(time.Hour), "endTime", "The end must be after the start."},
		{"ends before it starts", start.Add(2 * time.Hour), start.Add(time.Hour), "endTime", "The end must be after the start."},
	}
	for _, c := range cases {
		err := domain.CheckProgramTimes(c.from, c.to, start, end, zone)
		if c.field == "" {
			assert.Nil(t, err, c.name)
			continue
		}
		require.NotNil(t, err, c.name)
		assert.Equal(t, c.field, err.Field, c.name)
		assert.Equal(t, c.reason, err.Message, c.name)
	}
}
