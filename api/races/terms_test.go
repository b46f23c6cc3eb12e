package races_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/store"
)

// Accepting one version many times at once keeps one record.
func TestOneTermsAcceptancePerVersion(t *testing.T) {
	t.Parallel()
	h := newHackathon(t, nil)
	p := h.participants(t, 1)[0]
	terms, err := h.env.Store.PublishTerms(t.Context(), store.NewTerms{HackathonID: h.ID, Version: "v1", ContentHTML: "<p>Be kind.</p>", CreatedBy: h.Creator.ID})
	require.NoError(t, err)
	accept := apitest.Call{Client: p.Client, Query: `mutation($id: ID!) { createTermsAcceptance(input: {termsId: $id}) { __typename } }`,
		Variables: map[string]any{"id": id(terms.ID)}}

	winners(t, apitest.Race(same(accept, racers)))
	assert.Equal(t, 1, count(t, h.env, `SELECT count(*) FROM terms_acceptances WHERE terms_and_conditions_id = $1 AND user_id = $2`, terms.ID, p.ID))
}
