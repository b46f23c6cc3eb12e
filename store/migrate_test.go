package store_test

import (
	"context"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/store"
)

// TestSchemaCurrent: what a pod's init container waits for (hackforge
// wait-for-schema): every migration applied, none dirty; a newer schema too.
func TestSchemaCurrent(t *testing.T) {
	open(t) // skips without Postgres
	url := os.Getenv("DATABASE_URL")
	conn, err := pgx.Connect(t.Context(), url)
	require.NoError(t, err)
	defer conn.Close(t.Context())
	var version int
	require.NoError(t, conn.QueryRow(t.Context(), "SELECT version FROM schema_migrations").Scan(&version))
	require.Equal(t, newestMigration(t), version, "the test database is migrated")
	defer func() {
		_, err := conn.Exec(context.Background(), "UPDATE schema_migrations SET version = $1, dirty = false", version)
		assert.NoError(t, err)
	}()

	for _, c := range []struct {
		version int
		dirty   bool
		current bool
	}{
		{version, false, true},
		{version - 1, false, false},
		{version, true, false},
		{version + 1, false, true},
	} {
		_, err := conn.Exec(t.Context(), "UPDATE schema_migrations SET version = $1, dirty = $2", c.version, c.dirty)
		require.NoError(t, err)
		current, err := store.SchemaCurrent(url)
		require.NoError(t, err)
		assert.Equal(t, c.current, current, "version %d, dirty %v", c.version, c.dirty)
	}
}

func newestMigration(t *testing.T) int {
	t.Helper()
	files, err := os.ReadDir("migrations")
	require.NoError(t, err)
	var versions []int
	for _, f := range files {
		v, err := strconv.Atoi(strings.SplitN(f.Name(), "_", 2)[0])
		require.NoError(t, err, f.Name())
		versions = append(versions, v)
	}
	return slices.Max(versions)
}
