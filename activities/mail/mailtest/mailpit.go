// Package mailtest reads e-mails back from the Mailpit capture server that
// `make test` runs, so tests can follow the links they carry.
package mailtest

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"testing"
	"time"
)

// Message is what a test needs of a captured e-mail.
type Message struct {
	ID      string
	Subject string
	Text    string
	HTML    string
	// ListUnsubscribe.Header is the message's List-Unsubscribe header,
	// HeaderPost its List-Unsubscribe-Post.
	ListUnsubscribe struct{ Header, HeaderPost string }
	// Inline lists the parts the HTML shows by Content-ID (images).
	Inline []struct {
		ContentType, ContentID string
		Size                   int
	}
}

// Inbox is Mailpit's HTTP API.
type Inbox struct{ URL string }

// FromEnv returns the inbox at MAILPIT_URL, skipping the test without it.
func FromEnv(t testing.TB) Inbox {
	t.Helper()
	u := os.Getenv("MAILPIT_URL")
	if u == "" {
		t.Skip("MAILPIT_URL is not set: run through `make test`")
	}
	return Inbox{URL: u}
}

// WaitFor polls until count e-mails to the address exist, and returns them
// newest first, failing the test after the timeout.
func (in Inbox) WaitFor(t testing.TB, to string, count int, timeout time.Duration) []Message {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		ids, err := in.search(to)
		if err == nil && len(ids) >= count {
			msgs := make([]Message, len(ids))
			for i, id := range ids {
				if msgs[i], err = in.message(id); err != nil {
					t.Fatalf("read e-mail %s: %v", id, err)
				}
			}
			return msgs
		}
		if time.Now().After(deadline) {
			t.Fatalf("waited %s for %d e-mail(s) to %s, found %d (err %v)", timeout, count, to, len(ids), err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// Count returns how many e-mails to the address exist now.
func (in Inbox) Count(t testing.TB, to string) int {
	t.Helper()
	ids, err := in.search(to)
	if err != nil {
		t.Fatalf("search inbox: %v", err)
	}
	return len(ids)
}

// Summary is a captured e-mail as Mailpit lists it: when it arrived and
// to whom.
type Summary struct {
	ID      string
	To      []struct{ Address string }
	Created time.Time
}

// Matching counts the e-mails that match a Mailpit search, e.g.
// `to:"example.com"`.
func (in Inbox) Matching(query string) (int, error) {
	var res struct {
		MessagesCount int `json:"messages_count"`
	}
	err := in.get("/api/v1/search?limit=1&query="+url.QueryEscape(query), &res)
	return res.MessagesCount, err
}

// Search lists every e-mail that matches a Mailpit search, newest first.
func (in Inbox) Search(query string) ([]Summary, error) {
	const page = 1000
	var all []Summary
	for {
		var res struct{ Messages []Summary }
		path := fmt.Sprintf("/api/v1/search?limit=%d&start=%d&query=%s", page, len(all), url.QueryEscape(query))
		if err := in.get(path, &res); err != nil {
			return nil, err
		}
		all = append(all, res.Messages...)
		if len(res.Messages) < page {
			return all, nil
		}
	}
}

func (in Inbox) search(to string) ([]string, error) {
	var res struct {
		Messages []struct{ ID string }
	}
	if err := in.get("/api/v1/search?query="+url.QueryEscape("to:\""+to+"\""), &res); err != nil {
		return nil, err
	}
	ids := make([]string, len(res.Messages))
	for i, m := range res.Messages {
		ids[i] = m.ID
	}
	return ids, nil
}

func (in Inbox) message(id string) (Message, error) {
	var m Message
	err := in.get("/api/v1/message/"+url.PathEscape(id), &m)
	return m, err
}

//nolint:contextcheck // the inbox is asked without a context; each request has its own deadline
func (in Inbox) get(path string, dst any) error {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, in.URL+path, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("mailpit %s: %s", path, resp.Status)
	}
	return json.NewDecoder(resp.Body).Decode(dst)
}
