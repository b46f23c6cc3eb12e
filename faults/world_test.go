package faults_test

import (
	"context"
	"fmt"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	enumspb "go.temporal.io/api/enums/v1"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// person is a user with a signed-in client of the suite's serve process.
type person struct {
	id     int64
	email  string
	client *apitest.Client
}

func (s *suite) newPerson(t *testing.T, name string) person {
	t.Helper()
	email := name + "-" + apitest.RandomString(4) + "@example.com"
	u, err := s.st.CreateUser(t.Context(), store.NewUser{Username: email, Email: email, FirstName: name, LastName: "Fault", PasswordHash: "-"})
	require.NoError(t, err)
	token, err := s.st.CreateAuthToken(t.Context(), u.ID)
	require.NoError(t, err)
	c := apitest.NewClient(t, fmt.Sprintf("http://127.0.0.1:%d", serveHTTP))
	c.Token = token
	return person{id: u.ID, email: email, client: c}
}

// event is a hackathon with an organiser, a participant and a judge.
type event struct {
	hackathon                   record.Hackathon
	id                          string
	orgID                       int64
	creator, participant, judge person
}

func (s *suite) newEvent(t *testing.T, name string) *event {
	t.Helper()
	ctx := t.Context()
	e := &event{creator: s.newPerson(t, "cleo"), participant: s.newPerson(t, "pat"), judge: s.newPerson(t, "jo")}
	org, err := s.st.CreateOrganization(ctx, "Faults "+apitest.RandomString(3), e.creator.id)
	require.NoError(t, err)
	e.orgID = org.ID
	start := time.Now().Add(30 * 24 * time.Hour).UTC().Truncate(time.Second)
	e.hackathon, err = s.st.CreateHackathon(ctx, store.NewHackathon{
		Name: name + " " + apitest.RandomString(3), StartDatetime: start, EndDatetime: start.Add(48 * time.Hour),
		TimeZone: "UTC", AllowedParticipants: domain.AllowInviteOnly, MaxTeamSize: 4, OrganizationID: org.ID, CreatorID: e.creator.id,
	})
	require.NoError(t, err)
	e.id = strconv.FormatInt(e.hackathon.ID, 10)
	require.NoError(t, s.st.AddHackathonRole(ctx, e.hackathon.ID, e.participant.id, domain.RoleParticipant))
	require.NoError(t, s.st.AddHackathonRole(ctx, e.hackathon.ID, e.judge.id, domain.RoleJudge))
	return e
}

const setTimelineOp = `mutation($input: SetHackathonTimelineInput!) { setHackathonTimeline(input: $input) { timeline { phase nextPhase workflowId } } }`

// openRegistrationAt schedules REGISTRATION_OPEN through the API, which
// attaches the hackathon's lifecycle workflow.
func (e *event) openRegistrationAt(t *testing.T, at time.Time) []apitest.GraphQLError {
	t.Helper()
	return e.creator.client.GraphQL(setTimelineOp, map[string]any{"input": map[string]any{"hackathonId": e.id,
		"phases": []any{map[string]any{"phase": "REGISTRATION_OPEN", "startsAt": at.UTC().Format(time.RFC3339Nano)}}}}, nil)
}

const inviteOp = `mutation($id: ID!, $emails: [String!]!) { inviteToHackathon(input: {hackathonId: $id, kind: JUDGE, emails: $emails}) {
  invited { uid email delivery } } }`

// inviteJudge invites an address as judge and returns the invite's uid.
func (e *event) inviteJudge(t *testing.T, email string) string {
	t.Helper()
	var out struct {
		InviteToHackathon struct {
			Invited []struct{ UID, Email, Delivery string }
		}
	}
	require.Empty(t, e.creator.client.GraphQL(inviteOp, map[string]any{"id": e.id, "emails": []string{email}}, &out))
	require.Len(t, out.InviteToHackathon.Invited, 1)
	return out.InviteToHackathon.Invited[0].UID
}

// pendingActivity reports whether the workflow has a pending activity of
// the type that a worker has started (not merely scheduled).
func (s *suite) pendingActivity(ctx context.Context, workflowID, activityType string, started bool) bool {
	d, err := s.tc.DescribeWorkflowExecution(ctx, workflowID, "")
	if err != nil {
		return false
	}
	for _, a := range d.GetPendingActivities() {
		if a.GetActivityType().GetName() != activityType {
			continue
		}
		if !started || a.GetState() == enumspb.PENDING_ACTIVITY_STATE_STARTED {
			return true
		}
	}
	return false
}

// count runs a SELECT count(*) and returns it.
func (s *suite) count(t *testing.T, query string, args ...any) int {
	t.Helper()
	var n int
	require.NoError(t, s.st.Pool().QueryRow(t.Context(), query, args...).Scan(&n))
	return n
}

// mails counts the messages Mailpit holds for an address.
func (s *suite) mails(t *testing.T, to string) int {
	t.Helper()
	return s.inbox.Count(t, to)
}

// askAI creates an idea and asks the openai service (the fake) about it;
// it returns the idea's id and the query's uid.
func (e *event) askAI(t *testing.T, s *suite) (int64, string) {
	t.Helper()
	idea, _, err := s.st.CreateIdea(t.Context(), store.NewIdea{HackathonID: e.hackathon.ID, Name: "Solar kiosks",
		Description: "Charging for a village", DetailDescription: "Kiosks that charge phones from the sun.", CreatedBy: e.participant.id})
	require.NoError(t, err)
	var services struct{ AiServices []struct{ ID string } }
	require.Empty(t, e.participant.client.GraphQL(`{ aiServices(name: "openai") { id } }`, nil, &services))
	require.Len(t, services.AiServices, 1)
	var created struct{ CreateAiQuery struct{ UID string } }
	require.Empty(t, e.participant.client.GraphQL(`mutation($s: ID!, $data: String!) { createAiQuery(input: {serviceId: $s, requestData: $data}) { uid } }`,
		map[string]any{"s": services.AiServices[0].ID, "data": fmt.Sprintf(`{"ideaId": "%d"}`, idea.ID)}, &created))
	require.NotEmpty(t, created.CreateAiQuery.UID)
	return idea.ID, created.CreateAiQuery.UID
}

func mustHackathon(t *testing.T, s *suite, id int64) record.Hackathon {
	t.Helper()
	h, err := s.st.Hackathon(t.Context(), id)
	require.NoError(t, err)
	return h
}
