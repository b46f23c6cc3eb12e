package domain_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/hackforge/hackforge/domain"
)

func TestSentinelsMatchEveryErrorOfTheirCode(t *testing.T) {
	custom := &domain.Error{Code: domain.CodeNotFound, Message: "No such hackathon."}
	wrapped := fmt.Errorf("load: %w", custom)

	assert.ErrorIs(t, wrapped, domain.ErrNotFound)
	assert.NotErrorIs(t, wrapped, domain.ErrForbidden)
	assert.NotErrorIs(t, domain.ErrNotFound, custom, "a particular error is not a sentinel")
	assert.ErrorIs(t, domain.Conflict("email", "taken"), domain.ErrConflict)
}

func TestAsErrorFindsTheFirstOfJoinedErrors(t *testing.T) {
	err := errors.Join(errors.New("plain"), domain.Invalid("name", "This field is required."), domain.Invalid("maxTeamSize", "too big"))

	e, ok := domain.AsError(err)
	assert.True(t, ok)
	assert.Equal(t, "name", e.Field)
	assert.Equal(t, "name: This field is required.", e.Error())

	_, ok = domain.AsError(errors.New("plain"))
	assert.False(t, ok)
}
