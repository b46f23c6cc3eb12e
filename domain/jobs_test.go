package domain_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/hackforge/hackforge/domain"
)

func TestJobStateReadsAsWords(t *testing.T) {
	for _, c := range []struct {
		facts domain.JobFacts
		want  string
	}{
		{domain.JobFacts{Kind: domain.JobLifecycle, State: "REGISTRATION_OPEN", NextPhase: domain.PhaseHacking}, "Registration open → Hacking"},
		{domain.JobFacts{Kind: domain.JobLifecycle, State: "COMPLETE"}, "Complete"},
		{domain.JobFacts{Kind: domain.JobInvite, State: "PENDING", Delivery: "FAILED"}, "Pending, e-mail failed"},
		{domain.JobFacts{Kind: domain.JobInvite, State: "ACCEPTED", Delivery: "SENT"}, "Accepted"},
		{domain.JobFacts{Kind: domain.JobIdeaApproval, State: "CHANGES_REQUESTED"}, "Changes requested"},
	} {
		assert.Equal(t, c.want, domain.JobState(c.facts))
	}
}

func TestJobProblemSaysWhyAStuckJobIsStuck(t *testing.T) {
	assert.Empty(t, domain.JobProblem(domain.JobFacts{Kind: domain.JobExport, State: "FAILED", Error: "disk full"}), "not stuck: no problem")
	assert.Equal(t, "The invitation e-mail could not be delivered: 550 mailbox unavailable. Resend it once the address or the mail server is fixed.",
		domain.JobProblem(domain.JobFacts{Kind: domain.JobInvite, State: "PENDING", Delivery: "FAILED", Error: "550 mailbox unavailable.", Stuck: true}))
	assert.Equal(t, "The export failed. Restart it to try again.",
		domain.JobProblem(domain.JobFacts{Kind: domain.JobExport, State: "FAILED", Stuck: true}), "without a recorded reason")
	assert.Equal(t, "The export has been running for more than 10 minutes.",
		domain.JobProblem(domain.JobFacts{Kind: domain.JobExport, State: "RUNNING", Stuck: true}))
}
