package demo_test

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/cmd/internal/demo"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

// After demo_test.go (files run in name order), whose test must seed first.
func TestSeedRatesTalents(t *testing.T) {
	if os.Getenv("HACKFORGE_TEST_SERVICES") != "1" {
		t.Skip("needs Postgres: run through `make test`")
	}
	ctx := t.Context()
	st, err := store.Open(ctx, os.Getenv("DATABASE_URL"))
	require.NoError(t, err)
	t.Cleanup(st.Close)
	_, err = demo.Seed(ctx, st)
	require.NoError(t, err)

	organiser, err := st.UserByEmail(ctx, "organiser@hackforge.local")
	require.NoError(t, err)
	page, err := st.Hackathons(ctx, domain.ListCreator, organiser.ID, 100, 0)
	require.NoError(t, err)
	var rated []store.HackathonView
	for _, v := range page.Items {
		if v.HasTalents {
			rated = append(rated, v)
		}
	}
	require.Len(t, rated, 1, "one demo hackathon has talents")
	templates, err := st.RatingTemplates(ctx, rated[0].ID, domain.RatingTalent)
	require.NoError(t, err)
	require.Len(t, templates, 1, "seeded once")
	assert.Len(t, templates[0].Items, 4)
	items, names, err := st.TalentRatingItems(ctx, rated[0].ID)
	require.NoError(t, err)
	assert.NotEmpty(t, items, "the Talent Ratings screen shows ratings")
	mentor, err := st.UserByEmail(ctx, "mentor@hackforge.local")
	require.NoError(t, err)
	for _, it := range items {
		assert.Equal(t, mentor.ID, *it.RaterID)
	}
	assert.Contains(t, names, store.TalentRatingName{Rater: true, ID: mentor.ID, FirstName: mentor.FirstName, LastName: mentor.LastName},
		"the mentor is named")
}
