package demo_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
)

// After demo_test.go (files run in name order), whose test must seed first.
func TestSeedTurnsTheMentorsPhaseEmailsOff(t *testing.T) {
	ctx := t.Context()
	st := seededStore(t)
	mentor, err := st.UserByEmail(ctx, "mentor@hackforge.local")
	require.NoError(t, err)
	prefs, err := st.EmailPreferences(ctx, mentor.ID)
	require.NoError(t, err)
	for _, p := range prefs {
		assert.Equal(t, p.Category != domain.EmailPhaseChanges, p.Enabled, p.Category)
	}
}
