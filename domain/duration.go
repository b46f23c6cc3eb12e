package domain

import (
	"bytes"
	"encoding/json"
	"fmt"
	"time"
)

// Duration is a time.Duration that reads well in JSON: it marshals as Go's
// duration string ("72h0m0s"), so a workflow's input in the Temporal Web UI
// shows hours, not nanoseconds. It unmarshals from that string or from a
// number of nanoseconds, the form time.Duration was recorded in before, so
// the histories of runs started then still replay.
type Duration time.Duration

// Std is the duration as a time.Duration.
func (d Duration) Std() time.Duration { return time.Duration(d) }

func (d Duration) String() string { return time.Duration(d).String() }

func (d Duration) MarshalJSON() ([]byte, error) {
	return json.Marshal(d.String())
}

func (d *Duration) UnmarshalJSON(data []byte) error {
	if string(data) == "null" {
		return nil // as encoding/json leaves a time.Duration
	}
	if !bytes.HasPrefix(data, []byte(`"`)) {
		var nanos int64
		if err := json.Unmarshal(data, &nanos); err != nil {
			return fmt.Errorf("duration: want a string such as \"72h0m0s\" or a number of nanoseconds, got %s", data)
		}
		*d = Duration(nanos)
		return nil
	}
	var s string
	if err := json.Unmarshal(data, &s); err != nil {
		return err
	}
	parsed, err := time.ParseDuration(s)
	if err != nil {
		return fmt.Errorf("duration: %w", err)
	}
	*d = Duration(parsed)
	return nil
}
