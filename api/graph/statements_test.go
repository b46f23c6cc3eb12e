package graph_test

import (
	"context"
	"fmt"
	"net/http/httptest"
	"os"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api"
	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

// statementCounter counts every SQL statement the store sends.
type statementCounter struct{ n atomic.Int64 }

func (c *statementCounter) TraceQueryStart(ctx context.Context, _ *pgx.Conn, _ pgx.TraceQueryStartData) context.Context {
	c.n.Add(1)
	return ctx
}

func (c *statementCounter) TraceQueryEnd(context.Context, *pgx.Conn, pgx.TraceQueryEndData) {}

// maxStatements bounds a detail query or a list page, whatever its length.
const maxStatements = 5

func TestStatementsPerRequestDoNotGrowWithTheList(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	counter := &statementCounter{}
	st, err := store.Open(t.Context(), os.Getenv("DATABASE_URL"), store.WithTracer(counter))
	require.NoError(t, err)
	t.Cleanup(st.Close)
	// A busy machine can schedule a page's resolvers more than the loaders'
	// usual millisecond apart, and so split a batch in two: this router waits longer.
	srv := httptest.NewServer(api.NewRouter(api.Options{Store: st, Flows: w.env.Flows, LoaderWait: 50 * time.Millisecond}))
	t.Cleanup(srv.Close)

	// The creator holds a role in every hackathon of a long list.
	org := intID(w.orgID)
	for i := range 25 {
		h, err := w.env.Store.CreateHackathon(t.Context(), store.NewHackathon{
			Name: fmt.Sprintf("Batch %d", i), StartDatetime: w.env.Now(), EndDatetime: w.env.Now().AddDate(0, 0, 2),
			TimeZone: "UTC", AllowedParticipants: "PUBLIC", MaxTeamSize: 3, OrganizationID: org, CreatorID: w.creator.ID,
		})
		require.NoError(t, err)
		require.NoError(t, w.env.Store.AddHackathonRole(t.Context(), h.ID, w.manager.ID, domain.RoleManager))
	}
	fields := `id name phase status statusDisplay organization { id name userMembershipRole } creator { email firstName }
	  isCreator isManager isParticipant isMentor isJudge isVolunteer isBanned inviteToken`
	count := func(u apitest.User, query string, vars map[string]any) int64 {
		c := apitest.NewClient(t, srv.URL)
		c.Token = u.Client.Token
		before := counter.n.Load()
		require.Empty(t, c.GraphQL(query, vars, nil))
		return counter.n.Load() - before
	}
	for _, size := range []int{1, 10, 27} {
		q := `query($n: Int) { hackathons(filter: MINE, first: $n) { items { ` + fields + ` } totalCount } }`
		assert.LessOrEqual(t, count(w.creator, q, map[string]any{"n": size}), int64(maxStatements), "MINE page of %d", size)
		assert.LessOrEqual(t, count(w.manager, q, map[string]any{"n": size}), int64(maxStatements), "manager's page of %d", size)
	}
	discover := `{ hackathons(filter: DISCOVER) { items { ` + fields + ` } } }`
	assert.LessOrEqual(t, count(w.outsider, discover, nil), int64(maxStatements))
	for _, size := range []int{1, 10, 27} {
		search := `query($n: Int) { discoverHackathons(input: {search: "batch", sort: MOST_PARTICIPANTS}, first: $n) {
		  items { ` + fields + ` participantCount teamCount prizeCount } totalCount } }`
		assert.LessOrEqual(t, count(w.outsider, search, map[string]any{"n": size}), int64(maxStatements), "discover's search, page of %d", size)
	}
	detail := `query($id: ID!) { hackathon(id: $id) { ` + fields + ` } }`
	for _, u := range []apitest.User{w.creator, w.participant, w.outsider} {
		vars := map[string]any{"id": w.publicID}
		assert.LessOrEqual(t, count(u, detail, vars), int64(maxStatements), "detail as %s", u.Email)
	}
}
