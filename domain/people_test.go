package domain

import "testing"

func TestDisplayName(t *testing.T) {
	for _, c := range []struct{ first, last, want string }{
		{"Ada", "Lovelace", "Ada Lovelace"},
		{"Ada", "", "Ada"},
		{"", "Lovelace", "Lovelace"},
		{"  ", " ", UnknownName},
	} {
		if got := DisplayName(c.first, c.last); got != c.want {
			t.Errorf("DisplayName(%q, %q) = %q, want %q", c.first, c.last, got, c.want)
		}
	}
}
