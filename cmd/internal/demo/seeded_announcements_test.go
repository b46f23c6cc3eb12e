package demo_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
)

func TestSeededAnnouncementsShowASentOneAndOneAhead(t *testing.T) {
	st := seededStore(t)
	h := hackathonNamed(t, organisersHackathons(t, st), "Open Innovation Challenge")
	list, err := st.HackathonAnnouncements(t.Context(), h.ID)
	require.NoError(t, err)
	require.Len(t, list, 2)
	assert.Equal(t, domain.AnnouncementScheduled, list[0].Status)
	assert.Equal(t, domain.AnnouncementSent, list[1].Status)
	assert.Positive(t, list[1].Recipients)
	assert.Equal(t, list[1].Recipients, list[1].SentCount)
	feed, err := st.SentAnnouncements(t.Context(), h.ID, 10)
	require.NoError(t, err)
	assert.Len(t, feed, 1)
}
