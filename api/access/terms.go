package access

import (
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/record"
)

// Terms and conditions (SPEC 2.5, 3; docs/decisions.md Participants): the
// creator and managers publish and list versions; participants and people
// who may join accept them; while the hackathon requires terms and the
// latest version is not accepted, participant features stay off.

// CanPublishTerms: the caller may publish a version and list every version.
func CanPublishTerms(r Roles) bool {
	return r.Organizer()
}

// CanAcceptTerms: a participant, or someone who may join (with the share
// token of an invite-only hackathon); never a banned participant.
func CanAcceptTerms(r Roles, h record.Hackathon, inviteToken string) bool {
	return CanJoinHackathon(r, h, inviteToken)
}

// TermsGate is what the terms rule knows of one person in one hackathon.
type TermsGate struct {
	// Required is the hackathon's requireTermsAcceptance flag.
	Required bool
	// Published: the hackathon has at least one version.
	Published bool
	// AcceptedLatest: the person accepted the newest version.
	AcceptedLatest bool
}

// Outstanding: the person must accept the latest version first. With no
// version published there is nothing to accept.
func (g TermsGate) Outstanding() bool {
	return g.Required && g.Published && !g.AcceptedLatest
}

// ErrTermsNotAccepted refuses a participant feature until the latest terms
// are accepted.
var ErrTermsNotAccepted = &domain.Error{Code: domain.CodeForbidden, Field: "terms",
	Message: "Accept the hackathon's latest terms and conditions first."}

// CheckParticipantFeatures is the one check of every participant feature
// (ideas, teams, attendance, ...): a participant, not banned, who accepted
// the latest terms when the hackathon requires them.
func CheckParticipantFeatures(r Roles, g TermsGate) error {
	if !r.IsParticipant || r.IsBanned {
		return domain.ErrForbidden
	}
	if g.Outstanding() {
		return ErrTermsNotAccepted
	}
	return nil
}
