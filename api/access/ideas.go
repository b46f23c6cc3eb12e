package access

// Who does what with ideas (SPEC 2.5, 3; docs/decisions.md Ideas). Reading
// an idea also needs the hackathon to be visible (CanViewHackathon).

// IdeaRef is what the rules need to know of one idea.
type IdeaRef struct {
	// ByViewer: the caller created the idea.
	ByViewer bool
	// Hidden: the idea waits for approval, was sent back or was rejected.
	Hidden bool
}

// CanSeeIdeas: anyone with a role in the hackathon (not banned) reads its ideas.
func CanSeeIdeas(r Roles) bool {
	return r.Any()
}

// CanSeeIdea: an idea not yet approved is seen by its creator and the
// creator and managers of the hackathon only.
func CanSeeIdea(r Roles, i IdeaRef) bool {
	return CanSeeIdeas(r) && (!i.Hidden || i.ByViewer || r.Organizer())
}

// CanProposeIdea: participants (not banned; terms are checked apart) and
// the hackathon's creator and managers propose ideas.
func CanProposeIdea(r Roles) bool {
	return (r.IsParticipant && !r.IsBanned) || r.Organizer()
}

// CanEditIdea: only its creator, while they still hold a role.
func CanEditIdea(r Roles, i IdeaRef) bool {
	return i.ByViewer && r.Any()
}

// CanDeleteIdea: its creator, and the hackathon's creator and managers.
func CanDeleteIdea(r Roles, i IdeaRef) bool {
	return CanEditIdea(r, i) || r.Organizer()
}

// CanLikeIdea: whoever sees it.
func CanLikeIdea(r Roles, i IdeaRef) bool {
	return CanSeeIdea(r, i)
}

// CanSeeApproval: the idea's creator, and the hackathon's creator and
// managers, read the approval's history and comments.
func CanSeeApproval(r Roles, i IdeaRef) bool {
	return CanSeeIdeas(r) && (i.ByViewer || r.Organizer())
}

// CanDecideApproval: the hackathon's creator and managers approve, reject or
// send back ideas, and count those pending (viewerCan.approveIdeas says the
// same). SPEC 2.5 and 2.6 name managers; the creator decides too, so that a
// hackathon run by its creator alone does not keep ideas pending for ever
// (docs/decisions.md, Ideas).
func CanDecideApproval(r Roles) bool {
	return r.Organizer()
}

// CanAskAIFeedback: whoever sees the idea.
func CanAskAIFeedback(r Roles, i IdeaRef) bool {
	return CanSeeIdea(r, i)
}
