package domain_test

import (
	"bytes"
	"encoding/csv"
	"strings"
	"testing"

	"github.com/hackforge/hackforge/domain"
)

// An escaped cell never starts like a formula, keeps the text after its
// guard, and survives a CSV round trip unchanged.
func FuzzEscapeCSVCell(f *testing.F) {
	for _, seed := range []string{"", "Ada", "=HYPERLINK(\"x\")", "+1", "-2", "@SUM(A1)", "\tx", "\rx", "'=x", "a,b\n\"c\""} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, in string) {
		out := domain.EscapeCSVCell(in)
		if out != "" && strings.ContainsRune("=+-@\t\r", rune(out[0])) {
			t.Fatalf("%q escaped to %q, which a spreadsheet runs as a formula", in, out)
		}
		if out != in && out != "'"+in {
			t.Fatalf("%q escaped to %q: more than a leading quote", in, out)
		}
		var buf bytes.Buffer
		w := csv.NewWriter(&buf)
		if err := w.Write([]string{out, "next"}); err != nil {
			t.Fatal(err)
		}
		w.Flush()
		if strings.ContainsRune(in, '\r') {
			return // the reader turns \r\n into \n inside quoted fields, by design
		}
		rows, err := csv.NewReader(&buf).ReadAll()
		if err != nil || len(rows) != 1 || rows[0][0] != out {
			t.Fatalf("%q did not survive a CSV round trip: %q, %v", out, rows, err)
		}
	})
}
