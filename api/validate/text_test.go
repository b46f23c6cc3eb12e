package validate

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTextRefusesControlCharactersButTabAndNewline(t *testing.T) {
	cases := []struct{ in, want, problem string }{
		{"Climate Hack", "Climate Hack", ""},
		{"line one\nline two\twith a tab", "line one\nline two\twith a tab", ""},
		{"Windows\r\nlines\r\n", "Windows\nlines\n", ""},
		{"Ünïcödé ✓", "Ünïcödé ✓", ""},
		{"Talk\x00X", "", "Remove the control character U+0000 from this text."},
		{"Talk\rX-INJECTED-SUM:1", "", "Remove the control character U+000D from this text."},
		{"a\r\n\rb", "", "Remove the control character U+000D from this text."},
		{"esc\x1b[2J", "", "Remove the control character U+001B from this text."},
		{"del\x7f", "", "Remove the control character U+007F from this text."},
		{"next line\u0085", "", "Remove the control character U+0085 from this text."},
		{"bad \xff\xfe bytes", "", "This text is not valid UTF-8."},
	}
	for _, c := range cases {
		got, err := Text(c.in)
		if c.problem == "" {
			require.NoError(t, err, "%q", c.in)
			assert.Equal(t, c.want, got, "%q", c.in)
			continue
		}
		require.Error(t, err, "%q", c.in)
		assert.Equal(t, c.problem, err.Error(), "%q", c.in)
	}
}

func TestJSONTextCleansEveryString(t *testing.T) {
	got, err := JSONText(map[string]any{"a\r\nb": []any{"x\r\ny", 1.5, map[string]any{"k": "v"}}})
	require.NoError(t, err)
	assert.Equal(t, map[string]any{"a\nb": []any{"x\ny", 1.5, map[string]any{"k": "v"}}}, got)
	_, err = JSONText(map[string]any{"ok": []any{map[string]any{"deep": "nul\x00"}}})
	assert.Error(t, err)
	_, err = JSONText(map[string]any{"key\x00": "v"})
	assert.Error(t, err)
}

// Whatever Text accepts is valid UTF-8 without refused control characters,
// and accepted again unchanged.
func FuzzText(f *testing.F) {
	for _, seed := range []string{"", "plain", "a\r\nb", "a\rb", "\x00", "\xff", "tab\tnl\n", "\u0085", "é\r\n\r\n"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, in string) {
		out, err := Text(in)
		if err != nil {
			return
		}
		require.True(t, utf8.ValidString(out))
		require.Equal(t, -1, strings.IndexFunc(out, refusedControl), "%q", out)
		again, err := Text(out)
		require.NoError(t, err)
		require.Equal(t, out, again)
	})
}
