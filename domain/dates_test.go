package domain

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestFormatInstantReadsLikeTheWebApp(t *testing.T) {
	at := time.Date(2026, 12, 2, 11, 52, 0, 0, time.UTC)
	for zone, want := range map[string]string{
		"Africa/Johannesburg": "Wed, Dec 2, 2026, 1:52 PM UTC+2",
		"UTC":                 "Wed, Dec 2, 2026, 11:52 AM UTC",
		"Asia/Kolkata":        "Wed, Dec 2, 2026, 5:22 PM UTC+5:30",
		"America/New_York":    "Wed, Dec 2, 2026, 6:52 AM UTC-5",
		"Pacific/Kiritimati":  "Thu, Dec 3, 2026, 1:52 AM UTC+14",
	} {
		loc, err := time.LoadLocation(zone)
		require.NoError(t, err)
		assert.Equal(t, want, FormatInstant(at.In(loc)), zone)
	}
}
