package domain

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type withDuration struct {
	Within Duration
}

func TestDurationMarshalsAsAGoDurationString(t *testing.T) {
	data, err := json.Marshal(withDuration{Within: Duration(72 * time.Hour)})
	require.NoError(t, err)
	assert.JSONEq(t, `{"Within": "72h0m0s"}`, string(data))

	data, err = json.Marshal(withDuration{Within: Duration(90 * time.Second)})
	require.NoError(t, err)
	assert.JSONEq(t, `{"Within": "1m30s"}`, string(data))
}

func TestDurationUnmarshalsTheStringAndTheNanosecondsOfOlderInputs(t *testing.T) {
	for in, want := range map[string]time.Duration{
		`{"Within": "72h0m0s"}`:        72 * time.Hour,
		`{"Within": "1m30s"}`:          90 * time.Second,
		`{"Within": "0s"}`:             0,
		`{"Within": 259200000000000}`:  72 * time.Hour, // time.Duration as recorded before
		`{"Within": 3600000000000}`:    time.Hour,
		`{"Within": 0}`:                0,
		`{"Within": -1000000000}`:      -time.Second,
		`{}`:                           0,
		`{"Within": null}`:             0,
		`{"Within": "-2h45m"}`:         -2*time.Hour - 45*time.Minute,
		`{"Within": "1.5h"}`:           90 * time.Minute,
		`{"Within": "300ms"}`:          300 * time.Millisecond,
		`{"Within": "2562047h47m16s"}`: 2562047*time.Hour + 47*time.Minute + 16*time.Second,
	} {
		var got withDuration
		require.NoError(t, json.Unmarshal([]byte(in), &got), in)
		assert.Equal(t, want, got.Within.Std(), in)
	}
}

func TestDurationRoundTrips(t *testing.T) {
	for _, d := range []time.Duration{0, time.Nanosecond, 14 * 24 * time.Hour, -time.Minute} {
		data, err := json.Marshal(Duration(d))
		require.NoError(t, err)
		var back Duration
		require.NoError(t, json.Unmarshal(data, &back))
		assert.Equal(t, d, back.Std())
	}
}

func TestDurationRefusesWhatIsNotADuration(t *testing.T) {
	for _, in := range []string{`"three days"`, `"72"`, `true`, `{}`, `[1]`, `1.5`} {
		var d Duration
		assert.Error(t, json.Unmarshal([]byte(in), &d), in)
	}
}
