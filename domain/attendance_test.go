package domain_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
)

func TestTodayIsTheDayInTheHackathonsTimeZone(t *testing.T) {
	lateEvening := time.Date(2026, 11, 23, 23, 30, 0, 0, time.UTC)
	assert.Equal(t, time.Date(2026, 11, 23, 0, 0, 0, 0, time.UTC), domain.Today("UTC", lateEvening))
	assert.Equal(t, time.Date(2026, 11, 24, 0, 0, 0, 0, time.UTC), domain.Today("Africa/Johannesburg", lateEvening), "UTC+2 is past midnight")
	assert.Equal(t, time.Date(2026, 11, 23, 0, 0, 0, 0, time.UTC), domain.Today("Nowhere/Unknown", lateEvening), "an unknown zone reads as UTC")
}

func TestHackathonDaysAndTheDaysOutside(t *testing.T) {
	zone, err := time.LoadLocation("Africa/Johannesburg")
	require.NoError(t, err)
	start := time.Date(2026, 11, 22, 22, 0, 0, 0, time.UTC) // 00:00 on the 23rd there
	end := time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)
	days := domain.HackathonDays(start, end, zone)
	require.Len(t, days, 3)
	assert.Equal(t, time.Date(2026, 11, 23, 0, 0, 0, 0, time.UTC), days[0])
	assert.Equal(t, time.Date(2026, 11, 25, 0, 0, 0, 0, time.UTC), days[2])

	assert.NoError(t, domain.CheckAttendanceDay(days[0], start, end, zone))
	assert.NoError(t, domain.CheckAttendanceDay(days[2], start, end, zone))
	for _, outside := range []time.Time{days[0].AddDate(0, 0, -1), days[2].AddDate(0, 0, 1)} {
		err := domain.CheckAttendanceDay(outside, start, end, zone)
		e, ok := domain.AsError(err)
		require.True(t, ok, "refused: %v", outside)
		assert.Equal(t, "date", e.Field)
	}
}
