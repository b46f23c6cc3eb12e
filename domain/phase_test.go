package domain

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestPhaseOrderAndNames(t *testing.T) {
	assert.Equal(t, []Phase{PhasePlanning, PhaseRegistrationOpen, PhaseHacking, PhaseJudging, PhasePopularVote, PhaseComplete}, AllPhases())
	assert.Equal(t, []Phase{PhasePlanning, PhaseRegistrationOpen, PhaseHacking, PhaseJudging, PhaseComplete}, EnabledPhases(false))
	assert.Equal(t, AllPhases(), EnabledPhases(true))

	names := map[Phase]string{
		PhasePlanning: "Planning", PhaseRegistrationOpen: "Registration open", PhaseHacking: "Hacking",
		PhaseJudging: "Judging", PhasePopularVote: "Popular vote", PhaseComplete: "Complete",
	}
	for p, name := range names {
		assert.Equal(t, name, p.DisplayName())
		assert.True(t, p.Valid())
	}
	assert.False(t, Phase("LUNCH").Valid())
	assert.Equal(t, "LUNCH", Phase("LUNCH").DisplayName())

	// AllPhases returns a copy.
	all := AllPhases()
	all[0] = "X"
	assert.Equal(t, PhasePlanning, AllPhases()[0])
}

func TestNext(t *testing.T) {
	cases := []struct {
		from           Phase
		hasPopularVote bool
		want           Phase
		ok             bool
	}{
		{PhasePlanning, false, PhaseRegistrationOpen, true},
		{PhaseRegistrationOpen, false, PhaseHacking, true},
		{PhaseHacking, false, PhaseJudging, true},
		{PhaseJudging, false, PhaseComplete, true},
		{PhaseJudging, true, PhasePopularVote, true},
		{PhasePopularVote, true, PhaseComplete, true},
		{PhasePopularVote, false, PhaseComplete, true},
		{PhaseComplete, true, "", false},
		{PhaseComplete, false, "", false},
		{"LUNCH", false, "", false},
	}
	for _, c := range cases {
		got, ok := Next(c.from, c.hasPopularVote)
		assert.Equal(t, c.want, got, "Next(%s, %v)", c.from, c.hasPopularVote)
		assert.Equal(t, c.ok, ok, "Next(%s, %v)", c.from, c.hasPopularVote)
	}
}
