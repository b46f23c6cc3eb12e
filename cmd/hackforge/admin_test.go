package main

import (
	"bytes"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

func TestGrantAdminTakesOneAddress(t *testing.T) {
	var out bytes.Buffer
	m := &Main{Stdout: &out, Config: &Config{}}
	assert.ErrorContains(t, m.Run(t.Context(), []string{"grant-admin"}), "takes 1 argument")
	assert.Contains(t, out.String(), "grant-admin EMAIL")
	assert.ErrorContains(t, m.Run(t.Context(), []string{"migrate", "extra"}), "expected one command")
}

func TestGrantAdmin(t *testing.T) {
	if os.Getenv("HACKFORGE_TEST_SERVICES") != "1" {
		t.Skip("needs Postgres: run through `make test`")
	}
	ctx := t.Context()
	st, err := store.Open(ctx, os.Getenv("DATABASE_URL"))
	require.NoError(t, err)
	defer st.Close()
	email := "grant-" + apitest.RandomString(4) + "@example.com"
	u, err := st.CreateUser(ctx, store.NewUser{Username: email, Email: email, PasswordHash: "x"})
	require.NoError(t, err)

	var out bytes.Buffer
	m := &Main{Stdout: &out, Config: &Config{DatabaseURL: os.Getenv("DATABASE_URL"), Env: "development"}}
	require.NoError(t, m.Run(ctx, []string{"grant-admin", "  " + email + " "}))
	assert.Contains(t, out.String(), "is a platform administrator")
	isAdmin, err := st.UserHasRole(ctx, u.ID, domain.PlatformAdmin)
	require.NoError(t, err)
	assert.True(t, isAdmin)
	require.NoError(t, m.Run(ctx, []string{"grant-admin", email}), "twice is harmless")

	assert.ErrorContains(t, m.Run(ctx, []string{"grant-admin", "nobody-" + email}), "no account has the e-mail")
}
