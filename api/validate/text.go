package validate

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hackforge/hackforge/domain"
)

// Text is the rule every text input passes at the API's boundary (each
// GraphQL String, each string of a REST JSON body): valid UTF-8 without
// control characters, tab and newline aside. CRLF, which some clients send
// for a line break, becomes a newline; a lone CR and every other C0 or C1
// control character (NUL above all: Postgres cannot store it) are refused.
// The error names no field: each boundary adds the one that held the text.
func Text(s string) (string, error) {
	if plainASCII(s) {
		return s, nil
	}
	if !utf8.ValidString(s) {
		return "", notUTF8()
	}
	s = strings.ReplaceAll(s, "\r\n", "\n")
	if i := strings.IndexFunc(s, refusedControl); i >= 0 {
		r, _ := utf8.DecodeRuneInString(s[i:])
		return "", domain.Invalid("", "Remove the control character %U from this text.", r)
	}
	return s, nil
}

// UTF8 refuses bytes that are not UTF-8 with Text's message, for input
// checked before it is decoded (a JSON decoder would replace them).
func UTF8(b []byte) error {
	if !utf8.Valid(b) {
		return notUTF8()
	}
	return nil
}

func notUTF8() error { return domain.Invalid("", "This text is not valid UTF-8.") }

// plainASCII: printable ASCII, tab and newline only, the common case that
// needs no further look.
func plainASCII(s string) bool {
	for i := range len(s) {
		if c := s[i]; (c < 0x20 && c != '\t' && c != '\n') || c >= 0x7f {
			return false
		}
	}
	return true
}

func refusedControl(r rune) bool {
	return unicode.IsControl(r) && r != '\t' && r != '\n'
}

// JSONText applies Text to every string of a decoded JSON value, object keys
// included, and returns the value with its strings cleaned (lists in place).
func JSONText(v any) (any, error) {
	switch v := v.(type) {
	case string:
		return Text(v)
	case []any:
		for i, item := range v {
			clean, err := JSONText(item)
			if err != nil {
				return nil, err
			}
			v[i] = clean
		}
		return v, nil
	case map[string]any:
		cleaned := make(map[string]any, len(v))
		for key, item := range v {
			cleanKey, err := Text(key)
			if err != nil {
				return nil, err
			}
			clean, err := JSONText(item)
			if err != nil {
				return nil, err
			}
			cleaned[cleanKey] = clean
		}
		return cleaned, nil
	default:
		return v, nil
	}
}
