package graph_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
)

const (
	attendanceFields  = `{ participantId date presentAtHackathon availableToday checkedInAt }`
	setAvailabilityOp = `mutation($input: SetMyAvailabilityInput!) { setMyAvailability(input: $input) { attendance ` + attendanceFields + ` } }`
	setPresenceOp     = `mutation($input: SetParticipantPresenceInput!) { setParticipantPresence(input: $input) { attendance ` + attendanceFields + ` } }`
	myAttendancesOp   = `query($id: ID!) { myAttendances(hackathonId: $id) ` + attendanceFields + ` }`
	hackathonDaysOp   = `query($id: ID!) { hackathon(id: $id) { today days myParticipantId } }`
	participantPageOp = `query($id: ID!) { participant(id: $id) {
	  id presentAtHackathon presentToday daysPresent attendances ` + attendanceFields + `
	  profile { city bio githubUrl skills { name } } teams { teamId name role status } mentorStatus } }`
	participationEventsOp = `{ myParticipationEvents { kind hackathonId hackathonName date } }`
)

type testAttendance struct {
	ParticipantID, Date                string
	PresentAtHackathon, AvailableToday bool
	CheckedInAt                        *time.Time
}

type hackathonDays struct {
	Hackathon struct {
		Today, MyParticipantID string
		Days                   []string
	}
}

func daysOf(t *testing.T, c *apitest.Client, hackathonID string) hackathonDays {
	t.Helper()
	var out hackathonDays
	require.Empty(t, c.GraphQL(hackathonDaysOp, map[string]any{"id": hackathonID}, &out))
	return out
}

// runningToday moves the hackathon so that it runs from yesterday to tomorrow.
func runningToday(t *testing.T, w *world, hackathonID string) {
	t.Helper()
	_, err := w.env.Store.Pool().Exec(t.Context(), `UPDATE hackathons SET start_datetime = now() - interval '1 day',
	  end_datetime = now() + interval '1 day' WHERE id = $1`, intID(hackathonID))
	require.NoError(t, err)
}

func setAvailability(c *apitest.Client, hackathonID string, date any, available bool) (testAttendance, []apitest.GraphQLError) {
	var out struct {
		SetMyAvailability struct{ Attendance testAttendance }
	}
	errs := c.GraphQL(setAvailabilityOp, map[string]any{"input": map[string]any{"hackathonId": hackathonID, "date": date, "available": available}}, &out)
	return out.SetMyAvailability.Attendance, errs
}

func setPresence(c *apitest.Client, participantID string, date any, present bool) (testAttendance, []apitest.GraphQLError) {
	var out struct {
		SetParticipantPresence struct{ Attendance testAttendance }
	}
	errs := c.GraphQL(setPresenceOp, map[string]any{"input": map[string]any{"participantId": participantID, "date": date, "present": present}}, &out)
	return out.SetParticipantPresence.Attendance, errs
}

func TestParticipantsSetTheirOwnAvailabilityOnHackathonDays(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	other := joinAll(t, w, "Other")[0]
	days := daysOf(t, w.participant.Client, w.inviteOnlyID).Hackathon
	require.GreaterOrEqual(t, len(days.Days), 2, "the world's hackathon runs 48 hours")

	a, errs := setAvailability(w.participant.Client, w.inviteOnlyID, days.Days[0], true)
	require.Empty(t, errs)
	assert.Equal(t, days.MyParticipantID, a.ParticipantID)
	assert.Equal(t, days.Days[0], a.Date)
	assert.True(t, a.AvailableToday)
	assert.False(t, a.PresentAtHackathon)
	_, errs = setAvailability(w.participant.Client, w.inviteOnlyID, days.Days[0], false)
	require.Empty(t, errs)
	_, errs = setAvailability(w.participant.Client, w.inviteOnlyID, days.Days[1], true)
	require.Empty(t, errs)

	var mine struct{ MyAttendances []testAttendance }
	require.Empty(t, w.participant.Client.GraphQL(myAttendancesOp, map[string]any{"id": w.inviteOnlyID}, &mine))
	require.Len(t, mine.MyAttendances, 2, "one record per day")
	assert.False(t, mine.MyAttendances[0].AvailableToday, "the second answer replaced the first")
	assert.True(t, mine.MyAttendances[1].AvailableToday)
	var theirs struct{ MyAttendances []testAttendance }
	require.Empty(t, other.Client.GraphQL(myAttendancesOp, map[string]any{"id": w.inviteOnlyID}, &theirs))
	assert.Empty(t, theirs.MyAttendances, "another participant's records are their own")

	for name, date := range map[string]any{
		"today, before the hackathon starts": nil, "the day before": dayBefore(t, days.Days[0]),
		"the day after": dayBefore(t, days.Days[len(days.Days)-1], -1), "not a date": "23/11/2026",
	} {
		_, errs := setAvailability(w.participant.Client, w.inviteOnlyID, date, true)
		require.Len(t, errs, 1, name)
		assert.Equal(t, "BAD_USER_INPUT", code(t, errs), name)
		assert.Equal(t, "date", errs[0].Extensions["field"], name)
	}

	for name, c := range map[string]*apitest.Client{"the creator": w.creator.Client, "a mentor": w.mentor.Client, "another org": w.outsider.Client} {
		_, errs := setAvailability(c, w.inviteOnlyID, days.Days[0], true)
		assert.Equal(t, "FORBIDDEN", code(t, errs), name)
	}
	_, errs = setPresence(w.participant.Client, days.MyParticipantID, days.Days[0], true)
	assert.Equal(t, "FORBIDDEN", code(t, errs), "participants do not mark presence")
}

// dayBefore is the day n days (1 unless given) before day.
func dayBefore(t *testing.T, day string, n ...int) string {
	t.Helper()
	d, err := time.Parse(time.DateOnly, day)
	require.NoError(t, err)
	back := 1
	if len(n) > 0 {
		back = n[0]
	}
	return d.AddDate(0, 0, -back).Format(time.DateOnly)
}

func TestBannedParticipantsCannotSetAvailability(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	banned := joinAll(t, w, "Banned")[0]
	days := daysOf(t, banned.Client, w.inviteOnlyID).Hackathon
	require.Empty(t, w.creator.Client.GraphQL(updateParticipantOp, map[string]any{"input": map[string]any{"id": days.MyParticipantID, "banned": true}}, nil))
	_, errs := setAvailability(banned.Client, w.inviteOnlyID, days.Days[0], true)
	assert.Equal(t, "FORBIDDEN", code(t, errs))
	assert.Equal(t, "FORBIDDEN", code(t, banned.Client.GraphQL(myAttendancesOp, map[string]any{"id": w.inviteOnlyID}, nil)))
}

func TestOrganisersMarkPresenceAndFilterPresentTodayAndHasATeam(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	runningToday(t, w, w.inviteOnlyID)
	joined := joinAll(t, w, "Ada", "Ben")
	ada := daysOf(t, joined[0].Client, w.inviteOnlyID).Hackathon
	ben := daysOf(t, joined[1].Client, w.inviteOnlyID).Hackathon

	a, errs := setPresence(w.creator.Client, ada.MyParticipantID, nil, true)
	require.Empty(t, errs)
	assert.Equal(t, ada.Today, a.Date, "no date: today in the hackathon's zone")
	assert.True(t, a.PresentAtHackathon)
	assert.NotNil(t, a.CheckedInAt)
	_, errs = setPresence(w.manager.Client, ben.MyParticipantID, ada.Days[0], true)
	require.Empty(t, errs, "managers too, on another day")
	_, errs = setAvailability(joined[1].Client, w.inviteOnlyID, nil, true)
	require.Empty(t, errs)

	present := listParticipants(t, w.creator.Client, map[string]any{"id": w.inviteOnlyID, "filter": map[string]any{"presentToday": true}})
	assert.Equal(t, []string{"Ada Tester"}, names(present.Participants.Items))
	absent := listParticipants(t, w.creator.Client, map[string]any{"id": w.inviteOnlyID, "filter": map[string]any{"presentToday": false}})
	assert.ElementsMatch(t, []string{"participant Tester", "Ben Tester"}, names(absent.Participants.Items))

	var page struct {
		Participant struct {
			PresentAtHackathon, PresentToday bool
			DaysPresent                      int
			Attendances                      []testAttendance
		}
	}
	require.Empty(t, w.mentor.Client.GraphQL(participantPageOp, map[string]any{"id": ben.MyParticipantID}, &page))
	assert.False(t, page.Participant.PresentToday, "present yesterday, available today")
	assert.True(t, page.Participant.PresentAtHackathon, "present on some day")
	assert.Equal(t, 1, page.Participant.DaysPresent)
	require.Len(t, page.Participant.Attendances, 2)
	assert.True(t, page.Participant.Attendances[0].PresentAtHackathon)
	assert.True(t, page.Participant.Attendances[1].AvailableToday)

	_, errs = setPresence(w.creator.Client, ada.MyParticipantID, nil, false)
	require.Empty(t, errs)
	require.Empty(t, w.creator.Client.GraphQL(participantPageOp, map[string]any{"id": ada.MyParticipantID}, &page))
	assert.False(t, page.Participant.PresentToday, "unmarked")
	assert.False(t, page.Participant.PresentAtHackathon)
	assert.Len(t, page.Participant.Attendances, 1, "still one record for the day")

	_, errs = setPresence(w.creator.Client, ada.MyParticipantID, dayBefore(t, ada.Days[0]), true)
	assert.Equal(t, "date", errs[0].Extensions["field"], "a day outside the hackathon")
	for name, c := range map[string]*apitest.Client{"a mentor": w.mentor.Client, "a judge": w.judge.Client, "another org": w.outsider.Client} {
		_, errs := setPresence(c, ada.MyParticipantID, nil, true)
		assert.Equal(t, "FORBIDDEN", code(t, errs), name)
	}

	ctx := t.Context()
	var teamID int64
	require.NoError(t, w.env.Store.Pool().QueryRow(ctx, `INSERT INTO teams (hackathon_id, name) VALUES ($1, 'Rockets') RETURNING id`, intID(w.inviteOnlyID)).Scan(&teamID))
	_, err := w.env.Store.Pool().Exec(ctx, `INSERT INTO team_members (team_id, hackathon_id, user_id, role) VALUES ($1, $2, $3, 'ADMIN')`, teamID, intID(w.inviteOnlyID), joined[1].ID)
	require.NoError(t, err)
	withTeam := listParticipants(t, w.creator.Client, map[string]any{"id": w.inviteOnlyID, "filter": map[string]any{"hasTeam": true}})
	assert.Equal(t, []string{"Ben Tester"}, names(withTeam.Participants.Items))
	withoutTeam := listParticipants(t, w.creator.Client, map[string]any{"id": w.inviteOnlyID, "filter": map[string]any{"hasTeam": false, "presentToday": false}})
	assert.ElementsMatch(t, []string{"participant Tester", "Ada Tester"}, names(withoutTeam.Participants.Items))
}

func TestParticipantPageShowsProfileTeamsAndMentorStatus(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	cara := joinAll(t, w, "Cara")[0]
	id := daysOf(t, cara.Client, w.inviteOnlyID).Hackathon.MyParticipantID
	type page struct {
		Participant struct {
			Profile *struct {
				City, Bio, GithubURL string
				Skills               []struct{ Name string }
			}
			Teams []struct {
				TeamID, Name, Role, Status string
			}
			MentorStatus *string
		}
	}
	var empty page
	require.Empty(t, w.creator.Client.GraphQL(participantPageOp, map[string]any{"id": id}, &empty))
	if empty.Participant.Profile != nil {
		assert.Empty(t, empty.Participant.Profile.City, "no profile saved yet")
	}
	assert.Empty(t, empty.Participant.Teams)
	assert.Nil(t, empty.Participant.MentorStatus)

	var skills struct{ Skills []struct{ ID, Name string } }
	require.Empty(t, cara.Client.GraphQL(`{ skills { id name } }`, nil, &skills))
	require.NotEmpty(t, skills.Skills)
	require.Empty(t, cara.Client.GraphQL(`mutation($input: UpdateHackathonProfileInput!) { updateHackathonProfile(input: $input) { hackathonProfile { id } } }`,
		map[string]any{"input": map[string]any{"city": "Cape Town", "bio": "Builds things", "githubUrl": "github.com/cara", "skillIds": []string{skills.Skills[0].ID}}}, nil))
	ctx := t.Context()
	var teamID int64
	require.NoError(t, w.env.Store.Pool().QueryRow(ctx, `INSERT INTO teams (hackathon_id, name) VALUES ($1, 'Comets') RETURNING id`, intID(w.inviteOnlyID)).Scan(&teamID))
	_, err := w.env.Store.Pool().Exec(ctx, `INSERT INTO team_members (team_id, hackathon_id, user_id, status) VALUES ($1, $2, $3, 'LEFT')`, teamID, intID(w.inviteOnlyID), cara.ID)
	require.NoError(t, err)
	_, err = w.env.Store.Pool().Exec(ctx, `INSERT INTO mentors (hackathon_id, user_id, status) VALUES ($1, $2, 'INACTIVE')`, intID(w.inviteOnlyID), cara.ID)
	require.NoError(t, err)

	var filled page
	require.Empty(t, w.manager.Client.GraphQL(participantPageOp, map[string]any{"id": id}, &filled))
	require.NotNil(t, filled.Participant.Profile)
	assert.Equal(t, "Cape Town", filled.Participant.Profile.City)
	assert.Equal(t, "Builds things", filled.Participant.Profile.Bio)
	assert.Equal(t, "https://github.com/cara", filled.Participant.Profile.GithubURL)
	require.Len(t, filled.Participant.Profile.Skills, 1)
	assert.Equal(t, skills.Skills[0].Name, filled.Participant.Profile.Skills[0].Name)
	require.Len(t, filled.Participant.Teams, 1)
	assert.Equal(t, "Comets", filled.Participant.Teams[0].Name)
	assert.Equal(t, "MEMBER", filled.Participant.Teams[0].Role)
	assert.Equal(t, "LEFT", filled.Participant.Teams[0].Status)
	require.NotNil(t, filled.Participant.MentorStatus)
	assert.Equal(t, "INACTIVE", *filled.Participant.MentorStatus)
}

func TestTimelineShowsJoiningCheckInsAndLeaving(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	runningToday(t, w, w.inviteOnlyID)
	dan := joinAll(t, w, "Dan")[0]
	days := daysOf(t, dan.Client, w.inviteOnlyID).Hackathon
	_, errs := setPresence(w.creator.Client, days.MyParticipantID, nil, true)
	require.Empty(t, errs)

	type events struct {
		MyParticipationEvents []struct {
			Kind, HackathonID, HackathonName string
			Date                             *string
		}
	}
	var before events
	require.Empty(t, dan.Client.GraphQL(participationEventsOp, nil, &before))
	require.Len(t, before.MyParticipationEvents, 2)
	assert.Equal(t, "CHECKED_IN", before.MyParticipationEvents[0].Kind, "newest first")
	require.NotNil(t, before.MyParticipationEvents[0].Date)
	assert.Equal(t, days.Today, *before.MyParticipationEvents[0].Date)
	assert.Equal(t, "JOINED", before.MyParticipationEvents[1].Kind)
	assert.Equal(t, "Secret Hack", before.MyParticipationEvents[1].HackathonName)

	require.Empty(t, dan.Client.GraphQL(leaveHackathonOp, map[string]any{"id": w.inviteOnlyID}, nil))
	var after events
	require.Empty(t, dan.Client.GraphQL(participationEventsOp, nil, &after))
	kinds := make([]string, len(after.MyParticipationEvents))
	for i, e := range after.MyParticipationEvents {
		kinds[i] = e.Kind
		assert.Equal(t, w.inviteOnlyID, e.HackathonID)
	}
	assert.Equal(t, []string{"LEFT", "JOINED"}, kinds, "leaving keeps the join; the check-ins went with the registration")
	assert.Equal(t, "UNAUTHENTICATED", code(t, w.env.Client(t).GraphQL(participationEventsOp, nil, nil)))
}
