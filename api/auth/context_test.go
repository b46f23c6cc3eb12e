package auth

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// users answers User from its rows and counts the reads.
type users struct {
	rows  map[int64]record.User
	reads int
}

func (u *users) TokenOwner(context.Context, string) (store.TokenOwner, error) {
	return store.TokenOwner{}, domain.ErrNotFound
}

func (u *users) User(_ context.Context, id int64) (record.User, error) {
	u.reads++
	row, ok := u.rows[id]
	if !ok {
		return record.User{}, domain.ErrNotFound
	}
	return row, nil
}

func TestSessionReadsTheUsersRowOnceAndOnlyWhenAsked(t *testing.T) {
	us := &users{rows: map[int64]record.User{7: {ID: 7, FirstName: "Ada"}}}
	ctx := WithSession(t.Context(), 7, "the-token", nil, us)
	assert.Equal(t, int64(7), UserID(ctx))
	assert.Equal(t, "the-token", TokenFrom(ctx))
	assert.Zero(t, us.reads, "the id needs no read")

	for range 2 {
		u, err := UserFrom(ctx)
		require.NoError(t, err)
		assert.Equal(t, "Ada", u.FirstName)
	}
	assert.Equal(t, 1, us.reads, "the row is read once per request")
}

func TestSessionWithTheRowReadsNothing(t *testing.T) {
	us := &users{}
	ctx := WithSession(t.Context(), 7, "the-token", &record.User{ID: 7, FirstName: "Ada"}, us)
	u, err := UserFrom(ctx)
	require.NoError(t, err)
	assert.Equal(t, "Ada", u.FirstName)
	assert.Zero(t, us.reads)
}

func TestSessionOfAUserDeletedSinceTheTokenCheckIsUnauthenticated(t *testing.T) {
	ctx := WithSession(t.Context(), 7, "the-token", nil, &users{})
	_, err := UserFrom(ctx)
	assert.ErrorIs(t, err, domain.ErrUnauthenticated)
}

func TestAnonymousRequestHasNoSession(t *testing.T) {
	u, err := UserFrom(t.Context())
	assert.NoError(t, err)
	assert.Nil(t, u)
	assert.Zero(t, UserID(t.Context()))
	assert.Empty(t, TokenFrom(t.Context()))
}
