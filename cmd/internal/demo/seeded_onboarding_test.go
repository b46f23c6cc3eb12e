package demo_test

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/cmd/internal/demo"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

// After demo_test.go (files run in name order), whose test must seed first.
func TestSeedFillsTheOnboardingAnswers(t *testing.T) {
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
