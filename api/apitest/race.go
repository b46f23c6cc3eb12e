package apitest

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"sync"
	"time"
)

// raceTimeout bounds each request of a race: a request that gets no answer
// in this time counts as hung (Outcome.Err), which no rule may cause.
const raceTimeout = 30 * time.Second

// Call is one GraphQL operation of a race, sent by its client.
type Call struct {
	Client    *Client
	Query     string
	Variables map[string]any
}

// Outcome is how one call of a race ended.
type Outcome struct {
	Errors []GraphQLError
	// Err is a failure to get an answer at all: no response within
	// raceTimeout, a broken connection, a status other than 200 or 422.
	Err error
	// Took is the time from sending the call to its answer.
	Took time.Duration
}

// Code is "" for a call that succeeded, the first error's extensions.code,
// or "NO_ANSWER" when there was no GraphQL answer.
func (o Outcome) Code() string {
	switch {
	case o.Err != nil:
		return "NO_ANSWER"
	case len(o.Errors) == 0:
		return ""
	}
	code, _ := o.Errors[0].Extensions["code"].(string)
	return code
}

func (o Outcome) String() string {
	if o.Err != nil {
		return fmt.Sprintf("no answer after %s: %v", o.Took.Round(time.Millisecond), o.Err)
	}
	if len(o.Errors) == 0 {
		return "ok"
	}
	return fmt.Sprintf("%s %q", o.Code(), o.Errors[0].Message)
}

// Race sends every call at the same moment, each on a connection of its
// own, and returns their outcomes in the calls' order. It never fails the
// test itself, so its goroutines may run beside the test's.
func Race(calls []Call) []Outcome {
	outcomes, _ := race(calls, nil)
	return outcomes
}

// RaceWhileProbing runs Race and, while the race lasts, sends probe again
// and again, one at a time: the worst of these answers (a failure, else
// the slowest) tells whether the race held up requests that have nothing
// to do with it.
func RaceWhileProbing(calls []Call, probe Call) (outcomes []Outcome, worstProbe Outcome) {
	return race(calls, &probe)
}

func race(calls []Call, probe *Call) ([]Outcome, Outcome) {
	start, finished := make(chan struct{}), make(chan struct{})
	out := make([]Outcome, len(calls))
	var ready, done sync.WaitGroup
	for i, call := range calls {
		ready.Add(1)
		done.Add(1)
		go func() {
			defer done.Done()
			req, err := call.Client.graphQLRequest(call.Query, call.Variables)
			ready.Done()
			<-start
			out[i] = send(call.Client, req, err)
		}()
	}
	var worst Outcome
	probed := make(chan struct{})
	go func() {
		defer close(probed)
		<-start
		for probe != nil {
			req, err := probe.Client.graphQLRequest(probe.Query, probe.Variables)
			if o := send(probe.Client, req, err); o.worseThan(worst) {
				worst = o
			}
			select {
			case <-finished:
				return
			default:
			}
		}
	}()
	ready.Wait()
	close(start)
	done.Wait()
	close(finished)
	<-probed
	return out, worst
}

// worseThan: a failure is worse than an answer, then the slower is worse.
func (o Outcome) worseThan(than Outcome) bool {
	failed, thanFailed := o.Err != nil || len(o.Errors) > 0, than.Err != nil || len(than.Errors) > 0
	if failed != thanFailed {
		return failed
	}
	return o.Took > than.Took
}

// send sends a built request and times it.
func send(c *Client, req *http.Request, buildErr error) Outcome {
	began := time.Now()
	o := Outcome{Err: buildErr}
	if buildErr == nil {
		o = c.tryGraphQL(req)
	}
	o.Took = time.Since(began)
	return o
}

// graphQLRequest builds the POST of an operation to the client's endpoint.
func (c *Client) graphQLRequest(query string, variables map[string]any) (*http.Request, error) {
	body, err := json.Marshal(map[string]any{"query": query, "variables": variables})
	if err != nil {
		return nil, err
	}
	req, err := http.NewRequestWithContext(c.t.Context(), http.MethodPost, c.base+c.Endpoint(), bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	if c.Token != "" {
		req.Header.Set("Authorization", "Token "+c.Token)
	}
	return req, nil
}

// raceTransport gives each request of a race a connection of its own, so
// that all reach the server at once.
var raceTransport = &http.Transport{DisableKeepAlives: true}

// tryGraphQL sends req within raceTimeout and reports, rather than fails on,
// whatever goes wrong.
func (c *Client) tryGraphQL(req *http.Request) Outcome {
	ctx, cancel := context.WithTimeout(context.Background(), raceTimeout)
	defer cancel()
	resp, err := (&http.Client{Transport: raceTransport}).Do(req.WithContext(ctx))
	if err != nil {
		return Outcome{Err: err}
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return Outcome{Err: err}
	}
	if resp.StatusCode != http.StatusOK && resp.StatusCode != http.StatusUnprocessableEntity {
		return Outcome{Err: fmt.Errorf("status %d: %s", resp.StatusCode, body)}
	}
	var envelope struct {
		Errors []GraphQLError `json:"errors"`
	}
	if err := json.Unmarshal(body, &envelope); err != nil {
		return Outcome{Err: fmt.Errorf("decode %s: %w", body, err)}
	}
	return Outcome{Errors: envelope.Errors}
}
