package races_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// scoring is a competition item and a participant to score.
func scoring(t *testing.T) (hackathon, record.ScorableItem, int64) {
	t.Helper()
	h := newHackathon(t, func(n *store.NewHackathon) { n.HasGameification = true })
	p := h.participants(t, 1)[0]
	c, err := h.env.Store.CreateCompetition(t.Context(), h.ID, "Quiz", "")
	require.NoError(t, err)
	item, err := h.env.Store.CreateScorableItem(t.Context(), c.ID, store.ScorableItemFields{Name: "Round 1", MaxScore: 10})
	require.NoError(t, err)
	participantID, err := h.env.Store.ParticipantIDOfUser(t.Context(), h.ID, p.ID)
	require.NoError(t, err)
	return h, item, participantID
}

// Awarding one participant's score for an item many times at once awards it once.
func TestAScoreIsAwardedOnce(t *testing.T) {
	t.Parallel()
	h, item, participant := scoring(t)
	award := apitest.Call{Client: h.Creator.Client, Query: `mutation($item: ID!, $p: ID!) { awardScore(input: {scorableItemId: $item, participantId: $p, score: 3}) { __typename } }`,
		Variables: map[string]any{"item": id(item.ID), "p": id(participant)}}

	assert.Equal(t, 1, winners(t, apitest.Race(same(award, racers))))
	assert.Equal(t, 1, count(t, h.env, `SELECT count(*) FROM scores WHERE scorable_item_id = $1 AND participant_id = $2`, item.ID, participant))
}

// Correcting one entry many times at once: one correction follows it.
func TestAScoreEntryIsCorrectedOnce(t *testing.T) {
	t.Parallel()
	h, item, participant := scoring(t)
	first, err := h.env.Store.AwardScore(t.Context(), item, participant, 3, h.Creator.ID)
	require.NoError(t, err)
	correct := apitest.Call{Client: h.Creator.Client, Query: `mutation($id: ID!) { correctScore(input: {scoreId: $id, score: 5, reason: "recount"}) { __typename } }`,
		Variables: map[string]any{"id": id(first.ID)}}

	assert.Equal(t, 1, winners(t, apitest.Race(same(correct, racers))))
	assert.Equal(t, 1, count(t, h.env, `SELECT count(*) FROM scores WHERE corrects_id = $1`, first.ID))
}
