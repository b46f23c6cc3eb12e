package workflows

import (
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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

func TestValidateTimeline(t *testing.T) {
	base := time.Date(2030, 1, 1, 0, 0, 0, 0, time.UTC)
	h := func(n int) *time.Time { v := base.Add(time.Duration(n) * time.Hour); return &v }
	full := func() []ScheduledPhase {
		return []ScheduledPhase{
			{PhasePlanning, h(0)}, {PhaseRegistrationOpen, h(1)}, {PhaseHacking, h(2)},
			{PhaseJudging, h(3)}, {PhasePopularVote, h(4)}, {PhaseComplete, h(5)},
		}
	}

	require.NoError(t, ValidateTimeline(full(), true))
	require.NoError(t, ValidateTimeline(nil, false))

	// Unscheduled phases may sit anywhere; order is checked between scheduled ones.
	tl := full()
	tl[2].StartsAt = nil
	require.NoError(t, ValidateTimeline(tl, true))

	cases := []struct {
		name           string
		edit           func([]ScheduledPhase) []ScheduledPhase
		hasPopularVote bool
		phase          Phase
		msg            string
	}{
		{"equal times", func(tl []ScheduledPhase) []ScheduledPhase { tl[2].StartsAt = h(1); return tl }, true,
			PhaseHacking, "must start after Registration open (2030-01-01T01:00:00Z)"},
		{"earlier than previous", func(tl []ScheduledPhase) []ScheduledPhase { tl[3].StartsAt = h(0); return tl }, true,
			PhaseJudging, "must start after Hacking"},
		{"earlier than a phase before a gap", func(tl []ScheduledPhase) []ScheduledPhase {
			tl[2].StartsAt = nil
			tl[3].StartsAt = h(1)
			return tl
		}, true, PhaseJudging, "must start after Registration open"},
		{"popular vote not enabled", func(tl []ScheduledPhase) []ScheduledPhase { return tl }, false,
			PhasePopularVote, "this hackathon has no popular vote"},
		{"unknown phase", func(tl []ScheduledPhase) []ScheduledPhase { return append(tl, ScheduledPhase{"LUNCH", h(9)}) }, true,
			"LUNCH", "unknown phase"},
		{"duplicate", func(tl []ScheduledPhase) []ScheduledPhase { return append(tl, ScheduledPhase{PhaseHacking, h(9)}) }, true,
			PhaseHacking, "appears more than once"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := ValidateTimeline(c.edit(full()), c.hasPopularVote)
			var te *TimelineError
			require.True(t, errors.As(err, &te), "got %v", err)
			assert.Equal(t, c.phase, te.Phase)
			assert.Contains(t, te.Message, c.msg)
		})
	}

	// Without a popular vote, an unscheduled POPULAR_VOTE row is fine and
	// COMPLETE is compared with JUDGING.
	tl = full()
	tl[4].StartsAt = nil
	require.NoError(t, ValidateTimeline(tl, false))
	tl[5].StartsAt = h(3)
	var te *TimelineError
	require.ErrorAs(t, ValidateTimeline(tl, false), &te)
	assert.Equal(t, PhaseComplete, te.Phase)
	assert.Equal(t, "Complete: must start after Judging (2030-01-01T03:00:00Z)", te.Error())
}

func TestStartsAtOf(t *testing.T) {
	at := time.Date(2030, 1, 1, 0, 0, 0, 0, time.UTC)
	tl := []ScheduledPhase{{PhaseHacking, &at}, {PhaseJudging, nil}}
	assert.Equal(t, &at, StartsAtOf(tl, PhaseHacking))
	assert.Nil(t, StartsAtOf(tl, PhaseJudging))
	assert.Nil(t, StartsAtOf(tl, PhaseComplete))
}
