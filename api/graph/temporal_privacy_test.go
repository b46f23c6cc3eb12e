package graph_test

import (
	"bytes"
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	commonpb "go.temporal.io/api/common/v1"
	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/worker"
	"go.temporal.io/sdk/workflow"
	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"

	"github.com/hackforge/hackforge/api"
	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/api/graph"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/workflows"
)

// What Temporal keeps of an invite, and of a run that failed quoting a
// person, names nobody to a reader without the payload keys (the Temporal
// UI, a managed service); the codec endpoint shows it to the operator
// holding the token, from the Temporal UI's origin.
func TestTemporalKeepsNoPersonalDataInClear(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	ctx := t.Context()
	name := "Adelaide" + apitest.RandomString(3)
	email := strings.ToLower(name) + ".lovelace@example.com"

	// An invite, e-mailed and accepted by an invitee who has an account.
	invitee := w.env.NewUserWithEmail(t, name, email)
	out := inviteJudges(t, w.manager, w.inviteOnlyID, email)
	require.Len(t, out.InviteToHackathon.Invited, 1)
	uid := out.InviteToHackathon.Invited[0].UID
	w.env.Inbox.WaitFor(t, email, 1, 20*time.Second)
	require.Empty(t, invitee.Client.GraphQL(answerInviteOp, map[string]any{"uid": uid, "answer": "ACCEPT"}, nil))
	inviteID := workflows.InviteID(domain.InviteJudge, uid)
	require.NoError(t, w.env.Temporal.GetWorkflow(ctx, inviteID, "").Get(ctx, nil))

	// A run whose memo, summary, activity input and result and failure
	// name the person, as an SMTP server's refusal may.
	failedID := "privacy-" + apitest.RandomString(4)
	err := runRefusedMail(t, w.env.Temporal, failedID, refusedMail{Name: name, Email: email})
	require.ErrorContains(t, err, name, "the client with the keys reads the failure")

	plain, err := client.Dial(client.Options{HostPort: os.Getenv("TEMPORAL_ADDRESS")})
	require.NoError(t, err)
	t.Cleanup(plain.Close)
	var payloads []*commonpb.Payload
	for _, id := range []string{inviteID, failedID} {
		kept, found := keptInTemporal(t, plain, id)
		payloads = append(payloads, found...)
		for _, secret := range []string{email, name} {
			assert.False(t, bytes.Contains(bytes.ToLower(kept), bytes.ToLower([]byte(secret))), "%s is in clear in what Temporal keeps of %s", secret, id)
		}
	}

	const token = "operator-token-of-at-least-32-characters"
	const uiOrigin = "http://127.0.0.1:8233"
	codec := httptest.NewServer(api.NewRouter(api.Options{
		Store: w.env.Store, Flows: w.env.Flows, LimitScope: apitest.RandomString(4) + ":",
		TemporalUI: graph.TemporalUI{BaseURL: uiOrigin + "/"}, Codec: w.env.Flows.Codec, CodecToken: token,
	}))
	t.Cleanup(codec.Close)
	body, err := protojson.Marshal(&commonpb.Payloads{Payloads: payloads})
	require.NoError(t, err)
	decode := func(path, authorization string) (int, string) {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, codec.URL+path, bytes.NewReader(body))
		require.NoError(t, err)
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-Namespace", "default")
		if authorization != "" {
			req.Header.Set("Authorization", authorization)
		}
		return send(t, req)
	}

	status, decoded := decode("/temporal-codec/"+token+"/decode", "")
	require.Equal(t, http.StatusOK, status)
	assert.Contains(t, payloadData(t, decoded), email, "the token in the path, as the Temporal UI sends it")
	assert.Contains(t, payloadData(t, decoded), name)
	status, decoded = decode("/temporal-codec/decode", "Bearer "+token)
	require.Equal(t, http.StatusOK, status)
	assert.Contains(t, payloadData(t, decoded), email, "the token in a header, as temporal --codec-auth sends it")
	for _, refused := range []struct{ path, authorization string }{
		{"/temporal-codec/decode", ""},
		{"/temporal-codec/not-the-operator-token/decode", ""},
		{"/temporal-codec/decode", "Bearer not-the-operator-token"},
	} {
		status, decoded = decode(refused.path, refused.authorization)
		assert.Equal(t, http.StatusUnauthorized, status, "%+v", refused)
		assert.NotContains(t, decoded, "payloads", "nothing decoded")
	}

	preflight := func(origin string) string {
		req, err := http.NewRequestWithContext(ctx, http.MethodOptions, codec.URL+"/temporal-codec/"+token+"/decode", nil)
		require.NoError(t, err)
		req.Header.Set("Origin", origin)
		req.Header.Set("Access-Control-Request-Method", http.MethodPost)
		req.Header.Set("Access-Control-Request-Headers", "content-type,x-namespace")
		res, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		require.NoError(t, res.Body.Close())
		return res.Header.Get("Access-Control-Allow-Origin")
	}
	assert.Equal(t, uiOrigin, preflight(uiOrigin), "the Temporal UI may call the codec from the browser")
	assert.Empty(t, preflight("https://elsewhere.example"), "no other site may")

	// Without a token the endpoint is not there: the path falls to the web app.
	bare := httptest.NewServer(api.NewRouter(api.Options{Store: w.env.Store, Flows: w.env.Flows, Codec: w.env.Flows.Codec}))
	t.Cleanup(bare.Close)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, bare.URL+"/temporal-codec/"+token+"/decode", bytes.NewReader(body))
	require.NoError(t, err)
	status, decoded = send(t, req)
	assert.Equal(t, http.StatusMethodNotAllowed, status)
	assert.NotContains(t, decoded, "payloads", "nothing decoded")
}

func send(t *testing.T, req *http.Request) (int, string) {
	t.Helper()
	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer res.Body.Close()
	var b bytes.Buffer
	_, err = b.ReadFrom(res.Body)
	require.NoError(t, err)
	return res.StatusCode, b.String()
}

// payloadData is the data of the payloads in a codec answer, one after another.
func payloadData(t *testing.T, answer string) string {
	t.Helper()
	var payloads commonpb.Payloads
	require.NoError(t, protojson.Unmarshal([]byte(answer), &payloads))
	var data strings.Builder
	for _, p := range payloads.Payloads {
		data.Write(p.Data)
	}
	return data.String()
}

// keptInTemporal is everything the server answers about a closed run, as
// protobuf and as JSON (a payload's data is raw in the one, base64 in the
// other), and every payload in its history.
func keptInTemporal(t *testing.T, c client.Client, id string) ([]byte, []*commonpb.Payload) {
	t.Helper()
	var kept bytes.Buffer
	var payloads []*commonpb.Payload
	keep := func(m proto.Message) {
		b, err := proto.Marshal(m)
		require.NoError(t, err)
		kept.Write(b)
		j, err := protojson.Marshal(m)
		require.NoError(t, err)
		kept.Write(j)
		payloads = appendPayloads(payloads, m.ProtoReflect())
	}
	events := c.GetWorkflowHistory(t.Context(), id, "", false, enumspb.HISTORY_EVENT_FILTER_TYPE_ALL_EVENT)
	for events.HasNext() {
		event, err := events.Next()
		require.NoError(t, err)
		keep(event)
	}
	described, err := c.DescribeWorkflowExecution(t.Context(), id, "")
	require.NoError(t, err)
	keep(described)
	require.NotEmpty(t, payloads, "the history of %s holds payloads", id)
	return kept.Bytes(), payloads
}

// appendPayloads adds every Payload message inside m.
func appendPayloads(found []*commonpb.Payload, m protoreflect.Message) []*commonpb.Payload {
	if p, ok := m.Interface().(*commonpb.Payload); ok {
		return append(found, p)
	}
	m.Range(func(fd protoreflect.FieldDescriptor, v protoreflect.Value) bool {
		switch {
		case fd.IsList() && fd.Message() != nil:
			for i := range v.List().Len() {
				found = appendPayloads(found, v.List().Get(i).Message())
			}
		case fd.IsMap() && fd.MapValue().Message() != nil:
			v.Map().Range(func(_ protoreflect.MapKey, mv protoreflect.Value) bool {
				found = appendPayloads(found, mv.Message())
				return true
			})
		case !fd.IsList() && !fd.IsMap() && fd.Message() != nil:
			found = appendPayloads(found, v.Message())
		}
		return true
	})
	return found
}

type refusedMail struct{ Name, Email string }

// runRefusedMail runs, on a worker of the test's own built on c, a
// workflow that greets the person in an activity and then fails as a
// mail server refusing them would; it returns the run's error.
func runRefusedMail(t *testing.T, c client.Client, id string, in refusedMail) error {
	t.Helper()
	queue := "privacy-" + apitest.RandomString(4)
	wk := worker.New(c, queue, worker.Options{})
	wk.RegisterWorkflowWithOptions(refusedMailWorkflow, workflow.RegisterOptions{Name: "RefusedMail"})
	wk.RegisterActivity(greet)
	wk.RegisterActivity(refuse)
	require.NoError(t, wk.Start())
	t.Cleanup(wk.Stop)
	run, err := c.ExecuteWorkflow(t.Context(), client.StartWorkflowOptions{
		ID: id, TaskQueue: queue, Memo: map[string]any{"recipient": in.Name},
		StaticSummary: "Mail to " + in.Name, StaticDetails: in.Email,
	}, "RefusedMail", in)
	require.NoError(t, err)
	return run.Get(t.Context(), nil)
}

func refusedMailWorkflow(ctx workflow.Context, in refusedMail) error {
	ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{
		StartToCloseTimeout: 10 * time.Second, RetryPolicy: &temporal.RetryPolicy{MaximumAttempts: 1},
	})
	var greeting string
	if err := workflow.ExecuteActivity(ctx, greet, in).Get(ctx, &greeting); err != nil {
		return err
	}
	return workflow.ExecuteActivity(ctx, refuse, greeting).Get(ctx, nil)
}

func greet(_ context.Context, in refusedMail) (string, error) {
	return in.Name + " <" + in.Email + ">", nil
}

func refuse(_ context.Context, to string) error {
	return errors.New("550 5.1.1 mailbox unavailable: " + to)
}

// Guessing the codec token is bounded per client address, as logins are;
// the operator's requests are not counted.
func TestCodecTokenGuessesAreLimited(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	const token = "operator-token-of-at-least-32-characters"
	codec := httptest.NewServer(api.NewRouter(api.Options{
		Store: env.Store, Flows: env.Flows, LimitScope: apitest.RandomString(4) + ":", Codec: env.Flows.Codec, CodecToken: token,
	}))
	t.Cleanup(codec.Close)
	post := func(path string) int {
		req, err := http.NewRequestWithContext(t.Context(), http.MethodPost, codec.URL+path, strings.NewReader(`{"payloads":[]}`))
		require.NoError(t, err)
		status, _ := send(t, req)
		return status
	}
	for range 30 {
		require.Equal(t, http.StatusUnauthorized, post("/temporal-codec/guess-"+apitest.RandomString(4)+"/decode"))
	}
	assert.Equal(t, http.StatusTooManyRequests, post("/temporal-codec/one-guess-too-many/decode"))
	assert.Equal(t, http.StatusOK, post("/temporal-codec/"+token+"/decode"), "the operator is not locked out by guessers")
}
