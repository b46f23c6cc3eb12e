package domain_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/hackforge/hackforge/domain"
)

func TestIdeasComeBeforeHackingOrThroughoutItWhenAllowed(t *testing.T) {
	for _, c := range []struct {
		phase      domain.Phase
		throughout bool
		ok         bool
	}{
		{domain.PhasePlanning, false, true},
		{domain.PhaseRegistrationOpen, false, true},
		{domain.PhaseHacking, false, false},
		{domain.PhaseHacking, true, true},
		{domain.PhaseJudging, true, false},
		{domain.PhaseComplete, true, false},
	} {
		err := domain.IdeaWindow(c.phase, c.throughout)
		assert.Equal(t, c.ok, err == nil, "%s throughout=%v", c.phase, c.throughout)
		if err != nil {
			var de *domain.Error
			assert.ErrorAs(t, err, &de)
			assert.Equal(t, "hackathonId", de.Field)
		}
	}
}

func TestOnlyDecisionsEndAPendingApproval(t *testing.T) {
	assert.False(t, domain.ApprovalPending.Decision())
	for _, s := range []domain.ApprovalState{domain.ApprovalApproved, domain.ApprovalRejected, domain.ApprovalChangesRequested} {
		assert.True(t, s.Decision(), s)
		assert.NotEmpty(t, s.DisplayName())
	}
	assert.Len(t, domain.ApprovalItemIdea.SupportedStates(), 4)
}
