package handler

import (
	"context"
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/vektah/gqlparser/v2"

	"github.com/hackforge/hackforge/api/auth"
	"github.com/hackforge/hackforge/api/graph"
	"github.com/hackforge/hackforge/api/graph/exec"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

// The web app's DISCOVER query, fragments and all.
const appDiscoverQuery = `query Hackathons($filter: HackathonListFilter!, $first: Int, $after: String) {
  hackathons(filter: $filter, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor __typename }
    items { ...Summary ...Roles __typename }
    __typename
  }
}
fragment Summary on Hackathon { id name status statusDisplay phase organization { id name __typename } }
fragment Roles on Hackathon { id isParticipant isBanned }`

// The web app's search, as discover asks it.
const appSearchQuery = `query Discover($input: DiscoverInput, $first: Int) {
  discoverHackathons(input: $input, first: $first) {
    totalCount
    items { id name status participantCount prizeCount organization { id name } __typename }
    __typename
  }
}`

// fakePage stands for the store: the stamp it reads and the operations run.
type fakePage struct {
	stamp    store.DiscoverStamp
	stamped  []int                   // limits asked for
	searched []domain.DiscoverSearch // searches stamped
	runs     int
}

func (p *fakePage) cache() *DiscoverCache {
	return newDiscoverCache(stampReaders{
		list: func(_ context.Context, limit, _ int) (store.DiscoverStamp, error) {
			p.stamped = append(p.stamped, limit)
			return p.stamp, nil
		},
		search: func(_ context.Context, q domain.DiscoverSearch, limit, _ int) (store.DiscoverStamp, error) {
			p.stamped = append(p.stamped, limit)
			p.searched = append(p.searched, q)
			return p.stamp, nil
		},
	})
}

// ask sends an operation through the cache as the viewer and returns its data.
func (p *fakePage) ask(t *testing.T, c *DiscoverCache, viewer int64, query string, variables map[string]any) string {
	t.Helper()
	schema := exec.NewExecutableSchema(exec.Config{Resolvers: &graph.Resolver{}}).Schema()
	doc, errs := gqlparser.LoadQueryWithRules(schema, query, nil)
	require.Empty(t, errs)
	oc := &graphql.OperationContext{RawQuery: query, Variables: variables, Doc: doc, Operation: doc.Operations[0]}
	ctx := graphql.WithOperationContext(auth.WithSession(t.Context(), viewer, "", nil, nil), oc)
	responses := c.InterceptOperation(ctx, func(context.Context) graphql.ResponseHandler {
		p.runs++
		data, err := json.Marshal(map[string]any{"run": p.runs})
		require.NoError(t, err)
		return graphql.OneShot(&graphql.Response{Data: data})
	})
	return string(responses(ctx).Data)
}

func TestDiscoverCacheAnswersAgainWhileTheStampHolds(t *testing.T) {
	t.Parallel()
	page := &fakePage{stamp: store.DiscoverStamp{Versions: "7:1,8:1,2"}}
	cache := page.cache()
	vars := map[string]any{"filter": "DISCOVER", "first": json.Number("10")}

	first := page.ask(t, cache, 5, appDiscoverQuery, vars)
	assert.Equal(t, first, page.ask(t, cache, 5, appDiscoverQuery, vars), "the same page at the same versions")
	assert.Equal(t, 1, page.runs)
	assert.Equal(t, []int{10, 10}, page.stamped, "every request reads the stamp afresh")

	page.ask(t, cache, 6, appDiscoverQuery, vars)
	assert.Equal(t, 2, page.runs, "another viewer (whose roles differ) is answered for themselves")

	page.ask(t, cache, 5, appDiscoverQuery, map[string]any{"filter": "DISCOVER", "first": json.Number("20")})
	assert.Equal(t, 3, page.runs, "another page")
	assert.Equal(t, 20, page.stamped[len(page.stamped)-1])

	page.stamp.Versions = "7:1,8:2,2"
	changed := page.ask(t, cache, 5, appDiscoverQuery, vars)
	assert.NotEqual(t, first, changed, "a hackathon on the page changed")
	assert.Equal(t, changed, page.ask(t, cache, 5, appDiscoverQuery, vars), "and the new answer is kept")
}

func TestDiscoverCacheAnswersAfreshOnceAStatusChangesByTheClock(t *testing.T) {
	t.Parallel()
	page := &fakePage{stamp: store.DiscoverStamp{Versions: "7:1,1", Until: time.Now().Add(50 * time.Millisecond)}}
	cache := page.cache()
	vars := map[string]any{"filter": "DISCOVER"}
	first := page.ask(t, cache, 0, appDiscoverQuery, vars)
	assert.Equal(t, first, page.ask(t, cache, 0, appDiscoverQuery, vars))

	time.Sleep(60 * time.Millisecond) // past the start or end: the status in the kept answer is out of date
	page.stamp.Until = time.Now().Add(time.Hour)
	assert.NotEqual(t, first, page.ask(t, cache, 0, appDiscoverQuery, vars))
}

func TestDiscoverCacheAnswersASearchAgainWhileItsStampHolds(t *testing.T) {
	t.Parallel()
	page := &fakePage{stamp: store.DiscoverStamp{Versions: "7:1,8:1,2"}}
	cache := page.cache()
	climate := map[string]any{"input": map[string]any{"search": " climate ", "status": "UPCOMING", "organizationId": "3"}, "first": json.Number("12")}

	first := page.ask(t, cache, 0, appSearchQuery, climate)
	assert.Equal(t, first, page.ask(t, cache, 0, appSearchQuery, climate))
	assert.Equal(t, 1, page.runs)
	require.Len(t, page.searched, 2, "every request reads the search's stamp afresh")
	assert.Equal(t, domain.DiscoverSearch{Text: "climate", Status: domain.StatusUpcoming, OrganizationID: 3}, page.searched[0])
	assert.Equal(t, []int{12, 12}, page.stamped)

	page.ask(t, cache, 0, appSearchQuery, map[string]any{"input": map[string]any{"search": "health"}})
	assert.Equal(t, 2, page.runs, "another search")

	page.stamp.Versions = "7:1,8:1,9:4,3" // a hackathon now matches, or a participant or prize came to one
	assert.NotEqual(t, first, page.ask(t, cache, 0, appSearchQuery, climate))
}

func TestDiscoverCacheLetsEveryOtherOperationRun(t *testing.T) {
	t.Parallel()
	for name, query := range map[string]string{
		"another list":               `{ hackathons(filter: MINE) { items { id } } }`,
		"a field the stamp misses":   `{ hackathons(filter: DISCOVER) { items { id creator { firstName } } } }`,
		"a resolver of the view":     `{ hackathons(filter: DISCOVER) { items { id viewerCan { join } } } }`,
		"an organization's resolver": `{ hackathons(filter: DISCOVER) { items { organization { userMembershipRole } } } }`,
		"another root field":         `{ hackathons(filter: DISCOVER) { totalCount } me { id } }`,
		"a directive":                `{ hackathons(filter: DISCOVER) { items { id @include(if: true) } } }`,
		"a bad cursor":               `{ hackathons(filter: DISCOVER, after: "nonsense") { totalCount } }`,
		"a mutation":                 `mutation { markAllNotificationsRead { __typename } }`,
		"a count the stamp misses":   `{ discoverHackathons { items { id teamCount } } }`,
		"a search too long":          `{ discoverHackathons(input: {search: "` + strings.Repeat("a", 201) + `"}) { totalCount } }`,
		"a range ending first":       `{ discoverHackathons(input: {from: "2030-02-01T00:00:00Z", to: "2030-01-01T00:00:00Z"}) { totalCount } }`,
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			page := &fakePage{stamp: store.DiscoverStamp{Versions: "1"}}
			cache := page.cache()
			page.ask(t, cache, 5, query, nil)
			page.ask(t, cache, 5, query, nil)
			assert.Equal(t, 2, page.runs)
			assert.Empty(t, page.stamped, "no stamp read for an operation the cache does not keep")
		})
	}
}

func TestDiscoverCacheKeepsNoAnswerWithErrors(t *testing.T) {
	t.Parallel()
	runs := 0
	cache := (&fakePage{}).cache()
	schema := exec.NewExecutableSchema(exec.Config{Resolvers: &graph.Resolver{}}).Schema()
	query := `{ hackathons(filter: DISCOVER) { totalCount } }`
	doc, errs := gqlparser.LoadQueryWithRules(schema, query, nil)
	require.Empty(t, errs)
	ctx := graphql.WithOperationContext(t.Context(), &graphql.OperationContext{RawQuery: query, Doc: doc, Operation: doc.Operations[0]})
	for range 2 {
		cache.InterceptOperation(ctx, func(ctx context.Context) graphql.ResponseHandler {
			runs++
			return graphql.OneShot(graphql.ErrorResponse(ctx, "the database is away"))
		})(ctx)
	}
	assert.Equal(t, 2, runs)
}

// A kept answer is right only while every field in it is read from what the
// stamp covers; a resolver could read anything.
func TestDiscoverFieldsAreReadFromTheView(t *testing.T) {
	t.Parallel()
	schema := exec.NewExecutableSchema(exec.Config{Resolvers: &graph.Resolver{}}).Schema()
	root := reflect.TypeFor[exec.ResolverRoot]()
	for typeName, fields := range discoverFields {
		definition := schema.Types[typeName]
		require.NotNil(t, definition, typeName)
		var resolvers reflect.Type
		if m, ok := root.MethodByName(typeName); ok {
			resolvers = m.Type.Out(0)
		}
		for field := range fields {
			assert.NotNil(t, definition.Fields.ForName(field), "%s.%s is not in the schema", typeName, field)
			if resolvers != nil && (typeName != "Hackathon" || !countedUnderViewVersions[field]) {
				_, isResolver := resolvers.MethodByName(strings.ToUpper(field[:1]) + field[1:])
				assert.False(t, isResolver, "%s.%s has a resolver", typeName, field)
			}
		}
	}
}
