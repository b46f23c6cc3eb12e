package faults_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/api/workflowservice/v1"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/workflows"
)

const submissionTemplate = `{"type":"object","additionalProperties":false,"properties":{"summary":{"type":"string","title":"Summary","x-kind":"shortText"}},"required":["summary"],"x-order":["summary"]}`

// Every mutation that starts a workflow, asked while Temporal is down:
// each answers as usual, having written its start with its own rows; when
// Temporal is back the worker's dispatcher starts each workflow, once, and
// it does its work once. Each workflow carries the hackathon's search
// attributes.
func TestWorkflowStartsWrittenWhileTemporalIsDown(t *testing.T) {
	s := need(t)
	ctx := t.Context()
	e := s.newEvent(t, "Offline")
	_, err := s.st.Pool().Exec(ctx, `UPDATE hackathons SET phase = 'HACKING', ideas_required = true, ideas_require_approval = true,
	  ideas_throughout_hacking = true, can_register_outside_registration_phase = true WHERE id = $1`, e.hackathon.ID)
	require.NoError(t, err)
	require.NoError(t, s.st.AddHackathonRole(ctx, e.hackathon.ID, e.creator.id, domain.RoleManager), "told of ideas to approve")
	team, err := s.st.CreateTeam(ctx, store.NewTeam{HackathonID: e.hackathon.ID, Name: "Offliners", CreatorID: e.participant.id})
	require.NoError(t, err)
	categoryID, err := s.st.CreateCompetitionCategory(ctx, e.hackathon.ID, "Main", []byte(submissionTemplate))
	require.NoError(t, err)
	joiner := s.newPerson(t, "jay")
	invitee := "judge-" + strconv.FormatInt(e.hackathon.ID, 10) + "@example.com"

	eventually(t, 60*time.Second, "the worker polls its task queue", s.workerPolls)
	s.temporal.kill()
	t.Cleanup(func() {
		if !s.temporal.running() {
			s.startTemporal()
			_ = waitFor(60*time.Second, "Temporal is back", s.temporalHealthy)
		}
	})

	var idea struct {
		CreateIdea struct{ Idea struct{ ID string } }
	}
	require.Empty(t, e.participant.client.GraphQL(`mutation($h: ID!) { createIdea(input: {hackathonId: $h, name: "Offline idea",
	  description: "Short", detailDescription: "Long"}) { idea { id } } }`, map[string]any{"h": e.id}, &idea))
	inviteUID := e.inviteJudge(t, invitee)
	var export struct {
		ExportParticipantsCsv struct{ Export struct{ UID string } }
	}
	require.Empty(t, e.creator.client.GraphQL(`mutation($h: ID!) { exportParticipantsCsv(input: {hackathonId: $h}) { export { uid } } }`,
		map[string]any{"h": e.id}, &export))
	_, aiUID := e.askAI(t, s)
	require.Empty(t, e.participant.client.GraphQL(`mutation($team: ID!, $cat: ID!) { updateSubmission(input: {teamId: $team, categoryId: $cat,
	  response: {summary: "Built offline"}, submitted: true}) { submission { id } } }`,
		map[string]any{"team": team.ID, "cat": categoryID}, nil))
	require.Empty(t, joiner.client.GraphQL(`mutation($h: ID!, $token: String) { joinHackathon(input: {hackathonId: $h, inviteToken: $token}) { hackathon { id } } }`,
		map[string]any{"h": e.id, "token": e.hackathon.InviteToken}, nil))
	require.Equal(t, 6, s.count(t, `SELECT count(*) FROM workflow_starts WHERE hackathon_id = $1`, e.hackathon.ID),
		"each mutation wrote its start")

	s.startTemporal()
	eventually(t, 60*time.Second, "Temporal is back", s.temporalHealthy)
	eventually(t, 60*time.Second, "the dispatcher started every written workflow", func() bool {
		return s.count(t, `SELECT count(*) FROM workflow_starts WHERE hackathon_id = $1`, e.hackathon.ID) == 0
	})

	ideaID, err := strconv.ParseInt(idea.CreateIdea.Idea.ID, 10, 64)
	require.NoError(t, err)
	participantID := s.count(t, `SELECT id FROM participants WHERE hackathon_id = $1 AND user_id = $2`, e.hackathon.ID, joiner.id)
	var submissionID int64
	require.NoError(t, s.st.Pool().QueryRow(ctx, `SELECT id FROM submissions WHERE team_id = $1`, team.ID).Scan(&submissionID))
	started := map[string]string{
		workflows.IdeaApprovalWorkflowName:           workflows.IdeaApprovalID(ideaID),
		workflows.InviteWorkflowName:                 workflows.InviteID("JUDGE", inviteUID),
		workflows.ParticipantExportWorkflowName:      workflows.ParticipantExportID(e.hackathon.ID, export.ExportParticipantsCsv.Export.UID),
		workflows.AIFeedbackWorkflowName:             workflows.AIQueryID(aiUID),
		workflows.SubmissionConfirmationWorkflowName: workflows.SubmissionConfirmationID(submissionID),
		workflows.CheckInCodesWorkflowName:           workflows.CheckInCodesID(e.hackathon.ID, int64(participantID)),
	}
	for kind, id := range started {
		t.Run(kind, func(t *testing.T) {
			eventually(t, 30*time.Second, id+" is listed under its hackathon", func() bool {
				return s.runs(t, fmt.Sprintf(`HackathonId = %d AND WorkflowId = %q`, e.hackathon.ID, id)) > 0
			})
			assert.Equal(t, 1, s.runs(t, fmt.Sprintf(`WorkflowId = %q`, id)), "started once")
		})
	}

	done := map[string]func() bool{
		"the invite's e-mail":           func() bool { return s.mails(t, invitee) == 1 },
		"the submission's confirmation": func() bool { return s.mails(t, e.participant.email) == 1 },
		"the check-in code":             func() bool { return s.mails(t, joiner.email) == 1 },
		"the export's file": func() bool {
			return s.count(t, `SELECT count(*) FROM exports WHERE uid = $1 AND state = 'DONE'`, export.ExportParticipantsCsv.Export.UID) == 1
		},
		"the AI's answer": func() bool {
			return s.count(t, `SELECT count(*) FROM ai_queries WHERE uid = $1 AND success`, aiUID) == 1
		},
		"the organizer's approval request": func() bool {
			return s.count(t, `SELECT count(*) FROM notifications WHERE user_id = $1 AND type = 'IDEA_APPROVAL_REQUEST'`, e.creator.id) == 1
		},
	}
	for what, isDone := range done {
		eventually(t, 60*time.Second, what, isDone)
	}
	assert.Equal(t, 1, s.mails(t, invitee), "the invite went once")
	assert.Equal(t, 1, s.mails(t, e.participant.email), "the submission's confirmation went once")
	assert.Equal(t, 1, s.mails(t, joiner.email), "the check-in code went once")
}

// A worker that starts while Temporal is down waits for it, rather than
// exit, and polls once it is back.
func TestAWorkerStartedBeforeTemporalWaitsForIt(t *testing.T) {
	s := need(t)
	eventually(t, 60*time.Second, "the worker polls its task queue", s.workerPolls)
	s.temporal.kill()
	s.worker.terminate()
	s.restartWorker(t)
	t.Cleanup(func() {
		if !s.temporal.running() {
			s.startTemporal()
			_ = waitFor(60*time.Second, "Temporal is back", s.temporalHealthy)
		}
	})

	eventually(t, 60*time.Second, "the worker says it waits, twice", func() bool {
		log, _ := os.ReadFile(filepath.Join(s.dir, "worker.log"))
		return strings.Count(string(log), "waiting for Temporal") >= 2
	})
	require.True(t, s.worker.running(), "the worker waits rather than exits")
	s.startTemporal()
	eventually(t, 60*time.Second, "Temporal is back", s.temporalHealthy)
	eventually(t, 60*time.Second, "the waiting worker polls", s.workerPolls)
}

// workerPolls reports whether the suite's current worker process polls its
// task queue (a poller's identity starts with its pid).
func (s *suite) workerPolls() bool {
	d, err := s.tc.DescribeTaskQueue(context.Background(), taskQueue, enumspb.TASK_QUEUE_TYPE_WORKFLOW)
	if err != nil || s.worker.cmd == nil {
		return false
	}
	for _, p := range d.GetPollers() {
		if strings.HasPrefix(p.GetIdentity(), strconv.Itoa(s.worker.cmd.Process.Pid)+"@") {
			return true
		}
	}
	return false
}

// runs counts the workflow runs Temporal's visibility lists for query.
func (s *suite) runs(t *testing.T, query string) int {
	t.Helper()
	resp, err := s.tc.ListWorkflow(t.Context(), &workflowservice.ListWorkflowExecutionsRequest{Query: query})
	if err != nil {
		return 0
	}
	return len(resp.GetExecutions())
}
