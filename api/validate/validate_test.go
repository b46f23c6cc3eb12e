package validate

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/hackforge/hackforge/domain"
)

func TestURLFollowsSpec5(t *testing.T) {
	cases := []struct{ in, want, problem string }{
		{"", "", ""},
		{"   ", "", ""},
		{"https://example.com/", "https://example.com", ""},
		{" http://example.com/path ", "http://example.com/path", ""},
		{"www.example.com", "https://www.example.com", ""},
		{"example.com/x/", "https://example.com/x", ""},
		{"example.com//", "https://example.com", ""},
		{"ftp://example.com", "", URLMessage},
		{"https://localhost", "", URLMessage},
		{"not a url", "", URLMessage},
		{"mailto:me@example.com", "", URLMessage},
	}
	for _, c := range cases {
		var errs Errors
		got := errs.URL("website", c.in)
		if c.problem == "" {
			assert.Empty(t, errs, c.in)
			assert.Equal(t, c.want, got, c.in)
			continue
		}
		if assert.Len(t, errs, 1, c.in) {
			assert.Equal(t, "website", errs[0].Field)
			assert.Equal(t, c.problem, errs[0].Message)
		}
	}
}

func TestErrKeepsEveryFieldError(t *testing.T) {
	var errs Errors
	assert.NoError(t, errs.Err())
	errs.Required("name", " ")
	errs.MaxLength("bio", "abcdef", 3)
	err := errs.Err()
	fe, ok := domain.AsError(err)
	assert.True(t, ok)
	assert.Equal(t, domain.CodeInvalid, fe.Code)
	assert.Equal(t, "name", fe.Field)
	assert.Contains(t, err.Error(), "bio: Ensure this field has no more than 3 characters.")
}

func TestTimeZoneNeedsAnIANAName(t *testing.T) {
	var errs Errors
	assert.Equal(t, "Africa/Johannesburg", errs.TimeZone("timeZone", " Africa/Johannesburg "))
	assert.Equal(t, "UTC", errs.TimeZone("timeZone", "UTC"))
	assert.Empty(t, errs)
	for _, bad := range []string{"", "Local", "Mars/Olympus", "GMT+2 "} {
		errs = nil
		errs.TimeZone("timeZone", bad)
		if assert.Len(t, errs, 1, bad) {
			assert.Equal(t, "timeZone", errs[0].Field)
		}
	}
}
