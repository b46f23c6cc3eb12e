package validate_test

import (
	"encoding/json"
	"testing"

	"github.com/hackforge/hackforge/api/validate"
)

// The template and response checks never panic; a template they accept
// reads back the same, and a response they accept is accepted again
// unchanged (checking is idempotent).
func FuzzTemplate(f *testing.F) {
	f.Add(goodTemplate, `{"summary":"x","repo":"example.com"}`)
	f.Add(`{"type":"object","additionalProperties":false,"properties":{},"x-order":[]}`, `{}`)
	f.Add(`{"type":"object"}`, `{"a":1}`)
	f.Add(goodTemplate, `{"stack":["Go","Go"],"track":"AI"}`)
	f.Fuzz(func(t *testing.T, template, response string) {
		tpl, err := validate.ParseTemplate("schema", []byte(template))
		if err != nil {
			return
		}
		again, err := validate.ParseTemplate("schema", tpl.Schema)
		if err != nil {
			t.Fatalf("accepted %q but not its stored form %q: %v", template, tpl.Schema, err)
		}
		if len(again.Fields) != len(tpl.Fields) {
			t.Fatalf("stored form of %q reads %d fields, not %d", template, len(again.Fields), len(tpl.Fields))
		}
		var in map[string]any
		if json.Unmarshal([]byte(response), &in) != nil {
			return
		}
		for _, complete := range []bool{false, true} {
			out, err := tpl.CheckResponse("response", in, complete)
			if err != nil {
				continue
			}
			twice, err := tpl.CheckResponse("response", out, complete)
			if err != nil {
				t.Fatalf("accepted %q as %v, then refused that: %v", response, out, err)
			}
			a, _ := json.Marshal(out)
			b, _ := json.Marshal(twice)
			if string(a) != string(b) {
				t.Fatalf("checking %s again changed it to %s", a, b)
			}
		}
	})
}
