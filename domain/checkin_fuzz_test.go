package domain_test

import (
	"strings"
	"testing"

	"github.com/hackforge/hackforge/domain"
)

// Whatever is typed or scanned, ParseCheckInCode never panics and accepts
// only the codes the key signed: the one it names, in any case and spacing.
func FuzzParseCheckInCode(f *testing.F) {
	key := []byte("fuzz-check-in-key")
	for _, seed := range []string{"", "1-2-AAAA", domain.CheckInCode(key, 1, 2), " " + strings.ToLower(domain.CheckInCode(key, 7, 99)) + "\n",
		domain.CheckInCode([]byte("other key"), 1, 2), "-1-2-x", "9223372036854775807-1-A", "1--2", "1-2-3-4"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, code string) {
		parsed, ok := domain.ParseCheckInCode(key, code)
		if !ok {
			return
		}
		if parsed.HackathonID <= 0 || parsed.ParticipantID <= 0 {
			t.Fatalf("%q accepted with ids %+v", code, parsed)
		}
		want := domain.CheckInCode(key, parsed.HackathonID, parsed.ParticipantID)
		if !strings.EqualFold(strings.TrimSpace(code), want) {
			t.Fatalf("%q accepted as %+v, whose code is %q", code, parsed, want)
		}
		if _, ok := domain.ParseCheckInCode([]byte("another key"), code); ok {
			t.Fatalf("%q accepted under a second key", code)
		}
	})
}
