package graph_test

import (
	"net/http/httptest"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api"
	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/api/graph"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

const jobsOp = `query($id: ID, $stuckOnly: Boolean) { jobs(hackathonId: $id, stuckOnly: $stuckOnly) {
  key kind recordId hackathonId state stuck problem subject workflowId temporalUrl actions } }`

type testJob struct {
	Key, Kind, RecordID, HackathonID, State, Subject string
	Stuck                                            bool
	Problem, WorkflowID, TemporalURL                 *string
	Actions                                          []string
}

func listJobs(t *testing.T, c *apitest.Client, vars map[string]any) []testJob {
	t.Helper()
	var out struct{ Jobs []testJob }
	require.Empty(t, c.GraphQL(jobsOp, vars, &out))
	return out.Jobs
}

// failedJudgeInvite is a pending judge invite to the hackathon whose e-mail
// could not be delivered (written through the store: no workflow, no e-mail).
func failedJudgeInvite(t *testing.T, w *world, hackathonID string) (id int64, uid, email string) {
	t.Helper()
	email = "bounced-" + apitest.RandomString(4) + "@example.com"
	opened, err := w.env.Store.OpenInvites(t.Context(), store.InvitePlace{Kind: domain.InviteJudge, HackathonID: intID(hackathonID)},
		w.creator.ID, []string{email}, time.Now().Add(time.Hour), nil)
	require.NoError(t, err)
	inv := opened.Opened[0]
	require.NoError(t, w.env.Store.SetInviteDelivery(t.Context(), inv.Uid, inv.Round, domain.DeliveryFailed, "550 5.1.1 mailbox unavailable"))
	return inv.ID, inv.Uid, email
}

func TestOrganizersSeeStuckJobsFirstWithoutWorkflowIDs(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	inviteID, _, email := failedJudgeInvite(t, w, w.inviteOnlyID)

	jobs := listJobs(t, w.manager.Client, map[string]any{"id": w.inviteOnlyID})
	require.NotEmpty(t, jobs)
	first := jobs[0]
	assert.Equal(t, "INVITE:"+strconv.FormatInt(inviteID, 10), first.Key, "the failed delivery comes first")
	assert.True(t, first.Stuck)
	assert.Equal(t, "Pending, e-mail failed", first.State)
	require.NotNil(t, first.Problem)
	assert.Contains(t, *first.Problem, "550 5.1.1 mailbox unavailable")
	assert.Equal(t, "Invitation as judge: "+email, first.Subject, "the manager manages judges and sees their invites")
	assert.Equal(t, []string{"RESEND_INVITE"}, first.Actions)
	for _, j := range jobs {
		assert.Nil(t, j.WorkflowID, "%s: workflow IDs are for administrators", j.Key)
		assert.Nil(t, j.TemporalURL, j.Key)
	}
	var lifecycle *testJob
	for i := range jobs {
		if jobs[i].Kind == "LIFECYCLE" {
			lifecycle = &jobs[i]
		}
	}
	require.NotNil(t, lifecycle, "the hackathon's lifecycle is a job")
	assert.Equal(t, "Planning → Hacking", lifecycle.State)

	errs := w.participant.Client.GraphQL(jobsOp, map[string]any{"id": w.inviteOnlyID}, nil)
	require.Len(t, errs, 1)
	assert.Equal(t, "FORBIDDEN", errs[0].Extensions["code"])
	errs = w.manager.Client.GraphQL(jobsOp, nil, nil)
	require.Len(t, errs, 1)
	assert.Equal(t, "BAD_USER_INPUT", errs[0].Extensions["code"])
	assert.Equal(t, "hackathonId", errs[0].Extensions["field"], "only administrators list every hackathon's jobs")
	errs = w.manager.Client.GraphQL(`query($id: ID!) { jobs(hackathonId: $id, first: 0) { key } }`, map[string]any{"id": w.inviteOnlyID}, nil)
	require.Len(t, errs, 1)
	assert.Equal(t, "BAD_USER_INPUT", errs[0].Extensions["code"])
	assert.Equal(t, "first", errs[0].Extensions["field"])
}

func TestAdministratorsSeeWorkflowIDsAndTemporalLinks(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	_, uid, _ := failedJudgeInvite(t, w, w.inviteOnlyID)
	admin := newAdmin(t, w.env)
	ui := httptest.NewServer(api.NewRouter(api.Options{
		Store: w.env.Store, Flows: w.env.Flows, LimitScope: apitest.RandomString(4) + ":",
		TemporalUI: graph.TemporalUI{BaseURL: "http://temporal.test:8233/", Namespace: "default"},
	}))
	t.Cleanup(ui.Close)
	withUI := apitest.NewClient(t, ui.URL)
	withUI.Token = admin.Client.Token

	stuck := listJobs(t, withUI, map[string]any{"id": w.inviteOnlyID, "stuckOnly": true})
	require.Len(t, stuck, 1)
	workflowID := "invite:JUDGE:" + uid
	require.NotNil(t, stuck[0].WorkflowID)
	assert.Equal(t, workflowID, *stuck[0].WorkflowID)
	require.NotNil(t, stuck[0].TemporalURL)
	assert.Equal(t, "http://temporal.test:8233/namespaces/default/workflows/"+workflowID, *stuck[0].TemporalURL)
	assert.Empty(t, stuck[0].Actions, "an administrator without a role in the hackathon repairs nothing")

	plain := listJobs(t, admin.Client, map[string]any{"id": w.inviteOnlyID, "stuckOnly": true})
	require.Len(t, plain, 1)
	require.NotNil(t, plain[0].WorkflowID)
	assert.Nil(t, plain[0].TemporalURL, "no TEMPORAL_UI_URL, no link")

	all := listJobs(t, admin.Client, nil)
	assert.NotEmpty(t, all, "every hackathon's jobs")
	assert.LessOrEqual(t, len(all), domain.MaxJobs)
	var canSee struct{ Me struct{ CanSeeAllJobs bool } }
	require.Empty(t, admin.Client.GraphQL(`{ me { canSeeAllJobs } }`, nil, &canSee))
	assert.True(t, canSee.Me.CanSeeAllJobs)
	require.Empty(t, w.manager.Client.GraphQL(`{ me { canSeeAllJobs } }`, nil, &canSee))
	assert.False(t, canSee.Me.CanSeeAllJobs)
}

const restartExportOp = `mutation($id: ID!) { restartExport(input: {id: $id}) { success message export { id state } } }`

func TestRestartExportStartsAFreshExportInPlaceOfAFailedOne(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	ctx := t.Context()
	failed, err := w.env.Store.CreateExport(ctx, intID(w.inviteOnlyID), w.creator.ID, "participants.csv", time.Now().Add(time.Hour), nil)
	require.NoError(t, err)
	require.NoError(t, w.env.Store.FailExport(ctx, failed.ID, "disk full"))
	failedKey := "EXPORT:" + strconv.FormatInt(failed.ID, 10)

	stuck := listJobs(t, w.manager.Client, map[string]any{"id": w.inviteOnlyID, "stuckOnly": true})
	require.Len(t, stuck, 1)
	assert.Equal(t, failedKey, stuck[0].Key)
	assert.Equal(t, []string{"RESTART_EXPORT"}, stuck[0].Actions)

	var out struct {
		RestartExport struct {
			Success bool
			Message string
			Export  struct{ ID, State string }
		}
	}
	require.Empty(t, w.manager.Client.GraphQL(restartExportOp, map[string]any{"id": strconv.FormatInt(failed.ID, 10)}, &out))
	assert.True(t, out.RestartExport.Success, out.RestartExport.Message)
	assert.NotEqual(t, strconv.FormatInt(failed.ID, 10), out.RestartExport.Export.ID, "a new export")
	assert.Empty(t, listJobs(t, w.manager.Client, map[string]any{"id": w.inviteOnlyID, "stuckOnly": true}), "the restart took the failed one's place")

	running, err := w.env.Store.CreateExport(ctx, intID(w.inviteOnlyID), w.creator.ID, "participants.csv", time.Now().Add(time.Hour), nil)
	require.NoError(t, err)
	errs := w.manager.Client.GraphQL(restartExportOp, map[string]any{"id": strconv.FormatInt(running.ID, 10)}, nil)
	require.Len(t, errs, 1)
	assert.Equal(t, "CONFLICT", errs[0].Extensions["code"], "an export running for less than 10 minutes is left alone")
	assert.Equal(t, "id", errs[0].Extensions["field"])
}
