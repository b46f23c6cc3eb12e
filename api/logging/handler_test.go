package logging_test

import (
	"bytes"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/go-chi/chi/v5/middleware"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/logging"
)

func TestLinesLoggedInARequestCarryItsID(t *testing.T) {
	var out bytes.Buffer
	log := slog.New(logging.WithRequestID(slog.NewJSONHandler(&out, nil))).With("component", "api")
	handler := middleware.RequestID(http.HandlerFunc(func(_ http.ResponseWriter, r *http.Request) {
		log.InfoContext(r.Context(), "inside")
	}))
	req := httptest.NewRequest(http.MethodGet, "/", nil)
	req.Header.Set("X-Request-Id", "req-42")
	handler.ServeHTTP(httptest.NewRecorder(), req)
	log.Info("outside")

	lines := bytes.Split(bytes.TrimSpace(out.Bytes()), []byte("\n"))
	require.Len(t, lines, 2)
	var inside, outside map[string]any
	require.NoError(t, json.Unmarshal(lines[0], &inside))
	require.NoError(t, json.Unmarshal(lines[1], &outside))
	assert.Equal(t, "req-42", inside["request_id"])
	assert.Equal(t, "api", inside["component"], "attributes added with With are kept")
	assert.NotContains(t, outside, "request_id")
}
