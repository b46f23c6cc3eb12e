// Package workflows holds Hackforge's durable logic. It performs no I/O:
// everything that touches Postgres, SMTP or HTTP runs in package activities.
package workflows

// TaskQueue is the default task queue of the hackforge worker.
const TaskQueue = "hackforge"

// Workflow type names, as shown in the Temporal Web UI.
const (
	PasswordResetWorkflowName = "PasswordReset"
)

// Activity names.
const (
	SendPasswordResetEmailActivity = "SendPasswordResetEmail"
)

// Hackathon lifecycle (phase progression): workflow, activities, signal,
// update, query and typed error names.
const (
	HackathonLifecycleWorkflowName = "HackathonLifecycle"

	LoadHackathonTimelineActivity  = "LoadHackathonTimeline"
	ApplyPhaseTransitionActivity   = "ApplyPhaseTransition"
	NotifyPhaseChangeActivity      = "NotifyPhaseChange"
	SendSubmissionReminderActivity = "SendSubmissionReminder"

	// TimelineChangedSignal (input TimelineChangedInput) tells the workflow
	// to reload the timeline from Postgres after the API changed it.
	TimelineChangedSignal = "timeline-changed"
	// AdvanceNowUpdate (input AdvanceNowInput, result AdvanceNowResult)
	// applies the next transition immediately.
	AdvanceNowUpdate = "advance-now"
	// HackathonLifecycleStateQuery returns HackathonLifecycleState.
	HackathonLifecycleStateQuery = "state"

	// HackathonNotFoundErrorType is the type of the non-retryable
	// ApplicationError an activity returns when the hackathon does not exist
	// (temporal.NewNonRetryableApplicationError(msg, HackathonNotFoundErrorType, nil)).
	// The lifecycle workflow then ends cleanly.
	HackathonNotFoundErrorType = "HackathonNotFound"
	// PhaseMismatchErrorType: an advance-now whose ExpectedPhase is not the
	// current phase (rejected by the validator, or failed if the phase moved
	// between acceptance and execution).
	PhaseMismatchErrorType = "PhaseMismatch"
	// NoNextPhaseErrorType: advance-now at COMPLETE.
	NoNextPhaseErrorType = "NoNextPhase"
)

// Invites: one Invite workflow per invite round, started by an InviteBatch
// per request (through StartInvitesActivity); updates and query of the
// Invite workflow, its activities and typed error names.
const (
	InviteWorkflowName      = "Invite"
	InviteBatchWorkflowName = "InviteBatch"

	// StartInvitesActivity (input InviteBatchInput, result
	// InviteBatchResult) starts the Invite workflows of a batch.
	StartInvitesActivity             = "StartInvites"
	DeliverInviteActivity            = "DeliverInvite"
	MarkInviteDeliveryFailedActivity = "MarkInviteDeliveryFailed"
	AcceptInviteActivity             = "AcceptInvite"
	CloseInviteActivity              = "CloseInvite"

	// AnswerInviteUpdate (input AnswerInviteInput, result InviteOutcome):
	// the invitee accepts or declines. The validator refuses anyone but the
	// invitee (InviteWrongUserErrorType) and a closed invite (InviteClosedErrorType).
	AnswerInviteUpdate = "answer"
	// RevokeInviteUpdate (no input, result InviteOutcome) withdraws it.
	RevokeInviteUpdate = "revoke"
	// ResendInviteUpdate (no input, no result) sends the e-mail again.
	ResendInviteUpdate = "resend"
	// InviteStateQuery returns InviteState.
	InviteStateQuery = "state"

	InviteWrongUserErrorType = "InviteWrongUser"
	InviteClosedErrorType    = "InviteClosed"
)

// Check-in codes: the workflow that e-mails participants their personal QR
// code, and its activity (input CheckInCodesInput, result CheckInCodesResult).
const (
	CheckInCodesWorkflowName = "CheckInCodes"
	SendCheckInCodesActivity = "SendCheckInCodes"
)

// Participant exports: one ParticipantExport workflow per export writes the
// CSV file into Postgres and deletes it when its retention ends.
const (
	ParticipantExportWorkflowName = "ParticipantExport"

	// WriteParticipantExportActivity (input ExportActivityInput, result
	// WriteParticipantExportResult) writes the file, heartbeating the rows
	// written.
	WriteParticipantExportActivity  = "WriteParticipantExport"
	FailParticipantExportActivity   = "FailParticipantExport"
	ExpireParticipantExportActivity = "ExpireParticipantExport"

	// ExportGoneErrorType: the export row is missing or no longer running;
	// the workflow ends without writing.
	ExportGoneErrorType = "ExportGone"
)

// Idea approval: one IdeaApproval workflow per idea whose hackathon requires
// approval; its activities, updates, query and typed error names.
const (
	IdeaApprovalWorkflowName = "IdeaApproval"

	// NotifyIdeaApprovalRequestActivity (input NotifyIdeaApprovalInput)
	// tells the hackathon's creator and managers an idea waits.
	NotifyIdeaApprovalRequestActivity = "NotifyIdeaApprovalRequest"
	// SendIdeaApprovalReminderActivity (input NotifyIdeaApprovalInput)
	// e-mails them when it still waits after the reminder delay.
	SendIdeaApprovalReminderActivity = "SendIdeaApprovalReminder"
	// RecordIdeaDecisionActivity (input RecordIdeaDecisionInput) writes a
	// state change with its history row and tells the idea's creator.
	RecordIdeaDecisionActivity = "RecordIdeaDecision"

	// DecideIdeaUpdate (input IdeaDecision, result IdeaApprovalState): an
	// organizer approves, rejects or requests changes; the validator refuses
	// anyone else (IdeaApprovalForbiddenErrorType) and an approval that is
	// not PENDING (IdeaApprovalNotPendingErrorType).
	DecideIdeaUpdate = "decide"
	// ResubmitIdeaUpdate (input IdeaResubmission, result IdeaApprovalState):
	// the idea's creator sends it back after CHANGES_REQUESTED, which
	// restarts the wait.
	ResubmitIdeaUpdate = "resubmit"
	// IdeaApprovalStateQuery returns IdeaApprovalState.
	IdeaApprovalStateQuery = "state"

	IdeaApprovalForbiddenErrorType  = "IdeaApprovalForbidden"
	IdeaApprovalNotPendingErrorType = "IdeaApprovalNotPending"
	// IdeaGoneErrorType: the idea or its approval was deleted; the workflow ends.
	IdeaGoneErrorType = "IdeaGone"
)

// AI feedback: one AIFeedback workflow per AI query.
const (
	AIFeedbackWorkflowName = "AIFeedback"

	// AskAIFeedbackActivity (input AIFeedbackInput, result string, the
	// Markdown answer) asks the query's service about the idea.
	AskAIFeedbackActivity = "AskAIFeedback"
	// FinishAIQueryActivity (input FinishAIQueryInput) stores the outcome.
	FinishAIQueryActivity = "FinishAIQuery"

	// AIRejectedErrorType: the service refused the key, the model or the
	// request (4xx other than 429): retrying cannot help.
	AIRejectedErrorType = "AIRejected"
	// AINotConfiguredErrorType: the openai service has no endpoint.
	AINotConfiguredErrorType = "AINotConfigured"
)

// Submission confirmations: the workflow that e-mails a team's members that
// its submission was received, and its activity (input
// SubmissionConfirmationInput, result SubmissionConfirmationResult).
const (
	SubmissionConfirmationWorkflowName = "SubmissionConfirmation"
	SendSubmissionConfirmationActivity = "SendSubmissionConfirmation"
)

// Join request e-mails: the workflow that e-mails a team's admins that
// someone asked to join, and its activity (input JoinRequestEmailInput,
// result JoinRequestEmailResult).
const (
	JoinRequestEmailWorkflowName = "JoinRequestEmail"
	SendJoinRequestEmailActivity = "SendJoinRequestEmail"
)

// Results announcement: the workflow that tells the winning teams that the
// results are published, and its activity (input ResultsAnnouncementInput,
// result ResultsAnnouncementResult).
const (
	ResultsAnnouncementWorkflowName = "ResultsAnnouncement"
	AnnounceResultsActivity         = "AnnounceResults"
)

// Account deletion: the workflow that finishes deleting an account once the
// mutation has signed its person out.
const (
	AccountDeletionWorkflowName = "AccountDeletion"

	// EraseAccountActivity (input EraseAccountInput) erases the personal
	// data the deleted account still holds.
	EraseAccountActivity = "EraseAccount"

	// AccountNotDeletedErrorType: the account is missing or was not
	// deleted; the workflow ends without erasing.
	AccountNotDeletedErrorType = "AccountNotDeleted"
)

// Announcements: one Announcement workflow per announcement sleeps until its
// time and delivers it; its activities, updates, signal, query and typed
// error names.
const (
	AnnouncementWorkflowName = "Announcement"

	// EditAnnouncementActivity (input EditAnnouncementInput, result
	// AnnouncementSchedule) writes an edit of a scheduled announcement.
	EditAnnouncementActivity = "EditAnnouncement"
	// CancelAnnouncementActivity (input AnnouncementRef) cancels it.
	CancelAnnouncementActivity = "CancelAnnouncement"
	// BeginAnnouncementActivity (input AnnouncementRef, result
	// BeginAnnouncementResult) starts sending a due one and resolves its recipients.
	BeginAnnouncementActivity = "BeginAnnouncement"
	// DeliverAnnouncementBatchActivity (input AnnouncementRef, result
	// DeliverAnnouncementResult) notifies and e-mails the next batch, once each.
	DeliverAnnouncementBatchActivity = "DeliverAnnouncementBatch"
	// FinishAnnouncementActivity (input AnnouncementRef) marks it SENT.
	FinishAnnouncementActivity = "FinishAnnouncement"
	// FollowTimelineInAnnouncementsActivity (input FollowTimelineInput,
	// result []AnnouncementMove) moves the hackathon's phase-relative
	// announcements with its timeline; the lifecycle calls it.
	FollowTimelineInAnnouncementsActivity = "FollowTimelineInAnnouncements"

	// EditAnnouncementUpdate (input AnnouncementEdit, result
	// AnnouncementState) and CancelAnnouncementUpdate (no input, result
	// AnnouncementState): refused (AnnouncementNotScheduledErrorType) once
	// sending has started or it was cancelled.
	EditAnnouncementUpdate   = "edit"
	CancelAnnouncementUpdate = "cancel"
	// AnnouncementMovedSignal (input AnnouncementMove): the lifecycle moved
	// the announcement with its phase.
	AnnouncementMovedSignal = "moved"
	// AnnouncementStateQuery returns AnnouncementState.
	AnnouncementStateQuery = "state"

	AnnouncementNotScheduledErrorType = "AnnouncementNotScheduled"
)
