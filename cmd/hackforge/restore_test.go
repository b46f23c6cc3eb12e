package main

import (
	"context"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/api/auth"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

// The backup procedure of docs/operations.md, run: a custom-format dump of
// the database is restored into a new, empty one, and a serve process on it
// lets the person sign in, shows their hackathon and takes new writes (the
// ID sequences came back too).
func TestServesFromARestoredDump(t *testing.T) {
	if os.Getenv("HACKFORGE_TEST_SERVICES") != "1" {
		t.Skip("needs Postgres, Temporal and Mailpit: run through `make test`")
	}
	t.Parallel()
	ctx := t.Context()
	source := os.Getenv("DATABASE_URL")
	st, err := store.Open(ctx, source)
	require.NoError(t, err)
	t.Cleanup(st.Close)

	suffix := apitest.RandomString(6)
	email := "restore-" + suffix + "@example.com"
	hash, err := auth.HashPassword(apitest.Password)
	require.NoError(t, err)
	owner, err := st.CreateUser(ctx, store.NewUser{Username: email, Email: email, FirstName: "Rita", PasswordHash: hash})
	require.NoError(t, err)
	org, err := st.CreateOrganization(ctx, "Restored "+suffix, owner.ID)
	require.NoError(t, err)
	start := time.Now().Add(24 * time.Hour)
	h, err := st.CreateHackathon(ctx, store.NewHackathon{Name: "Kept in the dump " + suffix, StartDatetime: start, EndDatetime: start.Add(time.Hour),
		TimeZone: "UTC", AllowedParticipants: domain.AllowInviteOnly, MaxTeamSize: 3, OrganizationID: org.ID, CreatorID: owner.ID})
	require.NoError(t, err)

	dump := filepath.Join(t.TempDir(), "hackforge.dump")
	runPostgresTool(t, "pg_dump", "--format=custom", "--file="+dump, "--dbname="+source)
	restored := newEmptyDatabase(t, source, "restored_"+suffix)
	runPostgresTool(t, "pg_restore", "--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", "--dbname="+restored, dump)

	serve := startChild(t, "serve", "restore-"+suffix, "DATABASE_URL="+restored)
	serve.waitFor(t, "/readyz", serve.httpAddr)
	c := apitest.NewClient(t, serve.url())
	c.Token = c.Login(email, apitest.Password)

	var read struct{ Hackathon struct{ Name string } }
	require.Empty(t, c.GraphQL(`query($id: ID!) { hackathon(id: $id) { name } }`, map[string]any{"id": h.ID}, &read))
	assert.Equal(t, h.Name, read.Hackathon.Name)

	var created struct {
		CreateOrganization struct{ Organization struct{ ID string } }
	}
	require.Empty(t, c.GraphQL(`mutation { createOrganization(input: {name: "After the restore"}) { organization { id } } }`, nil, &created),
		"a write after the restore gets a fresh ID, not one the dump already holds")
	assert.NotEqual(t, "", created.CreateOrganization.Organization.ID)
}

// newEmptyDatabase creates the database name on the server of databaseURL,
// dropped when the test ends, and returns its URL.
func newEmptyDatabase(t *testing.T, databaseURL, name string) string {
	t.Helper()
	u, err := url.Parse(databaseURL)
	require.NoError(t, err)
	server := *u
	server.Path = "/postgres"
	quoted := pgx.Identifier{name}.Sanitize()
	onServer := func(ctx context.Context, statement string) error {
		conn, err := pgx.Connect(ctx, server.String())
		if err != nil {
			return err
		}
		defer conn.Close(ctx)
		_, err = conn.Exec(ctx, statement)
		return err
	}
	require.NoError(t, onServer(t.Context(), "CREATE DATABASE "+quoted+" TEMPLATE template0"))
	t.Cleanup(func() {
		if err := onServer(context.Background(), "DROP DATABASE "+quoted+" WITH (FORCE)"); err != nil {
			t.Logf("drop %s: %v", name, err)
		}
	})
	restored := *u
	restored.Path = "/" + name
	return restored.String()
}

// runPostgresTool runs a PostgreSQL client program and fails the test with its output.
func runPostgresTool(t *testing.T, program string, args ...string) {
	t.Helper()
	out, err := exec.CommandContext(t.Context(), program, args...).CombinedOutput()
	require.NoError(t, err, "%s %s:\n%s", program, strings.Join(args, " "), out)
}
