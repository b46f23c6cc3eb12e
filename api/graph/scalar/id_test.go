package scalar

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestUnmarshalInt64ID(t *testing.T) {
	for _, v := range []any{"42", json.Number("42"), int64(42), 42, float64(42)} {
		id, err := UnmarshalInt64ID(v)
		require.NoError(t, err, "%T", v)
		assert.Equal(t, int64(42), id)
	}
	for _, v := range []any{"4x", json.Number("4.5"), true, nil} {
		_, err := UnmarshalInt64ID(v)
		assert.Error(t, err, "%T %v", v, v)
	}
}
