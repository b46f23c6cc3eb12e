package activities

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/temporal"

	"github.com/hackforge/hackforge/store/record"
	"github.com/hackforge/hackforge/workflows"
)

var solar = record.Idea{ID: 17, Name: "Solar kiosks", Description: "Phone charging for market traders",
	DetailDescription: "Traders struggle to keep phones charged; we build a solar kiosk with a booking app."}

// fakeOpenAI is an OpenAI-compatible chat-completions server: it answers
// with status (and errorBody, if set, instead of OpenAI's error), after
// delay, and records what it was asked.
type fakeOpenAI struct {
	status    int
	errorBody string
	delay     time.Duration
	got       struct {
		path, auth string
		body       map[string]any
	}
}

func (f *fakeOpenAI) start(t *testing.T) string {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f.got.path, f.got.auth = r.URL.Path, r.Header.Get("Authorization")
		_ = json.NewDecoder(r.Body).Decode(&f.got.body)
		if f.delay > 0 {
			select {
			case <-time.After(f.delay):
			case <-r.Context().Done():
				return
			}
		}
		if f.errorBody != "" {
			w.Header().Set("Content-Type", "text/html")
			if json.Valid([]byte(f.errorBody)) {
				w.Header().Set("Content-Type", "application/json")
			}
			w.WriteHeader(f.status)
			_, _ = w.Write([]byte(f.errorBody))
			return
		}
		w.Header().Set("Content-Type", "application/json")
		if f.status != 0 && f.status != http.StatusOK {
			w.WriteHeader(f.status)
			_, _ = w.Write([]byte(`{"error": {"message": "nope", "type": "invalid_request_error"}}`))
			return
		}
		_, _ = w.Write([]byte(`{"id": "c1", "object": "chat.completion", "model": "tiny", "choices": [{"index": 0, "finish_reason": "stop",
			"message": {"role": "assistant", "content": "### Strengths\n- A real problem"}}]}`))
	}))
	t.Cleanup(srv.Close)
	return srv.URL + "/v1"
}

func TestOpenAIFeedbackAsksTheEndpoint(t *testing.T) {
	f := &fakeOpenAI{}
	cfg := AIConfig{BaseURL: f.start(t), APIKey: "sk-test", Model: "tiny"}
	answer, err := cfg.Feedback(context.Background(), solar)
	require.NoError(t, err)
	assert.Equal(t, "### Strengths\n- A real problem", answer)
	assert.Equal(t, "/v1/chat/completions", f.got.path)
	assert.Equal(t, "Bearer sk-test", f.got.auth)
	assert.Equal(t, "tiny", f.got.body["model"])
	messages, _ := f.got.body["messages"].([]any)
	require.Len(t, messages, 2)
	assert.Contains(t, messages[1].(map[string]any)["content"], "Solar kiosks")
}

func TestOpenAIFeedbackRetriesOverloadAndNotARefusal(t *testing.T) {
	for _, c := range []struct {
		status    int
		retryable bool
	}{{500, true}, {503, true}, {429, true}, {401, false}, {404, false}, {400, false}} {
		f := &fakeOpenAI{status: c.status}
		_, err := AIConfig{BaseURL: f.start(t), Model: "tiny"}.Feedback(context.Background(), solar)
		require.Error(t, err, c.status)
		assert.Equal(t, !c.retryable, workflows.IsAIRejected(err), "HTTP %d", c.status)
	}
}

// A proxy in front of the service may answer with a page, and a compatible
// server with an error of its own shape: the status still decides.
func TestOpenAIFeedbackClassifiesAnErrorOfAnotherShape(t *testing.T) {
	for _, c := range []struct {
		status    int
		body      string
		retryable bool
	}{
		{502, "<html><body>Bad Gateway</body></html>", true},
		{401, "<html><body>Unauthorized</body></html>", false},
		{503, `{"error": "overloaded"}`, true},
		{400, `{"error": "model not found"}`, false},
		{422, `{"detail": "messages: field required"}`, false},
	} {
		f := &fakeOpenAI{status: c.status, errorBody: c.body}
		_, err := AIConfig{BaseURL: f.start(t), Model: "tiny"}.Feedback(context.Background(), solar)
		require.Error(t, err, c.body)
		assert.Equal(t, !c.retryable, workflows.IsAIRejected(err), "HTTP %d %s", c.status, c.body)
		assert.Contains(t, err.Error(), strconv.Itoa(c.status))
	}
}

func TestOpenAIFeedbackTimesOutOnASlowServer(t *testing.T) {
	f := &fakeOpenAI{delay: 2 * time.Second}
	start := time.Now()
	_, err := AIConfig{BaseURL: f.start(t), Model: "tiny", Timeout: 200 * time.Millisecond}.Feedback(context.Background(), solar)
	require.Error(t, err)
	assert.False(t, workflows.IsAIRejected(err), "a timeout is retried")
	assert.Less(t, time.Since(start), time.Second)
}

func TestOpenAIFeedbackNeedsAnEndpoint(t *testing.T) {
	_, err := AIConfig{}.Feedback(context.Background(), solar)
	var appErr *temporal.ApplicationError
	require.ErrorAs(t, err, &appErr)
	assert.Equal(t, workflows.AINotConfiguredErrorType, appErr.Type())
	assert.Contains(t, err.Error(), "AI feedback is not configured")
}

func TestRubricFeedbackSaysWhatItIsAndWhatIsMissing(t *testing.T) {
	answer := RubricFeedback(solar)
	assert.Contains(t, answer, "not a language model")
	for _, section := range []string{"### Strengths", "### Risks", "### Questions to answer", "### Next steps"} {
		assert.Contains(t, answer, section)
	}
	assert.Contains(t, answer, "**Problem**: the idea addresses it.")
	assert.Contains(t, answer, "**Measurable outcome**: the idea does not say.")
	assert.Contains(t, answer, "How will you measure that it worked?")

	complete := record.Idea{Name: "Queue app", Description: "Patients wait hours: a problem for clinics.",
		DetailDescription: strings.Repeat("We build an app prototype with the open data API for patients to reduce waiting by 30%. ", 5)}
	assert.Contains(t, RubricFeedback(complete), "**Score: 5 of 5**")
}
