package store

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"strings"

	"github.com/golang-migrate/migrate/v4"
	_ "github.com/golang-migrate/migrate/v4/database/pgx/v5" // registers pgx5://
	"github.com/golang-migrate/migrate/v4/source"
	"github.com/golang-migrate/migrate/v4/source/iofs"
)

//go:embed migrations/*.sql
var migrations embed.FS

// Migrate brings the database at url up to the newest schema.
func Migrate(url string) error {
	m, _, err := openMigrations(url)
	if err != nil {
		return err
	}
	defer m.Close()
	if err := m.Up(); err != nil && !errors.Is(err, migrate.ErrNoChange) {
		return fmt.Errorf("migrate: %w", err)
	}
	return nil
}

// SchemaCurrent reports whether the database at url has every migration this
// binary carries, none of them left half-applied. A newer schema counts too:
// migrations only add, so an older image keeps running on it (a rollback).
func SchemaCurrent(url string) (bool, error) {
	m, src, err := openMigrations(url)
	if err != nil {
		return false, err
	}
	defer m.Close()
	newest, err := lastVersion(src)
	if err != nil {
		return false, err
	}
	version, dirty, err := m.Version()
	if errors.Is(err, migrate.ErrNilVersion) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("read the schema version: %w", err)
	}
	return !dirty && version >= newest, nil
}

func openMigrations(url string) (*migrate.Migrate, source.Driver, error) {
	src, err := iofs.New(migrations, "migrations")
	if err != nil {
		return nil, nil, err
	}
	m, err := migrate.NewWithSourceInstance("iofs", src, migrateURL(url))
	if err != nil {
		return nil, nil, fmt.Errorf("open migrations: %w", err)
	}
	return m, src, nil
}

// lastVersion is the newest migration's version in src.
func lastVersion(src source.Driver) (uint, error) {
	version, err := src.First()
	if err != nil {
		return 0, err
	}
	for {
		next, err := src.Next(version)
		if errors.Is(err, fs.ErrNotExist) {
			return version, nil
		}
		if err != nil {
			return 0, err
		}
		version = next
	}
}

// migrateURL swaps the postgres scheme for the one golang-migrate's pgx/v5 driver registers.
func migrateURL(url string) string {
	for _, scheme := range []string{"postgres://", "postgresql://"} {
		if strings.HasPrefix(url, scheme) {
			return "pgx5://" + strings.TrimPrefix(url, scheme)
		}
	}
	return url
}
