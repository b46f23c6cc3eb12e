package workflows

import (
	"time"

	"github.com/hackforge/hackforge/domain"
)

// approvalInput's idea is submitted at t0, 2030-03-01 09:00 UTC.

func (s *IdeaApprovalSuite) TestHandlersAreDescribed() {
	var out approvalUpdate
	s.env.RegisterDelayedCallback(func() {
		s.requireHandlersDescribed([]string{IdeaApprovalStateQuery}, nil, []string{DecideIdeaUpdate, ResubmitIdeaUpdate})
	}, time.Minute)
	s.updateAt(time.Hour, DecideIdeaUpdate, &out, decision(domain.ApprovalApproved, ""))
	s.run()
}

func (s *IdeaApprovalSuite) TestDetailsFollowTheApproval() {
	seen := map[string]string{}
	for name, after := range map[string]time.Duration{"pending": time.Hour, "reminded": 30 * time.Hour, "changes": 40 * time.Hour, "round 2": 60 * time.Hour} {
		s.env.RegisterDelayedCallback(func() { seen[name] = s.details() }, after)
	}
	var ask, resubmit, approve approvalUpdate
	s.updateAt(36*time.Hour, DecideIdeaUpdate, &ask, decision(domain.ApprovalChangesRequested, "Who uses it?"))
	s.updateAt(50*time.Hour, ResubmitIdeaUpdate, &resubmit, IdeaResubmission{UserID: ideaCreator})
	s.updateAt(80*time.Hour, DecideIdeaUpdate, &approve, decision(domain.ApprovalApproved, ""))
	s.run()

	s.Equal("Pending since 2030-03-01 09:00 UTC. Reminder to the organizers at 2030-03-02 09:00 UTC.", seen["pending"])
	s.Equal("Pending since 2030-03-01 09:00 UTC. Organizers reminded.", seen["reminded"])
	s.Equal("Changes requested at 2030-03-02 21:00 UTC; waiting for the creator to resubmit.", seen["changes"])
	s.Equal("Pending (round 2) since 2030-03-03 11:00 UTC. Reminder to the organizers at 2030-03-04 11:00 UTC.", seen["round 2"])
	s.Equal("Decided: Approved.", s.details())
}
