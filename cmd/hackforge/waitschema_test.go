package main

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestWaitForSchema(t *testing.T) {
	answers := []struct {
		current bool
		err     error
	}{{false, errors.New("connection refused")}, {false, nil}, {true, nil}}
	var asked int
	current := func() (bool, error) {
		a := answers[asked]
		asked++
		return a.current, a.err
	}
	assert.NoError(t, waitForSchema(t.Context(), current, time.Millisecond))
	assert.Equal(t, 3, asked, "an error and an old schema are asked again; a current one ends the wait")

	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	assert.ErrorIs(t, waitForSchema(ctx, func() (bool, error) { return false, nil }, time.Hour), context.Canceled,
		"a stopped pod stops waiting")
}
