package domain

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

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
			te, ok := AsError(err)
			require.True(t, ok, "got %v", err)
			assert.Equal(t, CodeInvalid, te.Code)
			assert.Equal(t, PhaseField(c.phase), te.Field)
			assert.Contains(t, te.Message, c.msg)
		})
	}

	// Without a popular vote, an unscheduled POPULAR_VOTE row is fine and
	// COMPLETE is compared with JUDGING.
	tl = full()
	tl[4].StartsAt = nil
	require.NoError(t, ValidateTimeline(tl, false))
	tl[5].StartsAt = h(3)
	te, ok := AsError(ValidateTimeline(tl, false))
	require.True(t, ok)
	assert.Equal(t, "phases.COMPLETE.startsAt", te.Field)
	assert.Equal(t, "Complete: must start after Judging (2030-01-01T03:00:00Z)", te.Message)
}

func TestStartsAtOf(t *testing.T) {
	at := time.Date(2030, 1, 1, 0, 0, 0, 0, time.UTC)
	tl := []ScheduledPhase{{PhaseHacking, &at}, {PhaseJudging, nil}}
	assert.Equal(t, &at, StartsAtOf(tl, PhaseHacking))
	assert.Nil(t, StartsAtOf(tl, PhaseJudging))
	assert.Nil(t, StartsAtOf(tl, PhaseComplete))
}
