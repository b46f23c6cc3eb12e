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
func TestSeedFillsPatsTimeline(t *testing.T) {
	if os.Getenv("HACKFORGE_TEST_SERVICES") != "1" {
		t.Skip("needs Postgres: run through `make test`")
	}
	ctx := t.Context()
	st, err := store.Open(ctx, os.Getenv("DATABASE_URL"))
	require.NoError(t, err)
	t.Cleanup(st.Close)
	_, err = demo.Seed(ctx, st)
	require.NoError(t, err)

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
