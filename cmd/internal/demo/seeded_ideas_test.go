package demo_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

// After demo_test.go (files run in name order), whose test must seed first.
func TestSeedFillsTheIdeas(t *testing.T) {
	ctx := t.Context()
	st := seededStore(t)

	organiser, err := st.UserByEmail(ctx, "organiser@hackforge.local")
	require.NoError(t, err)
	var hackathonID int64
	require.NoError(t, st.Pool().QueryRow(ctx, `SELECT id FROM hackathons WHERE name = 'Open Innovation Challenge' AND creator_id = $1`, organiser.ID).Scan(&hackathonID))
	h, err := st.Hackathon(ctx, hackathonID)
	require.NoError(t, err)
	assert.True(t, h.IdeasRequired)
	assert.True(t, h.IdeasRequireApproval)

	ideas, total, err := st.Ideas(ctx, store.IdeaQuery{HackathonID: hackathonID, Order: domain.IdeasMostLiked, Limit: 10})
	require.NoError(t, err)
	require.Equal(t, 4, total, "seeded once")
	states := map[domain.ApprovalState]int{}
	for _, i := range ideas {
		states[i.ApprovalState]++
	}
	assert.Equal(t, map[domain.ApprovalState]int{domain.ApprovalPending: 1, domain.ApprovalApproved: 1, domain.ApprovalRejected: 1, domain.ApprovalChangesRequested: 1}, states)
	assert.Equal(t, domain.ApprovalApproved, ideas[0].ApprovalState, "the approved idea is the most liked")
	assert.Equal(t, 4, ideas[0].Likes)
	pending, err := st.PendingApprovalCount(ctx, hackathonID)
	require.NoError(t, err)
	assert.Equal(t, 1, pending)
}
