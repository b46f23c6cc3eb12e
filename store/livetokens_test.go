package store_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

// A token found live is trusted for TokenRecheck without being read again;
// a logout through another process holds once that has passed, one through
// this process at once.
func TestLiveTokensAreRecheckedWithinAMoment(t *testing.T) {
	t.Parallel()
	sent := &sentSQL{}
	reader := open(t, store.WithTracer(sent))
	writer := open(t) // another process, as it were
	ctx := t.Context()
	user := newUser(t, writer, "recheck")

	elsewhere, err := writer.CreateAuthToken(ctx, user)
	require.NoError(t, err)
	first, err := reader.TokenOwner(ctx, elsewhere)
	require.NoError(t, err)
	require.NotNil(t, first.User, "a token read now comes with its owner's row")
	assert.Equal(t, user, first.User.ID)
	before := len(sent.namesSince(0))
	again, err := reader.TokenOwner(ctx, elsewhere)
	require.NoError(t, err)
	assert.Equal(t, store.TokenOwner{UserID: user}, again, "checked moments ago: the id only")
	assert.Empty(t, sent.namesSince(before), "and no statement")

	require.NoError(t, writer.RevokeAuthToken(ctx, elsewhere))
	time.Sleep(store.TokenRecheck)
	_, err = reader.TokenOwner(ctx, elsewhere)
	assert.ErrorIs(t, err, domain.ErrNotFound, "a token revoked elsewhere is refused once TokenRecheck has passed")

	here, err := reader.CreateAuthToken(ctx, user)
	require.NoError(t, err)
	_, err = reader.TokenOwner(ctx, here)
	require.NoError(t, err)
	require.NoError(t, reader.RevokeAuthToken(ctx, here))
	_, err = reader.TokenOwner(ctx, here)
	assert.ErrorIs(t, err, domain.ErrNotFound, "a token revoked through this process is refused at once")

	rotated, err := reader.CreateAuthToken(ctx, user)
	require.NoError(t, err)
	_, err = reader.TokenOwner(ctx, rotated)
	require.NoError(t, err)
	_, err = reader.RotateAuthToken(ctx, user, rotated)
	require.NoError(t, err)
	_, err = reader.TokenOwner(ctx, rotated)
	assert.ErrorIs(t, err, domain.ErrNotFound, "a token replaced through this process is refused at once")
}
