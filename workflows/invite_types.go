package workflows

import (
	"fmt"
	"time"

	"github.com/hackforge/hackforge/domain"
)

// Inputs and results of the Invite and InviteBatch workflows, their
// updates and query, and of the activities they call.

// InviteInput starts the Invite workflow of one round of one invite
// (store.db.Invite's Uid and Round). Place names it in the summary.
type InviteInput struct {
	UID   string
	Round int32
	Kind  domain.InviteKind
	Email string
	Place string // e.g. "Hack the Planet (hackathon 42)"
	// HackathonID and OrganizationID are the place's, for its search attributes.
	HackathonID, OrganizationID int64
	// RemindAt: the reminder goes out then if no answer came; ExpiresAt:
	// the invite expires then (the row's expires_at).
	RemindAt, ExpiresAt time.Time
	// DeliverWithin bounds the retries of an e-mail; then it counts as failed.
	DeliverWithin domain.Duration
}

// HackathonPlace and OrganizationPlace name an invite's place in its memo.
func HackathonPlace(name string, id int64) string {
	return fmt.Sprintf("%s (hackathon %d)", name, id)
}

func OrganizationPlace(name string, id int64) string {
	return fmt.Sprintf("%s (organization %d)", name, id)
}

// InviteBatchInput starts the Invite workflows of one request.
type InviteBatchInput struct {
	Invites []InviteInput
}

// InviteBatchResult counts the workflows started and those already running.
type InviteBatchResult struct {
	Started, AlreadyRunning int
}

// AnswerInviteInput is the input of AnswerInviteUpdate: the signed-in user
// who answers, as the API authenticated them.
type AnswerInviteInput struct {
	UserID int64
	Email  string
	Answer domain.InviteAnswer
}

// InviteOutcome is how an update left the invite.
type InviteOutcome struct {
	Status domain.InviteStatus
}

// InviteState is the result of InviteStateQuery.
type InviteState struct {
	Status   domain.InviteStatus
	Delivery domain.InviteDelivery
	// Sends counts e-mails asked for (the first, resends and the reminder).
	Sends        int
	ReminderSent bool
}

// DeliverInviteInput is the input of DeliverInviteActivity: e-mail number
// Send of the round (keyed uid:round:send, marked sent once the server
// accepts it); the first also notifies an invitee who has an account.
// Reminder selects the reminder's wording.
type DeliverInviteInput struct {
	UID      string
	Round    int32
	Send     int
	Reminder bool
}

// MarkInviteDeliveryFailedInput records why the e-mail could not go.
type MarkInviteDeliveryFailedInput struct {
	UID    string
	Round  int32
	Reason string
}

// AcceptInviteInput is the input of AcceptInviteActivity.
type AcceptInviteInput struct {
	UID    string
	Round  int32
	UserID int64
}

// CloseInviteInput is the input of CloseInviteActivity: DECLINED (with the
// user), REVOKED or EXPIRED.
type CloseInviteInput struct {
	UID    string
	Round  int32
	Status domain.InviteStatus
	UserID *int64 `json:",omitempty"`
}
