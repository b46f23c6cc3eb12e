package workflows

import (
	"time"

	"github.com/hackforge/hackforge/domain"
)

// DefaultIdeaApprovalReminder is how long an idea waits before the
// organizers get an e-mail reminder (docs/decisions.md Ideas).
const DefaultIdeaApprovalReminder = 24 * time.Hour

// IdeaApprovalInput starts the IdeaApproval workflow of one idea.
type IdeaApprovalInput struct {
	IdeaID, ApprovalID, HackathonID, CreatorID int64
	HackathonName, IdeaName                    string
	OrganizationID                             int64 // for the search attribute
	// RemindAfter: the e-mail reminder goes out when the idea still waits
	// this long after a submission.
	RemindAfter domain.Duration
	// State is where the approval stands when the workflow starts: PENDING
	// (""), or CHANGES_REQUESTED when a lost workflow is started again.
	State domain.ApprovalState
}

// IdeaDecision is the input of DecideIdeaUpdate: who decides, as the API
// authenticated them, and their roles.
type IdeaDecision struct {
	UserID      int64
	IsOrganizer bool
	State       domain.ApprovalState
	Comment     string
}

// IdeaResubmission is the input of ResubmitIdeaUpdate.
type IdeaResubmission struct {
	UserID int64
}

// IdeaApprovalState is the result of the updates and of IdeaApprovalStateQuery.
type IdeaApprovalState struct {
	State domain.ApprovalState
	// Round counts submissions: 1, then one more per resubmission.
	Round         int
	RemindersSent int
}

// NotifyIdeaApprovalInput is the input of the request and reminder activities.
type NotifyIdeaApprovalInput struct {
	IdeaApprovalInput
	Round int
}

// RecordIdeaDecisionInput moves the approval From To, by UserID, and tells
// the idea's creator (not for a resubmission, To PENDING).
type RecordIdeaDecisionInput struct {
	IdeaApprovalInput
	From, To domain.ApprovalState
	Comment  string
	UserID   int64
}

// AIFeedbackInput starts the AIFeedback workflow of one query.
type AIFeedbackInput struct {
	UID     string
	Service string
	IdeaID  int64
}

// FinishAIQueryInput stores a query's outcome.
type FinishAIQueryInput struct {
	UID      string
	Response string
	Errored  bool
}
