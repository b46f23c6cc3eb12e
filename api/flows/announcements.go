package flows

import (
	"context"
	"errors"
	"time"

	"go.temporal.io/api/serviceerror"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/temporal"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
	"github.com/hackforge/hackforge/workflows"
)

// announcementTimeout bounds an edit or cancellation, which writes to Postgres.
const announcementTimeout = 30 * time.Second

// Announcement is the workflow of announcement a of hackathon h.
func Announcement(a record.Announcement, h record.Hackathon) workflows.Start {
	return workflows.AnnouncementStart(workflows.AnnouncementInput{
		AnnouncementID: a.ID, HackathonID: h.ID, OrganizationID: h.OrganizationID, HackathonName: h.Name, Audience: a.Audience,
		AnnouncementSchedule: workflows.AnnouncementSchedule{SendAt: a.SendAt, Revision: a.Revision},
	})
}

// EditAnnouncement sends an edit to the announcement's workflow, which
// writes it unless sending has started (a Conflict on id). A scheduled
// announcement whose workflow is not running (its start still waits in
// Postgres) gets it started first.
func (f *Flows) EditAnnouncement(ctx context.Context, a record.Announcement, h record.Hackathon, edit workflows.AnnouncementEdit) error {
	return f.updateAnnouncement(ctx, a, h, workflows.EditAnnouncementUpdate, edit)
}

// CancelAnnouncement cancels the announcement through its workflow, unless
// sending has started (a Conflict on id).
func (f *Flows) CancelAnnouncement(ctx context.Context, a record.Announcement, h record.Hackathon) error {
	return f.updateAnnouncement(ctx, a, h, workflows.CancelAnnouncementUpdate)
}

func (f *Flows) updateAnnouncement(ctx context.Context, a record.Announcement, h record.Hackathon, update string, args ...any) error {
	if err := f.reachable(ctx); err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, announcementTimeout)
	defer cancel()
	send := func() error {
		handle, err := f.Client.UpdateWorkflow(ctx, client.UpdateWorkflowOptions{
			WorkflowID: workflows.AnnouncementID(h.ID, a.ID), UpdateName: update, Args: args,
			WaitForStage: client.WorkflowUpdateStageCompleted,
		})
		if err == nil {
			err = handle.Get(ctx, nil)
		}
		return err
	}
	err := send()
	if isNotRunning(err) {
		if err = f.Start(ctx, Announcement(a, h)); err == nil {
			err = send()
		}
	}
	var appErr *temporal.ApplicationError
	var started *serviceerror.WorkflowExecutionAlreadyStarted
	if (errors.As(err, &appErr) && appErr.Type() == workflows.AnnouncementNotScheduledErrorType) || errors.As(err, &started) || isNotRunning(err) {
		return store.AnnouncementNotScheduled(domain.AnnouncementSending)
	}
	return err
}
