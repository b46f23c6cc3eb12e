package demo_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/store"
)

func TestSeededJobsHaveSomethingToRepair(t *testing.T) {
	st := seededStore(t)
	h := hackathonNamed(t, organisersHackathons(t, st), "Open Innovation Challenge")
	stuck, err := st.OperatorJobs(t.Context(), store.JobFilter{HackathonID: &h.ID, StuckOnly: true})
	require.NoError(t, err)
	labels := map[string][]string{}
	for _, j := range stuck {
		labels[j.Kind] = append(labels[j.Kind], j.Label)
	}
	assert.Equal(t, []string{"bounced.judge@hackforge.invalid"}, labels["INVITE"], "one invite whose delivery failed")
	assert.Len(t, labels["EXPORT"], 1, "one export that failed")
}
