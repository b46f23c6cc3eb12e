package graph

import (
	"encoding/base64"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// An offset past the store's int32 parameters is refused, not wrapped round.
func TestPageWindowRefusesOffsetsPastInt32(t *testing.T) {
	cursor := func(n int) *string {
		c := base64.RawURLEncoding.EncodeToString([]byte("offset:" + strconv.Itoa(n)))
		return &c
	}
	_, offset, err := PageWindow(nil, cursor(maxOffset))
	require.NoError(t, err)
	assert.Equal(t, maxOffset, offset)
	_, _, err = PageWindow(nil, cursor(maxOffset+1))
	assert.ErrorContains(t, err, "This cursor is not valid.")
}
