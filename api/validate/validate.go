// Package validate checks user input and reports problems per field, with the
// messages of SPEC 5.
package validate

import (
	"errors"
	"net/url"
	"strings"
	"time"
	_ "time/tzdata" // zones are known even where the system has none
	"unicode"

	"github.com/hackforge/hackforge/domain"
)

// Errors collects problems with input fields in order, as Invalid
// domain.Errors whose Field is the GraphQL input field's name (camelCase), so
// the web client can show each under its field. The zero value is ready to use.
type Errors []*domain.Error

// Add records a problem with a field.
func (es *Errors) Add(field, format string, args ...any) {
	*es = append(*es, domain.Invalid(field, format, args...))
}

// Err is nil when nothing was recorded, and otherwise an error that
// errors.As finds every problem in, the first one first.
func (es Errors) Err() error {
	if len(es) == 0 {
		return nil
	}
	errs := make([]error, len(es))
	for i, e := range es {
		errs[i] = e
	}
	return errors.Join(errs...)
}

// URLMessage is SPEC 5's message for an incomplete URL.
const URLMessage = "Please enter a complete URL (e.g., www.example.com or https://example.com)"

// URL normalises a URL field per SPEC 5 and records a problem when it is not
// a complete http(s) URL. Empty is accepted and stays empty.
func (es *Errors) URL(field, value string) string {
	v := strings.TrimSpace(value)
	if v == "" {
		return ""
	}
	if !strings.Contains(v, "://") || strings.HasPrefix(strings.ToLower(v), "www.") {
		v = "https://" + strings.TrimPrefix(v, "//")
	}
	u, err := url.Parse(v)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.User != nil || !hasDottedHost(u) {
		es.Add(field, URLMessage)
		return value
	}
	// Slashes and the spaces before them together, so that normalising twice
	// changes nothing ("https://example.com/  /").
	return strings.TrimRightFunc(v, func(r rune) bool { return r == '/' || unicode.IsSpace(r) })
}

// hasDottedHost: a dot between two non-empty parts of the host name ("." and
// "example." are not complete).
func hasDottedHost(u *url.URL) bool {
	return strings.Contains(strings.Trim(u.Hostname(), "."), ".")
}

// Required records a problem when a trimmed text is empty, and returns it trimmed.
func (es *Errors) Required(field, value string) string {
	v := strings.TrimSpace(value)
	if v == "" {
		es.Add(field, "This field is required.")
	}
	return v
}

// MaxLength records a problem when a text is longer than max characters.
func (es *Errors) MaxLength(field, value string, max int) {
	if len([]rune(value)) > max {
		es.Add(field, "Ensure this field has no more than %d characters.", max)
	}
}

// TimeZone records a problem unless the trimmed value is an IANA time zone
// name (e.g. Africa/Johannesburg), and returns it trimmed.
func (es *Errors) TimeZone(field, value string) string {
	zone := strings.TrimSpace(value)
	if _, err := time.LoadLocation(zone); err != nil || zone == "" || strings.EqualFold(zone, "local") {
		es.Add(field, "%q is not a known time zone: use an IANA name such as Africa/Johannesburg.", value)
	}
	return zone
}
