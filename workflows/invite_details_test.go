package workflows

import (
	"time"

	"github.com/hackforge/hackforge/domain"
)

// The invite of inviteInput is made at t0, 2030-03-01 09:00 UTC: reminder
// on 03-04, expiry on 03-15.

func (s *InviteSuite) TestHandlersAreDescribed() {
	s.env.RegisterDelayedCallback(func() {
		s.requireHandlersDescribed([]string{InviteStateQuery}, nil, []string{AnswerInviteUpdate, RevokeInviteUpdate, ResendInviteUpdate})
	}, time.Minute)
	s.run(inviteInput("u1"))
}

func (s *InviteSuite) TestDetailsFollowTheRound() {
	var sent, reminded string
	s.env.RegisterDelayedCallback(func() { sent = s.details() }, time.Hour)
	s.env.RegisterDelayedCallback(func() { reminded = s.details() }, 4*day)
	var answer inviteUpdate
	s.answerAt(5*day, domain.AnswerAccept, &answer)
	s.run(inviteInput("u1"))

	s.Equal("Sent. Waiting for an answer until 2030-03-15 09:00 UTC. Reminder at 2030-03-04 09:00 UTC.", sent)
	s.Equal("Sent. Reminded. Waiting for an answer until 2030-03-15 09:00 UTC.", reminded)
	s.Equal("Accepted.", s.details())
}

func (s *InviteSuite) TestDetailsOfAnExpiredRound() {
	s.run(inviteInput("u1"))
	s.Equal("Expired.", s.details())
}

func (s *InviteSuite) TestDetailsOfARevokedRound() {
	s.env.RegisterDelayedCallback(func() { s.update(RevokeInviteUpdate, &inviteUpdate{}) }, day)
	s.run(inviteInput("u1"))
	s.Equal("Revoked.", s.details())
}

// An e-mail still retrying shows since when; one that failed shows why,
// without the address an SMTP server's refusal quotes.
func (s *InviteSuite) TestDetailsOfADeliveryThatIsRetriedThenFails() {
	s.inv.mailDown = true
	s.inv.refusal = "550 5.1.1 <Ada@Example.com>: Recipient address rejected"
	var retrying, failed string
	s.env.RegisterDelayedCallback(func() { retrying = s.details() }, time.Minute)
	s.env.RegisterDelayedCallback(func() {
		failed = s.details()
		s.update(RevokeInviteUpdate, &inviteUpdate{})
	}, 2*time.Hour)
	s.run(inviteInput("u1"))

	s.Equal("Sending the e-mail since 2030-03-01 09:00 UTC. Waiting for an answer until 2030-03-15 09:00 UTC. Reminder at 2030-03-04 09:00 UTC.", retrying)
	s.Equal("Delivery failed: 550 5.1.1 <address>: Recipient address rejected. Waiting for an answer until 2030-03-15 09:00 UTC. Reminder at 2030-03-04 09:00 UTC.", failed)
	s.NotContains(failed, "Example.com")
}
