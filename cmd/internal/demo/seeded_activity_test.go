package demo_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
)

// After demo_test.go (files run in name order), whose test must seed first.
func TestSeedFillsPatsTimeline(t *testing.T) {
	ctx := t.Context()
	st := seededStore(t)

	pat, err := st.UserByEmail(ctx, "participant@hackforge.local")
	require.NoError(t, err)
	page, err := st.MyActivity(ctx, pat.ID, 100, 0)
	require.NoError(t, err)
	assert.GreaterOrEqual(t, page.Total, 12, "a dozen entries on /user/timeline")
	kinds := map[domain.ActivityKind]bool{}
	for i, e := range page.Items {
		kinds[e.Kind] = true
		if i > 0 {
			assert.False(t, e.At.After(page.Items[i-1].At), "newest first")
		}
	}
	for _, k := range []domain.ActivityKind{domain.ActivityJoinedHackathon, domain.ActivityLeftHackathon, domain.ActivityIdeaCreated, domain.ActivityTermsAccepted, domain.ActivityOnboardingCompleted} {
		assert.True(t, kinds[k], "Pat's timeline shows %s", k)
	}
}
