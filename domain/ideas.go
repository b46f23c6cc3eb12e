package domain

import (
	"fmt"
	"strings"
)

// ApprovalState is where an approval stands (SPEC 3, 4). Values are the
// GraphQL enum values and what Postgres stores.
type ApprovalState string

const (
	ApprovalPending          ApprovalState = "PENDING"
	ApprovalApproved         ApprovalState = "APPROVED"
	ApprovalRejected         ApprovalState = "REJECTED"
	ApprovalChangesRequested ApprovalState = "CHANGES_REQUESTED"
)

var approvalStateNames = map[ApprovalState]string{
	ApprovalPending:          "Pending",
	ApprovalApproved:         "Approved",
	ApprovalRejected:         "Rejected",
	ApprovalChangesRequested: "Changes requested",
}

// DisplayName is how the web app names the state.
func (s ApprovalState) DisplayName() string { return approvalStateNames[s] }

// Decision: a state a manager may set on a pending approval.
func (s ApprovalState) Decision() bool {
	return s == ApprovalApproved || s == ApprovalRejected || s == ApprovalChangesRequested
}

// ApprovalItemType is the kind of item an approval is for; ideas are the
// only one so far.
type ApprovalItemType string

const ApprovalItemIdea ApprovalItemType = "IDEA"

// SupportedStates are the states an approval of the item type goes through,
// in order (SPEC 3: the values come from the server).
func (t ApprovalItemType) SupportedStates() []ApprovalState {
	return []ApprovalState{ApprovalPending, ApprovalApproved, ApprovalChangesRequested, ApprovalRejected}
}

// IdeaOrder sorts a hackathon's ideas.
type IdeaOrder string

const (
	IdeasNewest    IdeaOrder = "NEWEST"
	IdeasMostLiked IdeaOrder = "MOST_LIKED"
)

// IdeaWindow says whether ideas may be created or edited in a phase
// (SPEC 2.4, docs/decisions.md Ideas): before hacking, and during hacking
// only when the hackathon lets ideas come throughout it.
func IdeaWindow(p Phase, throughoutHacking bool) error {
	switch p {
	case PhasePlanning, PhaseRegistrationOpen:
		return nil
	case PhaseHacking:
		if throughoutHacking {
			return nil
		}
		return Invalid("hackathonId", "Ideas are proposed before hacking starts.")
	}
	return Invalid("hackathonId", "The hackathon no longer takes ideas.")
}

// AI services (SPEC 3: AI service). openai is any OpenAI-compatible
// chat-completions endpoint; rubric is the built-in offline reviewer.
const (
	AIServiceOpenAI = "openai"
	AIServiceRubric = "rubric"
)

// IdeaApproved tells the creator their idea was approved.
type IdeaApproved struct {
	IdeaRef
	Comment string `json:"comment,omitempty"`
}

func (IdeaApproved) Type() NotificationType { return NotifyIdeaApproved }
func (n IdeaApproved) Render() RenderedNotice {
	return RenderedNotice{"Idea approved", withComment(fmt.Sprintf("Your idea %q was approved.", n.IdeaName), n.Comment), n.ideaPath()}
}

// IdeaChangesRequested asks the creator to edit and resubmit their idea.
type IdeaChangesRequested struct {
	IdeaRef
	Comment string `json:"comment,omitempty"`
}

func (IdeaChangesRequested) Type() NotificationType { return NotifyIdeaChangesRequested }
func (n IdeaChangesRequested) Render() RenderedNotice {
	return RenderedNotice{"Changes requested", withComment(fmt.Sprintf("Please edit and resubmit your idea %q.", n.IdeaName), n.Comment), fmt.Sprintf("/hackathon/%d/idea/%d/edit", n.HackathonID, n.IdeaID)}
}

func (r IdeaRef) ideaPath() string {
	return fmt.Sprintf("/hackathon/%d/idea/%d/view", r.HackathonID, r.IdeaID)
}

func withComment(text, comment string) string {
	if c := strings.TrimSpace(comment); c != "" {
		return text + " Comment: " + c
	}
	return text
}
