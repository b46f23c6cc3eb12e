package graph_test

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/activities/mail/mailtest"
	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/domain"
)

const (
	myCheckInCodeOp = `query($id: ID!) { hackathon(id: $id) { myCheckInCode } }`
	checkInOp       = `mutation($id: ID!, $code: String!) { checkInParticipant(input: {hackathonId: $id, code: $code}) {
	  participant { id person { displayName } } alreadyCheckedIn presentToday { date presentCount } } }`
	checkInDayOp = `query($id: ID!) { checkInDay(hackathonId: $id) { date presentCount } }`
)

type checkInAnswer struct {
	CheckInParticipant struct {
		Participant struct {
			ID     string
			Person struct{ DisplayName string }
		}
		AlreadyCheckedIn bool
		PresentToday     struct {
			Date         string
			PresentCount int
		}
	}
}

// myCheckInCode is the caller's code in the hackathon, "" for none.
func myCheckInCode(t *testing.T, c *apitest.Client, hackathonID string) string {
	t.Helper()
	var out struct {
		Hackathon struct{ MyCheckInCode *string }
	}
	require.Empty(t, c.GraphQL(myCheckInCodeOp, map[string]any{"id": hackathonID}, &out))
	if out.Hackathon.MyCheckInCode == nil {
		return ""
	}
	return *out.Hackathon.MyCheckInCode
}

func checkIn(t *testing.T, c *apitest.Client, hackathonID, code string) checkInAnswer {
	t.Helper()
	var out checkInAnswer
	require.Empty(t, c.GraphQL(checkInOp, map[string]any{"id": hackathonID, "code": code}, &out))
	return out
}

// refusal is the message of a check-in refused on the field "code".
func refusal(t *testing.T, c *apitest.Client, hackathonID, code string) string {
	t.Helper()
	errs := c.GraphQL(checkInOp, map[string]any{"id": hackathonID, "code": code}, nil)
	require.Len(t, errs, 1, "%+v", errs)
	assert.Equal(t, "BAD_USER_INPUT", errs[0].Extensions["code"])
	assert.Equal(t, "code", errs[0].Extensions["field"])
	return errs[0].Message
}

func TestCheckInByCodeCountsEachParticipantOncePerDay(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	zoe := joinAll(t, w, "Zoe")[0]
	mine := myCheckInCode(t, w.participant.Client, w.inviteOnlyID)
	require.NotEmpty(t, mine)
	assert.Equal(t, mine, myCheckInCode(t, w.participant.Client, w.inviteOnlyID), "the same code every time")
	assert.NotEqual(t, mine, myCheckInCode(t, zoe.Client, w.inviteOnlyID), "each participant has their own")
	for _, u := range []apitest.User{w.creator, w.manager, w.mentor, w.judge} {
		assert.Empty(t, myCheckInCode(t, u.Client, w.inviteOnlyID), "only participants have a code: %s", u.Email)
	}

	today := domain.Today("Africa/Johannesburg", time.Now()).Format(time.DateOnly)
	var day struct {
		CheckInDay struct {
			Date         string
			PresentCount int
		}
	}
	require.Empty(t, w.manager.Client.GraphQL(checkInDayOp, map[string]any{"id": w.inviteOnlyID}, &day))
	assert.Equal(t, today, day.CheckInDay.Date, "today in the hackathon's time zone")
	assert.Zero(t, day.CheckInDay.PresentCount)

	first := checkIn(t, w.creator.Client, w.inviteOnlyID, mine).CheckInParticipant
	assert.Equal(t, "participant Tester", first.Participant.Person.DisplayName)
	assert.False(t, first.AlreadyCheckedIn)
	assert.Equal(t, today, first.PresentToday.Date)
	assert.Equal(t, 1, first.PresentToday.PresentCount)

	again := checkIn(t, w.manager.Client, w.inviteOnlyID, "  "+strings.ToLower(mine)+" ").CheckInParticipant
	assert.True(t, again.AlreadyCheckedIn, "the same code twice in a day")
	assert.Equal(t, first.Participant.ID, again.Participant.ID)
	assert.Equal(t, 1, again.PresentToday.PresentCount, "counted once")

	second := checkIn(t, w.manager.Client, w.inviteOnlyID, myCheckInCode(t, zoe.Client, w.inviteOnlyID)).CheckInParticipant
	assert.Equal(t, "Zoe Tester", second.Participant.Person.DisplayName)
	assert.False(t, second.AlreadyCheckedIn)
	assert.Equal(t, 2, second.PresentToday.PresentCount)
	require.Empty(t, w.creator.Client.GraphQL(checkInDayOp, map[string]any{"id": w.inviteOnlyID}, &day))
	assert.Equal(t, 2, day.CheckInDay.PresentCount)

	assert.Equal(t, "FORBIDDEN", code(t, w.mentor.Client.GraphQL(checkInOp, map[string]any{"id": w.inviteOnlyID, "code": mine}, nil)))
	assert.Equal(t, "FORBIDDEN", code(t, w.participant.Client.GraphQL(checkInOp, map[string]any{"id": w.inviteOnlyID, "code": mine}, nil)), "nobody checks themselves in")
}

func TestCheckInRefusesTamperedOtherHackathonBannedAndDepartedCodes(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	joined := joinAll(t, w, "Ben", "Lea")
	ben, lea := joined[0], joined[1]
	code := myCheckInCode(t, w.participant.Client, w.inviteOnlyID)
	unknown := "Unknown check-in code: it is not one of this hackathon's codes, or it was altered."

	flipped := []byte(code)
	i := len(flipped) - 3
	flipped[i] = map[bool]byte{true: 'B', false: 'A'}[flipped[i] == 'A']
	assert.Equal(t, unknown, refusal(t, w.creator.Client, w.inviteOnlyID, string(flipped)), "one flipped character")
	assert.Equal(t, unknown, refusal(t, w.creator.Client, w.inviteOnlyID, "not a code"))
	assert.Equal(t, unknown, refusal(t, w.creator.Client, w.inviteOnlyID, ""))

	require.Empty(t, w.participant.Client.GraphQL(joinHackathon, map[string]any{"id": w.publicID}, nil))
	elsewhere := myCheckInCode(t, w.participant.Client, w.publicID)
	require.NotEmpty(t, elsewhere)
	assert.NotEqual(t, code, elsewhere, "a code is bound to its hackathon")
	assert.Equal(t, "This check-in code belongs to another hackathon.", refusal(t, w.creator.Client, w.inviteOnlyID, elsewhere))

	benCode := myCheckInCode(t, ben.Client, w.inviteOnlyID)
	require.Empty(t, w.creator.Client.GraphQL(updateParticipantOp, map[string]any{"input": map[string]any{"id": participantIDOf(t, ben, w.inviteOnlyID), "banned": true}}, nil))
	assert.Equal(t, "This participant is banned and cannot be checked in.", refusal(t, w.manager.Client, w.inviteOnlyID, benCode))

	leaCode := myCheckInCode(t, lea.Client, w.inviteOnlyID)
	require.Empty(t, lea.Client.GraphQL(leaveHackathonOp, map[string]any{"id": w.inviteOnlyID}, nil))
	assert.Equal(t, unknown, refusal(t, w.manager.Client, w.inviteOnlyID, leaCode), "who left has no code")

	var day struct{ CheckInDay struct{ PresentCount int } }
	require.Empty(t, w.creator.Client.GraphQL(checkInDayOp, map[string]any{"id": w.inviteOnlyID}, &day))
	assert.Zero(t, day.CheckInDay.PresentCount, "refused codes check nobody in")
}

func participantIDOf(t *testing.T, u apitest.User, hackathonID string) string {
	t.Helper()
	var out struct {
		Hackathon struct{ MyParticipantID string }
	}
	require.Empty(t, u.Client.GraphQL(myParticipantOp, map[string]any{"id": hackathonID}, &out))
	return out.Hackathon.MyParticipantID
}

func TestCheckInCodeIsEmailedWhenRegistrationOpensAndOnJoiningAfter(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	early := joinAll(t, w, "Early")[0]
	time.Sleep(500 * time.Millisecond)
	assert.Zero(t, w.env.Inbox.Count(t, early.Email), "no code before registration opens")

	require.Empty(t, w.manager.Client.GraphQL(advanceHackathonPhase, map[string]any{"id": w.inviteOnlyID, "expected": "PLANNING"}, nil))
	for _, u := range []apitest.User{early, w.participant} {
		code := myCheckInCode(t, u.Client, w.inviteOnlyID)
		msgs := w.env.Inbox.WaitFor(t, u.Email, 2, 20*time.Second) // and "Registration is open"
		got := withSubject(msgs, "Your check-in code for Secret Hack")
		require.NotNil(t, got, "%s: %+v", u.Email, msgs)
		assert.Contains(t, got.Text, code)
		assert.Contains(t, got.HTML, `src="cid:check-in-code.png"`)
	}

	late := joinAll(t, w, "Late")[0]
	code := myCheckInCode(t, late.Client, w.inviteOnlyID)
	msgs := w.env.Inbox.WaitFor(t, late.Email, 1, 20*time.Second)
	require.Len(t, msgs, 1)
	assert.Equal(t, "Your check-in code for Secret Hack", msgs[0].Subject)
	assert.Contains(t, msgs[0].Text, code)
	require.Len(t, msgs[0].Inline, 1)
	assert.Equal(t, "image/png", msgs[0].Inline[0].ContentType)

	mentor := w.env.Inbox.WaitFor(t, w.mentor.Email, 1, 20*time.Second)
	assert.Nil(t, withSubject(mentor, "Your check-in code for Secret Hack"), "mentors have no code")
}

func withSubject(msgs []mailtest.Message, subject string) *mailtest.Message {
	for i := range msgs {
		if msgs[i].Subject == subject {
			return &msgs[i]
		}
	}
	return nil
}
