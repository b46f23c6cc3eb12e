package handler_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/hackforge/hackforge/api/graph"
	"github.com/hackforge/hackforge/api/graph/handler"
)

// Mutations whose resolvers ask for the signed-in user before anything else:
// called anonymously, the input is decoded (scalars, enums, nested inputs)
// and then refused, so the target exercises the decoders without a database.
var fuzzedMutations = []string{
	`mutation($input: CreateHackathonInput!) { createHackathon(input: $input) { __typename } }`,
	`mutation($input: UpdateHackathonProfileInput!) { updateHackathonProfile(input: $input) { __typename } }`,
	`mutation($input: PublishTermsInput!) { publishTerms(input: $input) { __typename } }`,
	`mutation($input: SetMyAvailabilityInput!) { setMyAvailability(input: $input) { __typename } }`,
	`mutation($input: AnswerInviteInput!) { answerInvite(input: $input) { __typename } }`,
	`mutation($input: CreateOrganizationInput!) { createOrganization(input: $input) { __typename } }`,
}

// Whatever JSON arrives as a mutation's input, the decoders answer a GraphQL
// error with a client code (a bad input, or the caller not signed in), never
// a panic or an internal error.
func FuzzMutationInputs(f *testing.F) {
	for _, seed := range []string{
		`{"name":"Hack","allowedParticipants":"PUBLIC","maxTeamSize":4,"startDatetime":"2026-01-01T10:00:00Z","endDatetime":"2026-01-02T10:00:00Z","organizationId":"1","flags":{"showTeams":true}}`,
		`{"githubUrl":"github.com/x","skillIds":["1","2"]}`,
		`{"hackathonId":"9223372036854775807","version":"1.0","contentHtml":"<p>x</p>"}`,
		`{"hackathonId":"-1","date":"2026-02-30","available":true}`,
		`{"uid":"x","answer":"ACCEPT"}`,
		`{"name":""}`,
		`{"startDatetime":"not a time","maxTeamSize":1e40,"organizationId":{}}`,
		`null`,
	} {
		for op := range fuzzedMutations {
			f.Add(uint8(op), seed)
		}
	}
	srv := handler.New(&graph.Resolver{}, handler.Options{})
	f.Fuzz(func(t *testing.T, op uint8, input string) {
		if !json.Valid([]byte(input)) {
			return
		}
		body, _ := json.Marshal(map[string]any{
			"query":     fuzzedMutations[int(op)%len(fuzzedMutations)],
			"variables": map[string]json.RawMessage{"input": json.RawMessage(input)},
		})
		req := httptest.NewRequest(http.MethodPost, "/u-gql", bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		rec := httptest.NewRecorder()
		srv.ServeHTTP(rec, req)

		var answer struct {
			Errors []struct {
				Message    string         `json:"message"`
				Extensions map[string]any `json:"extensions"`
			} `json:"errors"`
		}
		if err := json.Unmarshal(rec.Body.Bytes(), &answer); err != nil {
			t.Fatalf("answer is not JSON (%d): %s", rec.Code, rec.Body)
		}
		if len(answer.Errors) == 0 {
			t.Fatalf("an anonymous mutation succeeded: %s", rec.Body)
		}
		for _, e := range answer.Errors {
			if code, _ := e.Extensions["code"].(string); code == "" || code == handler.CodeInternal {
				t.Fatalf("input %s: error without a client code: %s", input, rec.Body)
			}
		}
	})
}
