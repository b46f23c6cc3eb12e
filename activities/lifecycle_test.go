package activities_test

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/temporal"

	"github.com/hackforge/hackforge/activities"
	"github.com/hackforge/hackforge/activities/mail"
	"github.com/hackforge/hackforge/activities/mail/mailtest"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
	"github.com/hackforge/hackforge/workflows"
)

const publicURL = "http://hackforge.test"

// fixture is a hackathon in PLANNING with one person per role.
type fixture struct {
	a                                   *activities.Activities
	inbox                               mailtest.Inbox
	hackathon                           record.Hackathon
	creator, participant, mentor, judge record.User
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	if os.Getenv("HACKFORGE_TEST_SERVICES") != "1" {
		t.Skip("needs Postgres and Mailpit: run through `make test`")
	}
	ctx := t.Context()
	st, err := store.Open(ctx, os.Getenv("DATABASE_URL"))
	require.NoError(t, err)
	t.Cleanup(st.Close)
	mailer, err := mail.New(os.Getenv("SMTP_URL"), "Hackforge <no-reply@hackforge.test>")
	require.NoError(t, err)
	f := &fixture{a: &activities.Activities{Store: st, Mailer: mailer, PublicURL: publicURL}, inbox: mailtest.FromEnv(t)}

	f.creator, f.participant, f.mentor, f.judge = newUser(t, st, "Cleo"), newUser(t, st, "Pat"), newUser(t, st, "Max"), newUser(t, st, "")
	org, err := st.CreateOrganization(ctx, "Acme "+random(), f.creator.ID)
	require.NoError(t, err)
	start := time.Now().Add(30 * 24 * time.Hour).UTC().Truncate(time.Second)
	f.hackathon, err = st.CreateHackathon(ctx, store.NewHackathon{
		Name: "Hack " + random(), StartDatetime: start, EndDatetime: start.Add(48 * time.Hour), TimeZone: "Europe/Berlin",
		AllowedParticipants: "INVITE_ONLY", MaxTeamSize: 4, OrganizationID: org.ID, CreatorID: f.creator.ID,
	})
	require.NoError(t, err)
	for u, role := range map[int64]domain.HackathonRole{f.participant.ID: domain.RoleParticipant, f.mentor.ID: domain.RoleMentor, f.judge.ID: domain.RoleJudge} {
		require.NoError(t, st.AddHackathonRole(ctx, f.hackathon.ID, u, role))
	}
	return f
}

func newUser(t *testing.T, st *store.Store, firstName string) record.User {
	t.Helper()
	email := "lifecycle-" + random() + "@example.com"
	u, err := st.CreateUser(t.Context(), store.NewUser{Username: email, Email: email, FirstName: firstName, PasswordHash: "x"})
	require.NoError(t, err)
	return u
}

func random() string {
	b := make([]byte, 5)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

func TestLoadHackathonTimeline(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	tl, err := f.a.LoadHackathonTimeline(t.Context(), workflows.LoadHackathonTimelineInput{HackathonID: f.hackathon.ID})
	require.NoError(t, err)
	assert.Equal(t, f.hackathon.Name, tl.Name)
	assert.Equal(t, domain.PhasePlanning, tl.Phase)
	assert.False(t, tl.HasPopularVote)
	require.NotNil(t, domain.StartsAtOf(tl.Transitions, domain.PhaseHacking), "creation schedules HACKING at the start")
	assert.True(t, f.hackathon.StartDatetime.Equal(*domain.StartsAtOf(tl.Transitions, domain.PhaseHacking)))
	assert.Nil(t, domain.StartsAtOf(tl.Transitions, domain.PhaseRegistrationOpen))

	_, err = f.a.LoadHackathonTimeline(t.Context(), workflows.LoadHackathonTimelineInput{HackathonID: -1})
	var appErr *temporal.ApplicationError
	require.ErrorAs(t, err, &appErr)
	assert.Equal(t, workflows.HackathonNotFoundErrorType, appErr.Type())
	assert.True(t, appErr.NonRetryable())
}

func TestApplyPhaseTransitionTwiceChangesNothing(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	ctx := t.Context()
	in := workflows.ApplyPhaseTransitionInput{HackathonID: f.hackathon.ID, From: domain.PhasePlanning, To: domain.PhaseRegistrationOpen, DueAt: time.Now()}

	res, err := f.a.ApplyPhaseTransition(ctx, in)
	require.NoError(t, err)
	assert.Equal(t, workflows.ApplyPhaseTransitionResult{Applied: true, Phase: domain.PhaseRegistrationOpen}, res)
	after, err := f.a.Store.Hackathon(ctx, f.hackathon.ID)
	require.NoError(t, err)

	res, err = f.a.ApplyPhaseTransition(ctx, in)
	require.NoError(t, err)
	assert.Equal(t, workflows.ApplyPhaseTransitionResult{Applied: false, Phase: domain.PhaseRegistrationOpen}, res, "the duplicate reports the phase it finds")
	again, err := f.a.Store.Hackathon(ctx, f.hackathon.ID)
	require.NoError(t, err)
	assert.Equal(t, after.UpdatedAt, again.UpdatedAt, "the duplicate wrote nothing")

	res, err = f.a.ApplyPhaseTransition(ctx, workflows.ApplyPhaseTransitionInput{HackathonID: f.hackathon.ID, From: domain.PhaseHacking, To: domain.PhaseJudging})
	require.NoError(t, err)
	assert.Equal(t, workflows.ApplyPhaseTransitionResult{Applied: false, Phase: domain.PhaseRegistrationOpen}, res, "a stale transition is not applied")

	_, err = f.a.ApplyPhaseTransition(ctx, workflows.ApplyPhaseTransitionInput{HackathonID: -1, From: domain.PhasePlanning, To: domain.PhaseRegistrationOpen})
	var appErr *temporal.ApplicationError
	require.ErrorAs(t, err, &appErr)
	assert.Equal(t, workflows.HackathonNotFoundErrorType, appErr.Type())
}

// phaseNotifications returns the user's HACKATHON_PHASE_CHANGED payloads.
func phaseNotifications(t *testing.T, st *store.Store, userID int64, kind domain.NotificationType) []map[string]any {
	t.Helper()
	page, err := st.Notifications(t.Context(), userID, false, 50, 0)
	require.NoError(t, err)
	var out []map[string]any
	for _, n := range page.Items {
		if n.Type == kind {
			var data map[string]any
			require.NoError(t, json.Unmarshal(n.Data, &data))
			out = append(out, data)
		}
	}
	return out
}

func TestNotifyPhaseChangeNotifiesEveryoneAndMailsJudgesAndParticipantsOnce(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	in := workflows.NotifyPhaseChangeInput{HackathonID: f.hackathon.ID, Phase: domain.PhaseJudging, DueAt: time.Now()}

	res, err := f.a.NotifyPhaseChange(t.Context(), in)
	require.NoError(t, err)
	assert.Equal(t, workflows.NotifyPhaseChangeResult{Notifications: 4, Emails: 2}, res)

	judge := f.inbox.WaitFor(t, f.judge.Email, 1, 10*time.Second)
	assert.Equal(t, "Judging has started: "+f.hackathon.Name, judge[0].Subject)
	link := publicURL + "/hackathon/" + strconv.FormatInt(f.hackathon.ID, 10) + "/submissions"
	assert.Contains(t, judge[0].Text, link)
	assert.Contains(t, judge[0].HTML, `href="`+link+`"`)
	assert.Contains(t, judge[0].Text, "Hello "+f.judge.Email, "no first name: greeted by address")
	participant := f.inbox.WaitFor(t, f.participant.Email, 1, 10*time.Second)
	assert.Equal(t, "Submissions are closed: "+f.hackathon.Name, participant[0].Subject)
	assert.Contains(t, participant[0].Text, "Hello Pat")

	for _, u := range []record.User{f.creator, f.participant, f.mentor, f.judge} {
		got := phaseNotifications(t, f.a.Store, u.ID, domain.NotifyHackathonPhaseChanged)
		require.Len(t, got, 1, "user %d", u.ID)
		assert.Equal(t, map[string]any{
			"hackathonId": float64(f.hackathon.ID), "hackathonName": f.hackathon.Name, "phase": "JUDGING", "phaseDisplay": "Judging",
		}, got[0])
	}

	res, err = f.a.NotifyPhaseChange(t.Context(), in)
	require.NoError(t, err)
	assert.Equal(t, workflows.NotifyPhaseChangeResult{}, res, "a retry creates and sends nothing")
	assert.Equal(t, 1, f.inbox.Count(t, f.judge.Email))
	assert.Equal(t, 1, f.inbox.Count(t, f.participant.Email))
	assert.Zero(t, f.inbox.Count(t, f.creator.Email), "organizers are not mailed when judging starts")
	assert.Zero(t, f.inbox.Count(t, f.mentor.Email))
	assert.Len(t, phaseNotifications(t, f.a.Store, f.judge.ID, domain.NotifyHackathonPhaseChanged), 1)
}

func TestSendSubmissionReminderMailsParticipantsOnce(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	closesAt := time.Date(2031, 3, 2, 16, 0, 0, 0, time.UTC)
	in := workflows.SendSubmissionReminderInput{HackathonID: f.hackathon.ID, ClosesAt: closesAt}

	res, err := f.a.SendSubmissionReminder(t.Context(), in)
	require.NoError(t, err)
	assert.Equal(t, 1, res.Emails)
	msg := f.inbox.WaitFor(t, f.participant.Email, 1, 10*time.Second)[0]
	assert.Equal(t, "Submissions close in one hour: "+f.hackathon.Name, msg.Subject)
	assert.Contains(t, msg.Text, "Sun, Mar 2, 2031, 5:00 PM UTC+1", "the closing time in the hackathon's zone")
	require.Len(t, phaseNotifications(t, f.a.Store, f.participant.ID, domain.NotifySubmissionReminder), 1)
	assert.Empty(t, phaseNotifications(t, f.a.Store, f.judge.ID, domain.NotifySubmissionReminder))

	res, err = f.a.SendSubmissionReminder(t.Context(), in)
	require.NoError(t, err)
	assert.Zero(t, res.Emails)
	assert.Equal(t, 1, f.inbox.Count(t, f.participant.Email))
	assert.Zero(t, f.inbox.Count(t, f.judge.Email))
	assert.Len(t, phaseNotifications(t, f.a.Store, f.participant.ID, domain.NotifySubmissionReminder), 1)
}

func TestNotifyPhaseChangeOfAMissingHackathonIsNotRetried(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	_, err := f.a.NotifyPhaseChange(context.Background(), workflows.NotifyPhaseChangeInput{HackathonID: -1, Phase: domain.PhaseHacking})
	var appErr *temporal.ApplicationError
	require.True(t, errors.As(err, &appErr), "%v", err)
	assert.Equal(t, workflows.HackathonNotFoundErrorType, appErr.Type())
}
