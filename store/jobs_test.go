package store_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// jobsHackathon is a hackathon whose lifecycle heard of its creation, so
// that only the jobs a test makes can be stuck.
func jobsHackathon(t *testing.T, st *store.Store, name string) record.Hackathon {
	t.Helper()
	ctx := t.Context()
	org, err := st.CreateOrganization(ctx, name+" org", newUser(t, st, "organizer"))
	require.NoError(t, err)
	h, err := st.CreateHackathon(ctx, store.NewHackathon{
		Name: name, StartDatetime: time.Now().Add(24 * time.Hour), EndDatetime: time.Now().Add(72 * time.Hour), TimeZone: "UTC",
		AllowedParticipants: "PUBLIC", MaxTeamSize: 4, OrganizationID: org.ID, CreatorID: org.CreatorID,
	})
	require.NoError(t, err)
	require.NoError(t, st.LifecycleAttached(ctx, h))
	return h
}

func jobsOf(t *testing.T, st *store.Store, f store.JobFilter) []record.Job {
	t.Helper()
	jobs, err := st.OperatorJobs(t.Context(), f)
	require.NoError(t, err)
	return jobs
}

func TestAnInviteWhoseDeliveryFailedComesFirst(t *testing.T) {
	t.Parallel()
	st := open(t)
	ctx := t.Context()
	h := jobsHackathon(t, st, "Jobs first")
	invites, err := st.OpenInvites(ctx, store.InvitePlace{Kind: domain.InviteJudge, HackathonID: h.ID}, h.CreatorID,
		[]string{"failed@example.com", "sent@example.com"}, time.Now().Add(time.Hour), nil)
	require.NoError(t, err)
	require.Len(t, invites.Opened, 2)
	byEmail := map[string]record.Invite{}
	for _, inv := range invites.Opened {
		byEmail[inv.Email] = inv
	}
	failed, sent := byEmail["failed@example.com"], byEmail["sent@example.com"]
	require.NoError(t, st.SetInviteDelivery(ctx, failed.Uid, failed.Round, domain.DeliveryFailed, "550 mailbox unavailable"))
	require.NoError(t, st.SetInviteDelivery(ctx, sent.Uid, sent.Round, domain.DeliverySent, ""))
	export, err := st.CreateExport(ctx, h.ID, h.CreatorID, "participants.csv", time.Now().Add(time.Hour), nil)
	require.NoError(t, err)

	jobs := jobsOf(t, st, store.JobFilter{HackathonID: &h.ID})
	require.Len(t, jobs, 4, "the lifecycle, two invites and the export")
	first := jobs[0]
	assert.Equal(t, "INVITE", first.Kind)
	assert.Equal(t, failed.ID, first.RecordID, "the failed delivery comes first, though the others moved later")
	assert.True(t, first.Stuck)
	assert.Equal(t, "FAILED", first.Delivery)
	assert.Equal(t, "550 mailbox unavailable", first.Error)
	assert.Equal(t, string(domain.InviteJudge), first.InviteKind)
	assert.Equal(t, failed.Uid, first.WorkflowKey)
	for _, j := range jobs[1:] {
		assert.False(t, j.Stuck, "%s %d", j.Kind, j.RecordID)
	}
	assert.Equal(t, "EXPORT", jobs[1].Kind, "then the newest progress")
	assert.Equal(t, export.ID, jobs[1].RecordID)
	for i := 2; i < len(jobs); i++ {
		assert.False(t, jobs[i].ProgressAt.After(jobs[i-1].ProgressAt), "newest progress first")
	}

	stuck := jobsOf(t, st, store.JobFilter{HackathonID: &h.ID, StuckOnly: true})
	require.Len(t, stuck, 1)
	assert.Equal(t, failed.ID, stuck[0].RecordID)
}

func TestAnExportRunningForMoreThanTenMinutesIsStuck(t *testing.T) {
	t.Parallel()
	st := open(t)
	ctx := t.Context()
	h := jobsHackathon(t, st, "Jobs running")
	export, err := st.CreateExport(ctx, h.ID, h.CreatorID, "participants.csv", time.Now().Add(time.Hour), nil)
	require.NoError(t, err)
	exportJob := func(now time.Time) record.Job {
		t.Helper()
		for _, j := range jobsOf(t, st, store.JobFilter{HackathonID: &h.ID, Now: now}) {
			if j.Kind == "EXPORT" {
				return j
			}
		}
		t.Fatal("the export is not listed")
		return record.Job{}
	}

	assert.False(t, exportJob(export.CreatedAt.Add(9*time.Minute)).Stuck, "running for 9 minutes")
	assert.True(t, exportJob(export.CreatedAt.Add(11*time.Minute)).Stuck, "running for 11 minutes")
	assert.Equal(t, "RUNNING", exportJob(export.CreatedAt.Add(11*time.Minute)).State)
}

func TestAFailedExportStopsBeingStuckOnceALaterOneStarts(t *testing.T) {
	t.Parallel()
	st := open(t)
	ctx := t.Context()
	h := jobsHackathon(t, st, "Jobs failed")
	failed, err := st.CreateExport(ctx, h.ID, h.CreatorID, "participants.csv", time.Now().Add(time.Hour), nil)
	require.NoError(t, err)
	require.NoError(t, st.FailExport(ctx, failed.ID, "disk full"))

	stuck := jobsOf(t, st, store.JobFilter{HackathonID: &h.ID, StuckOnly: true})
	require.Len(t, stuck, 1)
	assert.Equal(t, failed.ID, stuck[0].RecordID)
	assert.Equal(t, "disk full", stuck[0].Error)

	_, err = st.CreateExport(ctx, h.ID, h.CreatorID, "participants.csv", time.Now().Add(time.Hour), nil)
	require.NoError(t, err)
	assert.Empty(t, jobsOf(t, st, store.JobFilter{HackathonID: &h.ID, StuckOnly: true}), "the restart took its place")
}

func TestALifecycleIsStuckWhileItsHackathonStaysMarkedForAMinute(t *testing.T) {
	t.Parallel()
	st := open(t)
	ctx := t.Context()
	attached := jobsHackathon(t, st, "Jobs attached")
	org, err := st.CreateOrganization(ctx, "Jobs marked org", attached.CreatorID)
	require.NoError(t, err)
	marked, err := st.CreateHackathon(ctx, store.NewHackathon{
		Name: "Jobs marked", StartDatetime: time.Now().Add(24 * time.Hour), EndDatetime: time.Now().Add(72 * time.Hour), TimeZone: "UTC",
		AllowedParticipants: "PUBLIC", MaxTeamSize: 4, OrganizationID: org.ID, CreatorID: org.CreatorID,
	})
	require.NoError(t, err)
	require.NotNil(t, marked.LifecycleStaleSince, "created through the store, never attached")
	lifecycle := func(id int64, now time.Time) record.Job {
		t.Helper()
		jobs := jobsOf(t, st, store.JobFilter{HackathonID: &id, Now: now})
		require.Len(t, jobs, 1)
		assert.Equal(t, "LIFECYCLE", jobs[0].Kind)
		return jobs[0]
	}

	later := marked.LifecycleStaleSince.Add(2 * time.Minute)
	assert.False(t, lifecycle(marked.ID, marked.LifecycleStaleSince.Add(30*time.Second)).Stuck, "the sweep has not had its turn yet")
	assert.True(t, lifecycle(marked.ID, later).Stuck)
	assert.False(t, lifecycle(attached.ID, later).Stuck)
	job := lifecycle(marked.ID, later)
	assert.Equal(t, "PLANNING", job.State)
	assert.Equal(t, "HACKING", job.NextPhase, "a new hackathon's next transition is its start")
	require.NotNil(t, job.DueAt)
	assert.WithinDuration(t, marked.StartDatetime, *job.DueAt, time.Second)

	all := jobsOf(t, st, store.JobFilter{StuckOnly: true, Now: later})
	ids := map[int64]bool{}
	for _, j := range all {
		ids[j.HackathonID] = true
	}
	assert.True(t, ids[marked.ID], "without a hackathon, every hackathon's jobs")
	assert.False(t, ids[attached.ID])
}

func TestAStartTemporalHasNotTakenIsAJobStuckAfterAMinute(t *testing.T) {
	t.Parallel()
	st := open(t)
	ctx := t.Context()
	h := jobsHackathon(t, st, "Jobs waiting")
	_, err := st.CreateExport(ctx, h.ID, h.CreatorID, "participants.csv", time.Now().Add(time.Hour), func(record.Export) store.WorkflowStart {
		return store.WorkflowStart{WorkflowID: "participant-export:waiting", WorkflowType: "ParticipantExport",
			Summary: "Participant export 1a2b… of Jobs waiting", HackathonID: h.ID}
	})
	require.NoError(t, err)
	row, _, err := st.ClaimWorkflowStart(ctx, "participant-export:waiting", time.Minute)
	require.NoError(t, err)
	require.NoError(t, st.WorkflowStartFailed(ctx, row.ID, "connection refused", 0))

	waiting := func(jobs []record.Job) record.Job {
		for _, j := range jobs {
			if j.Kind == string(domain.JobWorkflowStart) {
				return j
			}
		}
		t.Fatal("no WORKFLOW_START job")
		return record.Job{}
	}
	soon := waiting(jobsOf(t, st, store.JobFilter{HackathonID: &h.ID}))
	assert.False(t, soon.Stuck, "Temporal may be back within a sweep")
	assert.Equal(t, "Participant export 1a2b… of Jobs waiting", soon.Label)
	assert.Equal(t, "participant-export:waiting", soon.WorkflowKey)

	later := waiting(jobsOf(t, st, store.JobFilter{HackathonID: &h.ID, Now: time.Now().Add(2 * time.Minute)}))
	assert.True(t, later.Stuck)
	assert.Equal(t, "connection refused", later.Error)
}
