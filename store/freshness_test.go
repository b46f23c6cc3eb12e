package store_test

import (
	"context"
	"encoding/json"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

// open returns a store on the test database, skipping outside `make test`.
func open(t *testing.T, opts ...store.Option) *store.Store {
	t.Helper()
	if os.Getenv("HACKFORGE_TEST_SERVICES") != "1" {
		t.Skip("needs Postgres: run through `make test`")
	}
	st, err := store.Open(t.Context(), os.Getenv("DATABASE_URL"), opts...)
	require.NoError(t, err)
	t.Cleanup(st.Close)
	return st
}

func newUser(t *testing.T, st *store.Store, name string) int64 {
	t.Helper()
	email := name + "-" + time.Now().Format("150405.000000") + "@example.com"
	u, err := st.CreateUser(t.Context(), store.NewUser{Username: email, Email: email, PasswordHash: "-"})
	require.NoError(t, err)
	return u.ID
}

// sentSQL records every statement a store sends.
type sentSQL struct {
	mu  sync.Mutex
	sql []string
}

func (s *sentSQL) TraceQueryStart(ctx context.Context, _ *pgx.Conn, data pgx.TraceQueryStartData) context.Context {
	s.mu.Lock()
	s.sql = append(s.sql, data.SQL)
	s.mu.Unlock()
	return ctx
}

func (s *sentSQL) TraceQueryEnd(context.Context, *pgx.Conn, pgx.TraceQueryEndData) {}

func (s *sentSQL) count() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.sql)
}

// namesSince returns the sqlc names of the statements sent after the first n.
func (s *sentSQL) namesSince(n int) []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var names []string
	for _, sql := range s.sql[n:] {
		name, _, _ := strings.Cut(strings.TrimPrefix(sql, "-- name: "), " ")
		names = append(names, name)
	}
	return names
}

// named returns the text of the last statement sent with the sqlc name.
func (s *sentSQL) named(name string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	for i := len(s.sql) - 1; i >= 0; i-- {
		if strings.HasPrefix(s.sql[i], "-- name: "+name+" ") {
			return s.sql[i]
		}
	}
	return ""
}

// Each `serve` and `worker` process opens a Store of its own and keeps the
// views it read. A write through one, by a store function or by any other
// statement, shows in the very next read through another: no polling here.
func TestCachedViewsShowWritesOfAnotherProcessAtOnce(t *testing.T) {
	sent := &sentSQL{}
	reader := open(t, store.WithTracer(sent))
	writer := open(t) // another process, as it were
	ctx := t.Context()
	user := newUser(t, writer, "fresh")
	org, err := writer.CreateOrganization(ctx, "Freshness org", newUser(t, writer, "owner"))
	require.NoError(t, err)
	h, err := writer.CreateHackathon(ctx, store.NewHackathon{
		Name: "Fresh", StartDatetime: time.Now(), EndDatetime: time.Now().Add(time.Hour), TimeZone: "UTC",
		AllowedParticipants: "PUBLIC", MaxTeamSize: 2, OrganizationID: org.ID, CreatorID: org.CreatorID,
	})
	require.NoError(t, err)
	view := func() store.HackathonView {
		t.Helper()
		views, err := reader.HackathonViews(ctx, user, []int64{h.ID})
		require.NoError(t, err)
		return views[h.ID]
	}

	assert.False(t, view().IsParticipant)
	before := sent.count()
	assert.False(t, view().IsParticipant)
	assert.Equal(t, []string{"ListHackathonViewVersions"}, sent.namesSince(before), "an unchanged view is served from the cache")

	require.NoError(t, writer.AddHackathonRole(ctx, h.ID, user, domain.RoleParticipant))
	assert.True(t, view().IsParticipant, "a role given elsewhere")

	renamed := "Fresher"
	_, err = writer.UpdateHackathon(ctx, store.HackathonChanges{ID: h.ID, Name: &renamed})
	require.NoError(t, err)
	assert.Equal(t, renamed, view().Name, "an edit made elsewhere")

	require.NoError(t, writer.AddOrganizationMember(ctx, org.ID, user, domain.OrgMember))
	assert.True(t, view().IsOrganizationMember, "a membership given elsewhere")

	_, err = writer.Pool().Exec(ctx, "UPDATE organizations SET name = 'Renamed org' WHERE id = $1", org.ID)
	require.NoError(t, err)
	assert.Equal(t, "Renamed org", view().Organization.Name, "a write by a statement of no store function")

	creator, err := writer.User(ctx, org.CreatorID)
	require.NoError(t, err)
	_, err = writer.UpdateUserAccount(ctx, creator.ID, "Grace", "Hopper", creator.Email)
	require.NoError(t, err)
	assert.Equal(t, "Grace", view().Creator.FirstName, "the creator as just renamed elsewhere")

	_, err = writer.Pool().Exec(ctx, "DELETE FROM participants WHERE hackathon_id = $1 AND user_id = $2", h.ID, user)
	require.NoError(t, err)
	assert.False(t, view().IsParticipant, "a role taken away elsewhere")

	_, err = writer.Pool().Exec(ctx, "DELETE FROM hackathons WHERE id = $1", h.ID)
	require.NoError(t, err)
	views, err := reader.HackathonViews(ctx, user, []int64{h.ID})
	require.NoError(t, err)
	assert.Empty(t, views, "a hackathon deleted elsewhere")
}

// The cache is only as fresh as the triggers of migration 000006 are
// complete: every table a view is read from must bump its version.
func TestEveryTableTheViewReadsBumpsItsVersion(t *testing.T) {
	sent := &sentSQL{}
	st := open(t, store.WithTracer(sent))
	ctx := t.Context()
	_, err := st.HackathonViews(ctx, 0, []int64{0})
	require.NoError(t, err)
	viewSQL := sent.named("ListHackathonViews")
	require.NotEmpty(t, viewSQL, "HackathonViews reads with ListHackathonViews")

	conn, err := st.Pool().Acquire(ctx)
	require.NoError(t, err)
	defer conn.Release()
	_, err = conn.Exec(ctx, "PREPARE view_statement AS "+viewSQL)
	require.NoError(t, err)
	defer conn.Exec(context.Background(), "DEALLOCATE view_statement") //nolint:errcheck // best effort
	var plan string
	require.NoError(t, conn.QueryRow(ctx, "EXPLAIN (FORMAT JSON) EXECUTE view_statement(0, '{0}')").Scan(&plan))
	tables := relationNames(t, plan)
	require.Contains(t, tables, "participants", "the plan lists the tables behind the hackathon_roles view")

	for _, table := range tables {
		if table == "hackathon_view_versions" {
			continue
		}
		var rows, truncate bool // row triggers on insert, update and delete; a truncate trigger
		require.NoError(t, conn.QueryRow(ctx, `SELECT coalesce(bool_or(tgtype & 29 = 29), false), coalesce(bool_or(tgtype & 32 = 32), false)
			FROM pg_trigger WHERE tgrelid = $1::regclass AND tgfoid = 'hackathon_view_changed'::regproc`, table).Scan(&rows, &truncate))
		assert.True(t, rows && truncate, "%s feeds hackathon views: its changes must bump their versions (migration 000006)", table)
	}
}

// relationNames lists the tables an EXPLAIN (FORMAT JSON) plan scans.
func relationNames(t *testing.T, plan string) []string {
	type node struct {
		RelationName string `json:"Relation Name"`
		Plans        []node
	}
	var explained []struct{ Plan node }
	require.NoError(t, json.Unmarshal([]byte(plan), &explained))
	var names []string
	var walk func(n node)
	walk = func(n node) {
		if n.RelationName != "" {
			names = append(names, n.RelationName)
		}
		for _, child := range n.Plans {
			walk(child)
		}
	}
	walk(explained[0].Plan)
	return names
}
