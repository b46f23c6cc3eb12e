package demo_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
)

// After demo_test.go (files run in name order), whose test must seed first.
func TestSeedFillsTheOnboardingAnswers(t *testing.T) {
	ctx := t.Context()
	st := seededStore(t)

	organiser, err := st.UserByEmail(ctx, "organiser@hackforge.local")
	require.NoError(t, err)
	entries, err := st.UserMetadata(ctx, organiser.ID)
	require.NoError(t, err)
	require.Len(t, entries, 2, "company and host answers")
	assert.Equal(t, domain.MetadataCompanyOnboarding, entries[0].MetadataType)
	var company domain.CompanyOnboarding
	require.NoError(t, json.Unmarshal(entries[0].Value, &company))
	assert.Equal(t, "201-500 employees", company.CompanySize)

	participant, err := st.UserByEmail(ctx, "participant@hackforge.local")
	require.NoError(t, err)
	entries, err = st.UserMetadata(ctx, participant.ID)
	require.NoError(t, err)
	require.Len(t, entries, 1)
	var p domain.ParticipantOnboarding
	require.NoError(t, json.Unmarshal(entries[0].Value, &p))
	assert.Equal(t, "Student", p.Occupation)
}
