// Package testdb gives each test binary a database of its own: a copy of the
// migrated template that `make test` prepares, so that packages running side
// by side see only their own rows, whatever order their tests run in.
package testdb

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net/url"
	"os"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
)

// Main is a package's TestMain: it copies the template database that
// DATABASE_URL names, points DATABASE_URL at the copy while the tests run
// (processes they start inherit it), and drops the copy afterwards. Outside
// `make test` (HACKFORGE_TEST_SERVICES unset) it only runs the tests.
func Main(m *testing.M) {
	os.Exit(run(m))
}

func run(m *testing.M) int {
	if os.Getenv("HACKFORGE_TEST_SERVICES") != "1" {
		return m.Run()
	}
	ctx := context.Background()
	template, err := url.Parse(os.Getenv("DATABASE_URL"))
	if err != nil {
		return fail(fmt.Errorf("parse DATABASE_URL: %w", err))
	}
	templateName := strings.TrimPrefix(template.Path, "/")
	name := templateName + "_" + randomHex(6)
	server := withDatabase(template, "postgres")
	if err := execOn(ctx, server, "CREATE DATABASE "+quote(name)+" TEMPLATE "+quote(templateName)); err != nil {
		return fail(err)
	}
	defer func() {
		if err := execOn(ctx, server, "DROP DATABASE "+quote(name)+" WITH (FORCE)"); err != nil {
			fmt.Fprintln(os.Stderr, "testdb:", err)
		}
	}()
	copyURL := withDatabase(template, name)
	if err := execOn(ctx, copyURL, spreadIDs); err != nil {
		return fail(err)
	}
	if err := os.Setenv("DATABASE_URL", copyURL); err != nil {
		return fail(err)
	}
	return m.Run()
}

// spreadIDs starts every ID sequence of a copy at its database's OID times
// ten million. Workflow IDs are built from row IDs (hackathon-lifecycle:42)
// and every package shares one Temporal server: without this, two packages'
// first hackathons would both start hackathon-lifecycle:1.
const spreadIDs = `
	SELECT setval(seqrelid, (SELECT oid FROM pg_database WHERE datname = current_database())::bigint * 10000000, false)
	FROM pg_sequence`

// execOn runs one statement on the database at databaseURL. CREATE and DROP
// DATABASE run on the server's maintenance database: a database cannot be
// copied or dropped from a connection to itself.
func execOn(ctx context.Context, databaseURL, statement string) error {
	conn, err := pgx.Connect(ctx, databaseURL)
	if err != nil {
		return err
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, statement); err != nil {
		return fmt.Errorf("%s: %w", strings.TrimSpace(statement), err)
	}
	return nil
}

// withDatabase is u with its database replaced by name.
func withDatabase(u *url.URL, name string) string {
	c := *u
	c.Path = "/" + name
	return c.String()
}

func quote(name string) string { return pgx.Identifier{name}.Sanitize() }

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

func fail(err error) int {
	fmt.Fprintln(os.Stderr, "testdb:", err)
	return 1
}
