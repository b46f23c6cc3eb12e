package apitest

import (
	"bytes"
	"encoding/json"
	"strings"
)

// HostileText is one text a client may send that the API must answer with
// a client error (or, when it is merely long, accept), never an internal one.
type HostileText struct {
	Name, Value string
	// Control: the text holds a control character, refused wherever sent.
	Control bool
}

// InvalidUTF8 is a text holding bytes that are not UTF-8.
const InvalidUTF8 = "Talk\xff\xfeX"

// HostileTexts: a NUL (Postgres refuses it), other control characters (a
// lone CR splits an iCalendar line), invalid UTF-8 and a long text that does
// not compress (a long index entry fails).
var HostileTexts = []HostileText{
	{"NUL", "Talk\x00X", true},
	{"lone CR", "Talk\rX-INJECTED-SUM:1", true},
	{"escape", "Talk\x1b[2JX", true},
	{"DEL", "Talk\x7fX", true},
	{"C1 control", "Talk\u0085X", true},
	{"invalid UTF-8", InvalidUTF8, false},
	{"long", LongText(20_000), false},
}

// LongText is n letters that look random and are the same on every call.
func LongText(n int) string {
	var b strings.Builder
	b.Grow(n)
	x := uint32(2026)
	for range n {
		x = x*1664525 + 1013904223 // a linear congruential generator
		b.WriteByte('a' + byte(x>>24)%26)
	}
	return b.String()
}

// EncodeHostile encodes v as JSON, sending the invalid bytes of its strings
// as they are: encoding/json would send U+FFFD instead. (Nothing else the
// tests send holds U+FFFD.)
func EncodeHostile(v any) []byte {
	body, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return bytes.ReplaceAll(body, []byte(`\ufffd`), []byte{0xff})
}
