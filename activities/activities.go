// Package activities holds the side effects of Hackforge's workflows: reads
// and writes in Postgres, e-mails, notifications. Temporal may run an
// activity more than once, so each one is idempotent.
package activities

import (
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/worker"

	"github.com/hackforge/hackforge/activities/mail"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/workflows"
)

// Activities holds what the activities need.
type Activities struct {
	Store  *store.Store
	Mailer *mail.Mailer
	// PublicURL is where the web app is reached, for links in e-mails.
	PublicURL string
	// AI is the openai service's endpoint; unset, only rubric answers.
	AI AIConfig
}

// Register adds every activity to a worker under its name from workflows/names.go.
func (a *Activities) Register(w worker.Registry) {
	register := func(fn any, name string) {
		w.RegisterActivityWithOptions(fn, activity.RegisterOptions{Name: name})
	}
	register(a.SendPasswordResetEmail, workflows.SendPasswordResetEmailActivity)
	register(a.LoadHackathonTimeline, workflows.LoadHackathonTimelineActivity)
	register(a.ApplyPhaseTransition, workflows.ApplyPhaseTransitionActivity)
	register(a.NotifyPhaseChange, workflows.NotifyPhaseChangeActivity)
	register(a.SendSubmissionReminder, workflows.SendSubmissionReminderActivity)
	register(a.StartInvites, workflows.StartInvitesActivity)
	register(a.DeliverInvite, workflows.DeliverInviteActivity)
	register(a.MarkInviteDeliveryFailed, workflows.MarkInviteDeliveryFailedActivity)
	register(a.AcceptInvite, workflows.AcceptInviteActivity)
	register(a.CloseInvite, workflows.CloseInviteActivity)
	register(a.SendCheckInCodes, workflows.SendCheckInCodesActivity)
	register(a.WriteParticipantExport, workflows.WriteParticipantExportActivity)
	register(a.FailParticipantExport, workflows.FailParticipantExportActivity)
	register(a.ExpireParticipantExport, workflows.ExpireParticipantExportActivity)
	register(a.NotifyIdeaApprovalRequest, workflows.NotifyIdeaApprovalRequestActivity)
	register(a.SendIdeaApprovalReminder, workflows.SendIdeaApprovalReminderActivity)
	register(a.RecordIdeaDecision, workflows.RecordIdeaDecisionActivity)
	register(a.AskAIFeedback, workflows.AskAIFeedbackActivity)
	register(a.FinishAIQuery, workflows.FinishAIQueryActivity)
	register(a.SendSubmissionConfirmation, workflows.SendSubmissionConfirmationActivity)
	register(a.SendJoinRequestEmail, workflows.SendJoinRequestEmailActivity)
	register(a.AnnounceResults, workflows.AnnounceResultsActivity)
	register(a.EraseAccount, workflows.EraseAccountActivity)
	register(a.EditAnnouncement, workflows.EditAnnouncementActivity)
	register(a.CancelAnnouncement, workflows.CancelAnnouncementActivity)
	register(a.BeginAnnouncement, workflows.BeginAnnouncementActivity)
	register(a.DeliverAnnouncementBatch, workflows.DeliverAnnouncementBatchActivity)
	register(a.FinishAnnouncement, workflows.FinishAnnouncementActivity)
	register(a.FollowTimelineInAnnouncements, workflows.FollowTimelineInAnnouncementsActivity)
}
