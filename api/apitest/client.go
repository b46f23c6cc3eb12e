package apitest

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"testing"
)

// Client calls the API as the web app does: the CSRF header copied from the
// cookie on unsafe requests, and the token of the signed-in user.
type Client struct {
	t     testing.TB
	base  string
	http  *http.Client
	Token string
}

// Client returns a new anonymous client of the shared server.
func (e *Env) Client(t testing.TB) *Client { return NewClient(t, e.Server.URL) }

// NewClient returns an anonymous client of the server at base.
func NewClient(t testing.TB, base string) *Client {
	jar, _ := cookiejar.New(nil)
	return &Client{t: t, base: base, http: &http.Client{Jar: jar}}
}

// Response is a finished call.
type Response struct {
	Status int
	Header http.Header
	Body   []byte
}

// JSON decodes the body into a map.
func (r Response) JSON() map[string]any {
	var m map[string]any
	_ = json.Unmarshal(r.Body, &m)
	return m
}

// Do sends body (encoded as JSON unless it is already []byte) with the
// client's token and the CSRF header.
func (c *Client) Do(method, path string, body any) Response {
	c.t.Helper()
	var raw []byte
	switch b := body.(type) {
	case nil:
	case []byte:
		raw = b
	default:
		var err error
		if raw, err = json.Marshal(b); err != nil {
			c.t.Fatalf("encode body: %v", err)
		}
	}
	req, err := http.NewRequestWithContext(c.t.Context(), method, c.base+path, bytes.NewReader(raw))
	if err != nil {
		c.t.Fatalf("new request: %v", err)
	}
	req.Header.Set("Content-Type", "application/json")
	if c.Token != "" {
		req.Header.Set("Authorization", "token "+c.Token)
	}
	if method != http.MethodGet {
		req.Header.Set("X-CSRFToken", c.csrf())
	}
	return c.send(req)
}

// Send sends a request exactly as built, for tests of malformed requests.
func (c *Client) Send(req *http.Request) Response {
	c.t.Helper()
	return c.send(req)
}

func (c *Client) send(req *http.Request) Response {
	c.t.Helper()
	resp, err := c.http.Do(req) //nolint:gosec // G704: a test's request to its own test server
	if err != nil {
		c.t.Fatalf("%s %s: %v", req.Method, req.URL.Path, err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return Response{Status: resp.StatusCode, Header: resp.Header, Body: b}
}

// csrf returns the CSRF cookie, fetching it first if the jar has none.
func (c *Client) csrf() string {
	u, _ := url.Parse(c.base)
	for _, ck := range c.http.Jar.Cookies(u) {
		if ck.Name == "csrftoken" {
			return ck.Value
		}
	}
	if r := c.Do(http.MethodGet, "/api/v1/csrf/", nil); r.Status != http.StatusNoContent {
		c.t.Fatalf("GET /api/v1/csrf/: %d", r.Status)
	}
	return c.csrf()
}

// CSRF exposes the client's CSRF token to tests that build raw requests.
func (c *Client) CSRF() string { return c.csrf() }

// GraphQLError is one entry of a GraphQL response's errors.
type GraphQLError struct {
	Message    string         `json:"message"`
	Extensions map[string]any `json:"extensions"`
}

// GraphQL posts an operation to the client's Endpoint, decodes data into
// out and returns the errors.
func (c *Client) GraphQL(query string, variables map[string]any, out any) []GraphQLError {
	c.t.Helper()
	return c.GraphQLAt(c.Endpoint(), query, variables, out)
}

// Endpoint is /gql when signed in, else /u-gql.
func (c *Client) Endpoint() string {
	if c.Token != "" {
		return "/gql"
	}
	return "/u-gql"
}

// GraphQLAt posts an operation to the given endpoint.
func (c *Client) GraphQLAt(path, query string, variables map[string]any, out any) []GraphQLError {
	c.t.Helper()
	resp := c.PostGraphQL(path, query, variables)
	if resp.Status != http.StatusOK && resp.Status != http.StatusUnprocessableEntity {
		c.t.Fatalf("POST %s: status %d: %s", path, resp.Status, resp.Body)
	}
	var envelope struct {
		Data   json.RawMessage `json:"data"`
		Errors []GraphQLError  `json:"errors"`
	}
	if err := json.Unmarshal(resp.Body, &envelope); err != nil {
		c.t.Fatalf("decode GraphQL response: %v: %s", err, resp.Body)
	}
	if out != nil && len(envelope.Data) > 0 && string(envelope.Data) != "null" {
		if err := json.Unmarshal(envelope.Data, out); err != nil {
			c.t.Fatalf("decode GraphQL data: %v: %s", err, envelope.Data)
		}
	}
	return envelope.Errors
}

// PostGraphQL posts an operation to the given endpoint and returns the
// response as it came, for tests that read the whole body.
//
//nolint:contextcheck // the client's requests end with its test (t.Context())
func (c *Client) PostGraphQL(path, query string, variables map[string]any) Response {
	c.t.Helper()
	body, _ := json.Marshal(map[string]any{"query": query, "variables": variables})
	req, _ := http.NewRequestWithContext(c.t.Context(), http.MethodPost, c.base+path, bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if c.Token != "" {
		req.Header.Set("Authorization", "Token "+c.Token)
	}
	return c.send(req)
}
