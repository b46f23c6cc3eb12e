package domain

import "fmt"

// FeedbackKind is what a piece of user feedback is (the feedback widget of
// SPEC 1); values are the GraphQL enum values and what Postgres stores.
type FeedbackKind string

const (
	FeedbackBug    FeedbackKind = "BUG"
	FeedbackIdea   FeedbackKind = "IDEA"
	FeedbackPraise FeedbackKind = "PRAISE"
)

// Valid: the kind is one of the three.
func (k FeedbackKind) Valid() bool {
	return k == FeedbackBug || k == FeedbackIdea || k == FeedbackPraise
}

// Feedback limits (docs/decisions.md, Account and feedback).
const (
	FeedbackMaxMessage = 4000
	FeedbackMaxPageURL = 2000
	FeedbackMinRating  = 1
	FeedbackMaxRating  = 5
	// FeedbackPerHour is how many pieces one user may send in an hour.
	FeedbackPerHour = 10
)

// FeedbackThanks thanks the sender of a piece of feedback.
type FeedbackThanks struct {
	FeedbackID int64        `json:"feedbackId"`
	Kind       FeedbackKind `json:"kind"`
}

func (FeedbackThanks) Type() NotificationType { return NotifyFeedbackThanks }
func (n FeedbackThanks) Render() RenderedNotice {
	what := map[FeedbackKind]string{FeedbackBug: "bug report", FeedbackIdea: "idea", FeedbackPraise: "kind words"}[n.Kind]
	if what == "" {
		what = "feedback"
	}
	return RenderedNotice{"Thank you for your feedback", fmt.Sprintf("We received your %s and will read it carefully.", what), ""}
}
