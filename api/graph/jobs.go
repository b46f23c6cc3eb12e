package graph

import (
	"context"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/hackforge/hackforge/api/access"
	"github.com/hackforge/hackforge/api/graph/model"
	"github.com/hackforge/hackforge/api/loaders"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
	"github.com/hackforge/hackforge/workflows"
)

// TemporalUI links workflows to the Temporal Web UI; the zero value links
// nothing.
type TemporalUI struct {
	BaseURL   string // e.g. http://127.0.0.1:8233; "" for no links
	Namespace string
}

// WorkflowURL is the workflow's page in the UI, nil without a BaseURL.
func (t TemporalUI) WorkflowURL(workflowID string) *string {
	if t.BaseURL == "" {
		return nil
	}
	u := strings.TrimRight(t.BaseURL, "/") + "/namespaces/" + url.PathEscape(t.Namespace) + "/workflows/" + url.PathEscape(workflowID)
	return &u
}

// jobs lists one hackathon's jobs for its organizers (and administrators),
// or every hackathon's for administrators.
func (r *Resolver) jobs(ctx context.Context, hackathonID *int64, stuckOnly *bool, first *int) ([]model.Job, error) {
	u, err := viewer(ctx)
	if err != nil {
		return nil, err
	}
	roles, err := platformRoles(ctx, u)
	if err != nil {
		return nil, err
	}
	limit := domain.MaxJobs
	if first != nil {
		if *first < 1 || *first > domain.MaxJobs {
			return nil, domain.Invalid("first", "Ask for 1 to %d jobs.", domain.MaxJobs)
		}
		limit = *first
	}
	admin := access.CanSeeAllJobs(u.ID, roles)
	if hackathonID == nil && !admin {
		return nil, domain.Invalid("hackathonId", "Choose a hackathon: only platform administrators list every hackathon's jobs.")
	}
	if hackathonID != nil {
		v, err := loaders.For(ctx).HackathonNow(ctx, *hackathonID)
		if err != nil {
			return nil, err
		}
		if !access.CanSeeHackathonJobs(v.HackathonRoles, roles) {
			return nil, domain.ErrForbidden
		}
	}
	rows, err := r.Store.OperatorJobs(ctx, store.JobFilter{HackathonID: hackathonID, StuckOnly: stuckOnly != nil && *stuckOnly, Limit: limit})
	if err != nil {
		return nil, err
	}
	views, err := hackathonsOfJobs(ctx, rows)
	if err != nil {
		return nil, err
	}
	out := make([]model.Job, len(rows))
	for i, row := range rows {
		out[i] = r.job(row, views[row.HackathonID].HackathonRoles, admin)
	}
	return out, nil
}

// hackathonsOfJobs reads the jobs' hackathons as the viewer sees them (their
// roles in each), in one statement.
func hackathonsOfJobs(ctx context.Context, rows []record.Job) (map[int64]store.HackathonView, error) {
	seen := map[int64]bool{}
	var ids []int64
	for _, row := range rows {
		if !seen[row.HackathonID] {
			seen[row.HackathonID] = true
			ids = append(ids, row.HackathonID)
		}
	}
	views, err := loaders.For(ctx).Hackathon.LoadAll(ctx, ids)
	if err != nil {
		return nil, err
	}
	byID := make(map[int64]store.HackathonView, len(views))
	for _, v := range views {
		byID[v.ID] = v
	}
	return byID, nil
}

// job shapes one row for a viewer with roles in its hackathon; admin adds
// the workflow's ID and its Temporal link.
func (r *Resolver) job(row record.Job, roles access.Roles, admin bool) model.Job {
	kind, inviteKind := domain.JobKind(row.Kind), domain.InviteKind(row.InviteKind)
	facts := domain.JobFacts{
		Kind: kind, State: row.State, Delivery: row.Delivery, Error: row.Error, Stuck: row.Stuck, NextPhase: domain.Phase(row.NextPhase),
	}
	j := model.Job{
		Key:  row.Kind + ":" + strconv.FormatInt(row.RecordID, 10),
		Kind: kind, RecordID: row.RecordID, HackathonID: row.HackathonID, HackathonName: row.HackathonName,
		State: domain.JobState(facts), Stuck: row.Stuck, Subject: jobSubject(row, roles, admin),
		StartedAt: row.StartedAt, LastProgressAt: row.ProgressAt, DueAt: row.DueAt,
		Actions: access.JobActions(roles, kind, inviteKind, row.State, row.Stuck),
	}
	if problem := domain.JobProblem(facts); problem != "" {
		j.Problem = &problem
	}
	if admin {
		id := jobWorkflowID(row)
		j.WorkflowID, j.TemporalURL = &id, r.TemporalUI.WorkflowURL(id)
	}
	return j
}

// jobSubject says what the job is about; an invite names its address only
// to those who may see the kind's invites.
func jobSubject(row record.Job, roles access.Roles, admin bool) string {
	switch domain.JobKind(row.Kind) {
	case domain.JobLifecycle:
		return "Phases of " + row.HackathonName
	case domain.JobInvite:
		kind := domain.InviteKind(row.InviteKind)
		subject := "Invitation as " + kind.RoleName()
		if admin || access.CanManageMembers(kind, roles) {
			subject += ": " + row.Label
		}
		return subject
	case domain.JobExport:
		return "Participant export " + row.Label
	case domain.JobIdeaApproval:
		return "Approval of the idea “" + row.Label + "”"
	case domain.JobAIFeedback:
		return "AI feedback on the idea “" + row.Label + "”"
	}
	return row.Label // a written start's summary
}

// jobWorkflowID is the ID the job's workflow runs under (workflows/ids.go).
func jobWorkflowID(row record.Job) string {
	switch domain.JobKind(row.Kind) {
	case domain.JobLifecycle:
		return workflows.HackathonLifecycleID(row.HackathonID)
	case domain.JobInvite:
		return workflows.InviteID(domain.InviteKind(row.InviteKind), row.WorkflowKey)
	case domain.JobExport:
		return workflows.ParticipantExportID(row.HackathonID, row.WorkflowKey)
	case domain.JobIdeaApproval:
		ideaID, _ := strconv.ParseInt(row.WorkflowKey, 10, 64)
		return workflows.IdeaApprovalID(ideaID)
	case domain.JobAIFeedback:
		return workflows.AIQueryID(row.WorkflowKey)
	case domain.JobWorkflowStart:
		return row.WorkflowKey
	}
	return ""
}

// restartExport starts a fresh export of a failed or stuck export's
// hackathon for the caller, through the export path itself; a stuck one is
// marked failed first, so that it stops counting as running.
func (r *Resolver) restartExport(ctx context.Context, id int64) (*model.ExportParticipantsCSVPayload, error) {
	if _, err := signedInViewerID(ctx); err != nil {
		return nil, err
	}
	e, err := r.Store.ExportByID(ctx, id)
	if err != nil {
		return nil, err
	}
	if _, err := hackathonFor(ctx, e.HackathonID, access.CanExportParticipants); err != nil {
		return nil, err
	}
	switch {
	case e.State == domain.ExportRunning && time.Since(e.CreatedAt) > domain.JobStuckAfter:
		if err := r.Store.FailExport(ctx, e.ID, "Restarted as a new export."); err != nil {
			return nil, err
		}
	case e.State != domain.ExportFailed:
		return nil, domain.Conflict("id", "Only a failed export, or one running for more than 10 minutes, can be restarted.")
	}
	return r.exportParticipants(ctx, e.HackathonID)
}
