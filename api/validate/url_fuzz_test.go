package validate_test

import (
	"net/url"
	"strings"
	"testing"

	"github.com/hackforge/hackforge/api/validate"
)

// The URL rule never panics; what it accepts is a complete http(s) URL
// without credentials or trailing slashes, and accepting it again changes
// nothing.
func FuzzURL(f *testing.F) {
	for _, seed := range []string{"", "example.com", "www.example.com/", "https://example.com/a/", "http://x", "ftp://example.com",
		"//example.com", "https://user:pw@example.com", " https://example.com ", "https://exa mple.com", "javascript:alert(1)"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, in string) {
		var errs validate.Errors
		out := errs.URL("url", in)
		if errs.Err() != nil {
			if out != in {
				t.Fatalf("refused %q but changed it to %q", in, out)
			}
			return
		}
		if strings.TrimSpace(in) == "" {
			if out != "" {
				t.Fatalf("blank %q became %q", in, out)
			}
			return
		}
		u, err := url.Parse(out)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.User != nil || !strings.Contains(u.Hostname(), ".") {
			t.Fatalf("accepted %q as %q, which is not a complete http(s) URL", in, out)
		}
		if strings.HasSuffix(out, "/") {
			t.Fatalf("accepted %q as %q, with a trailing slash", in, out)
		}
		var again validate.Errors
		if twice := again.URL("url", out); twice != out || again.Err() != nil {
			t.Fatalf("normalising %q twice gave %q (%v)", out, twice, again.Err())
		}
	})
}
