package store_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// writtenExport records an export whose use case writes a start named id.
func writtenExport(t *testing.T, st *store.Store, id string) record.Export {
	t.Helper()
	ctx := t.Context()
	org, err := st.CreateOrganization(ctx, "Starts org "+id, newUser(t, st, "owner-"+id))
	require.NoError(t, err)
	h, err := st.CreateHackathon(ctx, store.NewHackathon{
		Name: "Started " + id, StartDatetime: time.Now(), EndDatetime: time.Now().Add(48 * time.Hour), TimeZone: "UTC",
		AllowedParticipants: "PUBLIC", MaxTeamSize: 2, OrganizationID: org.ID, CreatorID: org.CreatorID,
	})
	require.NoError(t, err)
	e, err := st.CreateExport(ctx, h.ID, org.CreatorID, "p.csv", time.Now().Add(time.Hour), func(e record.Export) store.WorkflowStart {
		return store.WorkflowStart{WorkflowID: id, WorkflowType: "ParticipantExport", Input: map[string]string{"UID": e.Uid}, HackathonID: h.ID}
	})
	require.NoError(t, err)
	return e
}

func TestAWrittenStartIsClaimedByOneDispatcherAtATime(t *testing.T) {
	st := open(t)
	ctx := t.Context()
	e := writtenExport(t, st, "claim-once")

	row, claimed, err := st.ClaimWorkflowStart(ctx, "claim-once", time.Minute)
	require.NoError(t, err)
	require.True(t, claimed)
	assert.JSONEq(t, `{"UID": "`+e.Uid+`"}`, string(row.Input), "the input written with the export")
	_, again, err := st.ClaimWorkflowStart(ctx, "claim-once", time.Minute)
	require.NoError(t, err)
	assert.False(t, again, "a claimed start is nobody else's")
	due, err := st.ClaimDueWorkflowStarts(ctx, time.Now().Add(time.Hour), 100, time.Minute)
	require.NoError(t, err)
	assert.NotContains(t, workflowIDs(due), "claim-once")

	require.NoError(t, st.WorkflowStarted(ctx, row.ID))
	_, claimed, err = st.ClaimWorkflowStart(ctx, "claim-once", time.Minute)
	require.NoError(t, err)
	assert.False(t, claimed, "a started one is gone")
}

func TestAFailedStartWaitsItsRetryAndKeepsWhy(t *testing.T) {
	st := open(t)
	ctx := t.Context()
	writtenExport(t, st, "fail-retry")
	row, _, err := st.ClaimWorkflowStart(ctx, "fail-retry", time.Minute)
	require.NoError(t, err)

	require.NoError(t, st.WorkflowStartFailed(ctx, row.ID, "Temporal is down", time.Hour))
	due, err := st.ClaimDueWorkflowStarts(ctx, time.Now().Add(time.Hour), 100, time.Minute)
	require.NoError(t, err)
	assert.NotContains(t, workflowIDs(due), "fail-retry", "not before its retry")

	require.NoError(t, st.WorkflowStartFailed(ctx, row.ID, "", 0))
	due, err = st.ClaimDueWorkflowStarts(ctx, time.Now().Add(time.Hour), 100, time.Minute)
	require.NoError(t, err)
	i := indexOf(due, "fail-retry")
	require.GreaterOrEqual(t, i, 0, "due once its retry came")
	assert.Equal(t, "Temporal is down", due[i].LastError, "an empty reason keeps the last one")
	assert.Equal(t, int32(2), due[i].Attempts)
}

func TestAUseCaseThatFailsWritesNoStart(t *testing.T) {
	st := open(t)
	ctx := t.Context()
	_, err := st.CreateExport(ctx, -1, -1, "p.csv", time.Now(), func(record.Export) store.WorkflowStart {
		return store.WorkflowStart{WorkflowID: "never", WorkflowType: "ParticipantExport"}
	})
	require.Error(t, err, "no such hackathon")
	_, claimed, err := st.ClaimWorkflowStart(ctx, "never", time.Minute)
	require.NoError(t, err)
	assert.False(t, claimed)
}

func workflowIDs(rows []record.WorkflowStart) []string {
	ids := make([]string, len(rows))
	for i, r := range rows {
		ids[i] = r.WorkflowID
	}
	return ids
}

func indexOf(rows []record.WorkflowStart, id string) int {
	for i, r := range rows {
		if r.WorkflowID == id {
			return i
		}
	}
	return -1
}
