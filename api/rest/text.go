package rest

import (
	"bytes"
	"encoding/json"

	"github.com/hackforge/hackforge/api/validate"
)

// cleanText applies validate.Text to every string of a JSON object body,
// named by the top-level field that holds it, and returns the body with the
// strings cleaned (CRLF as a newline). The raw bytes are checked for UTF-8
// first, since decoding would silently replace what is not. A body that is
// not a JSON object is returned as it came, for the decoder to refuse.
func cleanText(body []byte) ([]byte, FieldErrors) {
	var fields map[string]json.RawMessage
	if json.Unmarshal(body, &fields) != nil || fields == nil {
		return body, nil
	}
	errs := FieldErrors{}
	for name, raw := range fields {
		clean, err := cleanField(raw)
		if err != nil {
			errs.Add(name, err.Error()) // a domain.Error without a field: its message
			continue
		}
		fields[name] = clean
	}
	if len(errs) > 0 {
		return nil, errs
	}
	cleaned, err := json.Marshal(fields)
	if err != nil {
		return body, nil
	}
	return cleaned, nil
}

func cleanField(raw json.RawMessage) (json.RawMessage, error) {
	if err := validate.UTF8(raw); err != nil {
		return nil, err
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber() // numbers pass through exactly as sent
	var v any
	if err := dec.Decode(&v); err != nil {
		return raw, nil
	}
	clean, err := validate.JSONText(v)
	if err != nil {
		return nil, err
	}
	return json.Marshal(clean)
}
