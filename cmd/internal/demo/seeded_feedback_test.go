package demo_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/cmd/internal/demo"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

func TestSeededFeedbackAndAdministrator(t *testing.T) {
	st := demoStore(t)
	for range 2 {
		_, err := demo.Seed(t.Context(), st)
		require.NoError(t, err)
	}
	admin, err := st.UserByEmail(t.Context(), "admin@hackforge.local")
	require.NoError(t, err)
	isAdmin, err := st.UserHasRole(t.Context(), admin.ID, domain.PlatformAdmin)
	require.NoError(t, err)
	assert.True(t, isAdmin, "the demo administrator is one")

	page, err := st.Feedback(t.Context(), store.FeedbackFilter{Search: "printable check-in list"}, 10, 0)
	require.NoError(t, err)
	assert.Equal(t, 1, page.Total, "seeded once")
	praise := domain.FeedbackPraise
	page, err = st.Feedback(t.Context(), store.FeedbackFilter{Kind: &praise, Search: "Inviting judges"}, 10, 0)
	require.NoError(t, err)
	require.Len(t, page.Items, 1)
	assert.EqualValues(t, 5, *page.Items[0].Rating)
}
