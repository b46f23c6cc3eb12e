package races_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

const askAIOp = `mutation($s: ID!, $data: String!) { createAiQuery(input: {serviceId: $s, requestData: $data}) { id } }`

// rubric is the offline AI service's GraphQL ID.
func rubric(t *testing.T, h hackathon) string {
	t.Helper()
	services, err := h.env.Store.AIServices(t.Context(), domain.AIServiceRubric)
	require.NoError(t, err)
	require.Len(t, services, 1)
	return id(services[0].ID)
}

func newIdea(t *testing.T, h hackathon, by apitest.User) int64 {
	t.Helper()
	idea, _, err := h.env.Store.CreateIdea(t.Context(), store.NewIdea{HackathonID: h.ID, Name: "Idea " + apitest.RandomString(4), Description: "d", DetailDescription: "dd", CreatedBy: by.ID})
	require.NoError(t, err)
	return idea.ID
}

func askAbout(client *apitest.Client, service string, idea int64) apitest.Call {
	return apitest.Call{Client: client, Query: askAIOp, Variables: map[string]any{"s": service, "data": `{"ideaId": "` + id(idea) + `"}`}}
}

// Issue 28: 16 requests at once for one idea got 15 or 16 accepted
// against a limit of 10 an hour.
func TestAIQuotaPerIdeaHoldsWhenRequestsRace(t *testing.T) {
	t.Parallel()
	h := newHackathon(t, nil)
	people := h.participants(t, racers)
	idea, service := newIdea(t, h, people[0]), rubric(t, h)
	calls := make([]apitest.Call, len(people))
	for i, u := range people {
		calls[i] = askAbout(u.Client, service, idea)
	}

	assert.Equal(t, 10, winners(t, apitest.Race(calls)))
	assert.Equal(t, 10, count(t, h.env, `SELECT count(*) FROM ai_queries WHERE idea_id = $1`, idea))
}

func TestAIQuotaPerUserHoldsWhenRequestsRace(t *testing.T) {
	t.Parallel()
	h := newHackathon(t, nil)
	asker, service := h.participants(t, 1)[0], rubric(t, h)
	calls := make([]apitest.Call, racers)
	for i := range calls {
		calls[i] = askAbout(asker.Client, service, newIdea(t, h, asker))
	}

	assert.Equal(t, 20, winners(t, apitest.Race(calls)))
	assert.Equal(t, 20, count(t, h.env, `SELECT count(*) FROM ai_queries WHERE created_by = $1`, asker.ID))
}
