package errorreport

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"

	"github.com/getsentry/sentry-go"
	"github.com/go-chi/chi/v5/middleware"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestErrorsAndPanicsAreReportedWithTheRequestID(t *testing.T) {
	var mu sync.Mutex
	var events []*sentry.Event
	flush, err := start(sentry.ClientOptions{
		Dsn: "https://public@errors.example/1",
		BeforeSend: func(e *sentry.Event, _ *sentry.EventHint) *sentry.Event {
			mu.Lock()
			events = append(events, e)
			mu.Unlock()
			return nil // captured here, never sent
		},
	})
	require.NoError(t, err)
	t.Cleanup(func() { flush(); _ = sentry.Init(sentry.ClientOptions{}) })

	var ctx context.Context
	handler := middleware.RequestID(http.HandlerFunc(func(_ http.ResponseWriter, r *http.Request) { ctx = r.Context() }))
	req := httptest.NewRequest(http.MethodGet, "/", nil)
	req.Header.Set("X-Request-Id", "req-7")
	handler.ServeHTTP(httptest.NewRecorder(), req)

	Error(ctx, errors.New("database on fire"), "graphql")
	Panic(ctx, "nil map", "rest")

	mu.Lock()
	defer mu.Unlock()
	require.Len(t, events, 2)
	assert.Equal(t, "database on fire", events[0].Exception[0].Value)
	assert.Equal(t, "req-7", events[0].Tags["request_id"])
	assert.Equal(t, "graphql", events[0].Tags["where"])
	assert.Equal(t, "rest", events[1].Tags["where"])
}

func TestWithoutADSNNothingStarts(t *testing.T) {
	flush, err := Init("", "production")
	require.NoError(t, err)
	flush()
	_, err = Init("not a dsn", "production")
	assert.ErrorContains(t, err, "SENTRY_DSN")
}
