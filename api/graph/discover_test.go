package graph_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/domain"
)

const discoverQuery = `query($input: DiscoverInput) { discoverHackathons(input: $input, first: 50) {
  totalCount items { id name participantCount prizeCount } } }`

type discovered struct {
	DiscoverHackathons struct {
		TotalCount int
		Items      []struct {
			ID, Name                     string
			ParticipantCount, PrizeCount int
		}
	}
}

func TestDiscoverSearchesAndFilters(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	host := env.NewUser(t, "host")
	word := "zq" + strings.ToLower(apitest.RandomString(6))
	orgID := newOrganization(t, host, "Guild "+word)
	create := func(name, allowed string) string {
		var out struct {
			CreateHackathon struct{ Hackathon struct{ ID string } }
		}
		require.Empty(t, host.Client.GraphQL(createHackathon, map[string]any{"input": hackathonInput(orgID, name, allowed)}, &out))
		return out.CreateHackathon.Hackathon.ID
	}
	robots := create("Robotics weekend", "PUBLIC")
	quiet := create("Quiet jam", "PUBLIC")
	create("Robotics secret", "INVITE_ONLY")
	require.NoError(t, env.Store.AddHackathonRole(t.Context(), intID(robots), env.NewUser(t, "p").ID, domain.RoleParticipant))

	find := func(input map[string]any) []string {
		t.Helper()
		var d discovered
		require.Empty(t, env.Client(t).GraphQLAt("/u-gql", discoverQuery, map[string]any{"input": input}, &d))
		names := []string{}
		for _, h := range d.DiscoverHackathons.Items {
			names = append(names, h.Name)
		}
		assert.Equal(t, len(names), d.DiscoverHackathons.TotalCount)
		return names
	}
	assert.Equal(t, []string{"Robotics weekend", "Quiet jam"}, find(map[string]any{"search": word, "sort": "MOST_PARTICIPANTS"}),
		"the organization's name matches; public ones only; the most participants first")
	assert.Equal(t, []string{"Robotics weekend"}, find(map[string]any{"search": "robot " + word}), "stemmed words of the name")
	assert.Empty(t, find(map[string]any{"search": word + " -jam -robotics"}), "web-search syntax")
	assert.Equal(t, []string{"Quiet jam", "Robotics weekend"}, find(map[string]any{"organizationId": orgID, "status": "UPCOMING", "sort": "NEWEST"}))
	assert.Empty(t, find(map[string]any{"organizationId": orgID, "status": "RUNNING"}))
	assert.Empty(t, find(map[string]any{"organizationId": orgID, "phase": "JUDGING"}))
	assert.Empty(t, find(map[string]any{"organizationId": orgID, "to": "2001-01-01T00:00:00Z"}), "hackathons that start after the range")

	var d discovered
	require.Empty(t, env.Client(t).GraphQLAt("/u-gql", discoverQuery, map[string]any{"input": map[string]any{"search": word, "sort": "MOST_PARTICIPANTS"}}, &d))
	assert.Equal(t, 1, d.DiscoverHackathons.Items[0].ParticipantCount)
	assert.Equal(t, quiet, d.DiscoverHackathons.Items[1].ID)

	errs := env.Client(t).GraphQLAt("/u-gql", discoverQuery, map[string]any{"input": map[string]any{
		"from": "2030-02-01T00:00:00Z", "to": "2030-01-01T00:00:00Z"}}, nil)
	require.Equal(t, "BAD_USER_INPUT", code(t, errs))
	assert.Equal(t, "to", errs[0].Extensions["field"])
	errs = env.Client(t).GraphQLAt("/u-gql", discoverQuery, map[string]any{"input": map[string]any{"search": strings.Repeat("a", 201)}}, nil)
	assert.Equal(t, "search", errs[0].Extensions["field"])
}
