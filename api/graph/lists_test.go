package graph_test

import (
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

type list struct {
	Hackathons struct {
		Items []struct {
			ID, Name, Status string
			IsCreator        bool
		}
		TotalCount int
		PageInfo   struct {
			HasNextPage bool
			EndCursor   string
		}
	}
}

func ids(l list) []string {
	out := []string{}
	for _, h := range l.Hackathons.Items {
		out = append(out, h.ID)
	}
	return out
}

const listQuery = `query($filter: HackathonListFilter!, $first: Int, $after: String) {
  hackathons(filter: $filter, first: $first, after: $after) { items { id name status isCreator } totalCount pageInfo { hasNextPage endCursor } } }`

func TestHackathonListsPerRole(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	get := func(u apitest.User, filter string) list {
		var l list
		require.Empty(t, u.Client.GraphQL(listQuery, map[string]any{"filter": filter}, &l))
		return l
	}
	both := []string{w.inviteOnlyID, w.publicID}
	assert.ElementsMatch(t, both, ids(get(w.creator, "CREATOR")))
	assert.ElementsMatch(t, both, ids(get(w.creator, "ORGANIZING")))
	assert.ElementsMatch(t, both, ids(get(w.creator, "MINE")))
	assert.Empty(t, ids(get(w.creator, "PARTICIPATING")))
	assert.ElementsMatch(t, []string{w.inviteOnlyID}, ids(get(w.manager, "ORGANIZING")))
	assert.Empty(t, ids(get(w.manager, "CREATOR")))
	assert.ElementsMatch(t, []string{w.inviteOnlyID}, ids(get(w.participant, "PARTICIPATING")))
	assert.ElementsMatch(t, []string{w.inviteOnlyID}, ids(get(w.mentor, "MINE")))
	assert.Empty(t, ids(get(w.outsider, "MINE")))

	discover := allPages(t, w.outsider.Client, "DISCOVER")
	assert.Contains(t, discover, "Open Hack "+w.publicID)
	assert.NotContains(t, discover, "Secret Hack "+w.inviteOnlyID, "discover lists public hackathons only")
	assert.Equal(t, "UNAUTHENTICATED", code(t, w.env.Client(t).GraphQLAt("/u-gql", listQuery, map[string]any{"filter": "MINE"}, nil)))
	assert.Contains(t, allPages(t, w.env.Client(t), "DISCOVER"), "Open Hack "+w.publicID, "discover is public")
}

// allPages walks a list page by page and returns "name id" of every item,
// checking that the pages cover the list exactly once.
func allPages(t *testing.T, c *apitest.Client, filter string) []string {
	t.Helper()
	var all []string
	after := ""
	for pages := 0; ; pages++ {
		var l list
		vars := map[string]any{"filter": filter, "first": 10}
		if after != "" {
			vars["after"] = after
		}
		require.Empty(t, c.GraphQL(listQuery, vars, &l))
		require.LessOrEqual(t, len(l.Hackathons.Items), 10)
		for _, h := range l.Hackathons.Items {
			all = append(all, h.Name+" "+h.ID)
		}
		if !l.Hackathons.PageInfo.HasNextPage {
			require.Equal(t, l.Hackathons.TotalCount, len(all), "pages cover the list exactly once")
			return all
		}
		after = l.Hackathons.PageInfo.EndCursor
		require.Less(t, pages, 10000)
	}
}

func TestDiscoverPutsRunningAndUpcomingFirstAndPaginates(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	org := intID(w.orgID)
	now := time.Now()
	create := func(name string, start, end time.Time) {
		_, err := w.env.Store.CreateHackathon(t.Context(), store.NewHackathon{
			Name: name, StartDatetime: start, EndDatetime: end, TimeZone: "UTC", AllowedParticipants: "PUBLIC",
			MaxTeamSize: 3, OrganizationID: org, CreatorID: w.creator.ID, ShowTeams: true,
		})
		require.NoError(t, err)
	}
	// Far in the past and future, so that other tests' hackathons sort between.
	create("Ended long ago", now.AddDate(-30, 0, 0), now.AddDate(-30, 0, 2))
	create("Running for ages", now.AddDate(-29, 0, 0), now.AddDate(30, 0, 0))
	create("Starts in decades", now.AddDate(29, 0, 0), now.AddDate(29, 0, 2))

	all := allPages(t, w.outsider.Client, "DISCOVER")
	names := make([]string, len(all))
	for i, item := range all {
		names[i] = item[:strings.LastIndex(item, " ")]
	}
	assert.Equal(t, "Running for ages", names[0], "the earliest-started running hackathon leads")
	assert.Equal(t, "Ended long ago", names[len(names)-1], "the oldest ended hackathon comes last")
	assert.Less(t, indexOf(names, "Starts in decades"), indexOf(names, "Ended long ago"))

	errs := w.outsider.Client.GraphQL(listQuery, map[string]any{"filter": "DISCOVER", "first": 500}, nil)
	assert.Equal(t, "first", errs[0].Extensions["field"])
	errs = w.outsider.Client.GraphQL(listQuery, map[string]any{"filter": "DISCOVER", "after": "garbage!"}, nil)
	assert.Equal(t, "after", errs[0].Extensions["field"])
}

func indexOf(items []string, s string) int {
	for i, v := range items {
		if v == s {
			return i
		}
	}
	return -1
}

// UI_VIEW (SPEC 7.2's uiView) lists what the user may open. The test's
// hackathons started decades ago and run for centuries, so they head the
// list whatever other tests add meanwhile; a year after the discover test's
// "Running for ages", which must lead DISCOVER.
func TestUIViewListsEveryHackathonTheUserMayOpen(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	elsewhere := newOrganization(t, w.outsider, "Elsewhere "+apitest.RandomString(3))
	create := func(name, orgID string, creator apitest.User, allowed string) string {
		h, err := w.env.Store.CreateHackathon(t.Context(), store.NewHackathon{
			Name: name, StartDatetime: time.Now().AddDate(-28, 0, 0), EndDatetime: time.Date(2999, 1, 1, 0, 0, 0, 0, time.UTC),
			TimeZone: "UTC", AllowedParticipants: domain.AllowedParticipants(allowed), MaxTeamSize: 3,
			OrganizationID: intID(orgID), CreatorID: creator.ID,
		})
		require.NoError(t, err)
		return strconv.FormatInt(h.ID, 10)
	}
	acmePublic := create("Acme public", w.orgID, w.creator, "PUBLIC")
	acmeMembers := create("Acme members", w.orgID, w.creator, "ORGANIZATION")
	acmeInvite := create("Acme invite-only", w.orgID, w.creator, "INVITE_ONLY")
	otherMembers := create("Elsewhere members", elsewhere, w.outsider, "ORGANIZATION")
	otherInvite := create("Elsewhere invite-only", elsewhere, w.outsider, "INVITE_ONLY")
	ours := []string{acmePublic, acmeMembers, acmeInvite, otherMembers, otherInvite}

	seen := func(u apitest.User) []string {
		var l list
		require.Empty(t, u.Client.GraphQL(listQuery, map[string]any{"filter": "UI_VIEW", "first": 100}, &l))
		var out []string
		for _, id := range ids(l) {
			if slices.Contains(ours, id) {
				out = append(out, id)
			}
		}
		return out
	}
	assert.ElementsMatch(t, []string{acmePublic, acmeMembers, acmeInvite}, seen(w.creator), "their own, whatever who may join")
	assert.ElementsMatch(t, []string{acmePublic, otherMembers, otherInvite}, seen(w.outsider), "another organization's: the public one only")
	assert.ElementsMatch(t, []string{acmePublic}, seen(w.mentor), "a mentor of another hackathon of Acme's is no member of Acme")
	assert.Equal(t, "UNAUTHENTICATED", code(t, w.env.Client(t).GraphQLAt("/u-gql", listQuery, map[string]any{"filter": "UI_VIEW"}, nil)))
}
