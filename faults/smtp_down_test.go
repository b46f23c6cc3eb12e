package faults_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/workflows"
)

const hackathonInvitesOp = `query($id: ID!) { hackathonInvites(hackathonId: $id, kind: JUDGE) { uid email delivery deliveryError } }`

type inviteRow struct {
	UID, Email, Delivery string
	DeliveryError        *string
}

func (e *event) invites(t *testing.T) map[string]inviteRow {
	t.Helper()
	var out struct{ HackathonInvites []inviteRow }
	require.Empty(t, e.creator.client.GraphQL(hackathonInvitesOp, map[string]any{"id": e.id}, &out))
	rows := map[string]inviteRow{}
	for _, r := range out.HackathonInvites {
		rows[r.Email] = r
	}
	return rows
}

// Mailpit stopped: invite e-mails wait in their workflows, retried, while
// the organiser's invite list shows them SENDING (the UI's "Sending"
// badge); when it is back every e-mail goes out once and the list says SENT.
func TestSMTPDown(t *testing.T) {
	s := need(t)
	ctx := t.Context()
	e := s.newEvent(t, "No SMTP")
	s.mailpit.kill()
	restarted := false
	t.Cleanup(func() {
		if !restarted {
			_ = s.startMailpit()
		}
	})

	emails := []string{"down-a-" + e.id + "@example.com", "down-b-" + e.id + "@example.com", "down-c-" + e.id + "@example.com"}
	uids := map[string]string{}
	for _, m := range emails {
		uids[m] = e.inviteJudge(t, m)
	}
	// Each e-mail is tried, fails and is tried again while SMTP is down.
	for _, m := range emails {
		id := workflows.InviteID("JUDGE", uids[m])
		eventually(t, 30*time.Second, "a retried DeliverInvite in "+id, func() bool {
			d, err := s.tc.DescribeWorkflowExecution(ctx, id, "")
			if err != nil {
				return false
			}
			for _, a := range d.GetPendingActivities() {
				if a.GetActivityType().GetName() == workflows.DeliverInviteActivity && a.GetAttempt() >= 3 && a.GetLastFailure() != nil {
					return true
				}
			}
			return false
		})
	}
	for _, m := range emails {
		assert.Equal(t, "SENDING", e.invites(t)[m].Delivery, m)
	}

	require.NoError(t, s.startMailpit())
	restarted = true
	eventually(t, 60*time.Second, "every invite SENT", func() bool {
		rows := e.invites(t)
		for _, m := range emails {
			if rows[m].Delivery != "SENT" {
				return false
			}
		}
		return true
	})
	for _, m := range emails {
		assert.Equal(t, 1, s.mails(t, m), "one e-mail to %s", m)
		assert.Equal(t, 1, s.count(t, `SELECT count(*) FROM sent_emails WHERE dedup_key LIKE 'invite:' || $1 || ':%' AND sent_at IS NOT NULL`, uids[m]), m)
	}
}
