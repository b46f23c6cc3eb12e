package activities_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/record"
	"github.com/hackforge/hackforge/workflows"
)

func turnOff(t *testing.T, f *fixture, u record.User, c domain.EmailCategory) {
	t.Helper()
	_, err := f.a.Store.UpdateEmailPreferences(t.Context(), u.ID, []domain.EmailPreference{{Category: c}})
	require.NoError(t, err)
}

func TestAnOptedOutPersonGetsNoEmailOfThatCategoryAndStillTheOthers(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	turnOff(t, f, f.participant, domain.EmailPhaseChanges)

	res, err := f.a.NotifyPhaseChange(t.Context(), workflows.NotifyPhaseChangeInput{HackathonID: f.hackathon.ID, Phase: domain.PhaseJudging, DueAt: time.Now()})
	require.NoError(t, err)
	assert.Equal(t, workflows.NotifyPhaseChangeResult{Notifications: 4, Emails: 1}, res, "the skipped e-mail is not counted as sent")
	assert.Len(t, phaseNotifications(t, f.a.Store, f.participant.ID, domain.NotifyHackathonPhaseChanged), 1, "the notification still comes")

	judge := f.inbox.WaitFor(t, f.judge.Email, 1, 10*time.Second)[0]
	assert.Regexp(t, `^<`+publicURL+`/api/v1/email/unsubscribe\?token=\d+\.PHASE_CHANGES\.[\w-]+>, <mailto:no-reply@hackforge.test\?subject=unsubscribe>$`,
		judge.ListUnsubscribe.Header)
	assert.Equal(t, "List-Unsubscribe=One-Click", judge.ListUnsubscribe.HeaderPost)
	assert.Contains(t, judge.Text, "You get this e-mail because e-mails about your hackathons' phases and deadlines are on.")
	assert.Contains(t, judge.Text, "Manage all your e-mail preferences: "+publicURL+"/user/email")
	assert.Contains(t, judge.HTML, ">Unsubscribe</a>")

	// A transactional e-mail comes whatever was turned off, without an unsubscribe.
	codes, err := f.a.SendCheckInCodes(t.Context(), workflows.CheckInCodesInput{HackathonID: f.hackathon.ID})
	require.NoError(t, err)
	assert.Equal(t, 1, codes.Emails)
	code := f.inbox.WaitFor(t, f.participant.Email, 1, 10*time.Second)[0]
	assert.Contains(t, code.Subject, "check-in code")
	assert.Empty(t, code.ListUnsubscribe.Header)
	assert.NotContains(t, code.Text, "Unsubscribe")

	// Another category still comes.
	reminder, err := f.a.SendSubmissionReminder(t.Context(), workflows.SendSubmissionReminderInput{HackathonID: f.hackathon.ID, ClosesAt: time.Now().Add(time.Hour)})
	require.NoError(t, err)
	assert.Zero(t, reminder.Emails, "the submission reminder is a phase e-mail too")
	assert.Equal(t, 1, f.inbox.Count(t, f.participant.Email), "only the check-in code reached the participant")

	_, err = f.a.Store.UpdateEmailPreferences(t.Context(), f.participant.ID, []domain.EmailPreference{{Category: domain.EmailPhaseChanges, Enabled: true}})
	require.NoError(t, err)
	res, err = f.a.NotifyPhaseChange(t.Context(), workflows.NotifyPhaseChangeInput{HackathonID: f.hackathon.ID, Phase: domain.PhaseComplete, DueAt: time.Now()})
	require.NoError(t, err)
	assert.Equal(t, 4, res.Emails, "turned back on, the participant is mailed again")
	f.inbox.WaitFor(t, f.participant.Email, 2, 10*time.Second)
}

func TestAnInviteRespectsTheInviteesAccountAndKeepsTheAnswerLinkForAnAddressWithout(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	invitee := newUser(t, f.a.Store, "Ada")
	turnOff(t, f, invitee, domain.EmailInvites)

	judging := f.openInvite(t, domain.InviteJudge, invitee.Email)
	require.NoError(t, f.a.DeliverInvite(t.Context(), deliver(judging, 1)))
	assert.Equal(t, domain.DeliverySent, f.reread(t, judging).Delivery, "delivered in the app")
	assert.Len(t, phaseNotifications(t, f.a.Store, invitee.ID, domain.NotifyJudgeInvite), 1)

	// An organization's invite has no notice in the app: it is e-mailed anyway.
	org := f.openInvite(t, domain.InviteOrganizationMember, invitee.Email)
	require.NoError(t, f.a.DeliverInvite(t.Context(), deliver(org, 1)))
	msg := f.inbox.WaitFor(t, invitee.Email, 1, 10*time.Second)[0]
	assert.Contains(t, msg.Subject, "to be a member of")
	assert.Equal(t, 1, f.inbox.Count(t, invitee.Email), "the judge invite was not e-mailed")

	stranger := "no-account-" + random() + "@example.com"
	inv := f.openInvite(t, domain.InviteMentor, stranger)
	require.NoError(t, f.a.DeliverInvite(t.Context(), deliver(inv, 1)))
	got := f.inbox.WaitFor(t, stranger, 1, 10*time.Second)[0]
	assert.Equal(t, "<mailto:no-reply@hackforge.test?subject=unsubscribe>, <"+publicURL+"/hackathon/mentors/invite?uid="+inv.Uid+">",
		got.ListUnsubscribe.Header, "an address without an account keeps the answer link")
	assert.Empty(t, got.ListUnsubscribe.HeaderPost)
}
