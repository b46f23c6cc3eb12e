package access

import (
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/record"
)

// ShowsMembersOnPage: a hackathon's page shows its judges or mentors to
// everyone who may view it when its management team is visible
// (managementTeamVisible) and it has that role at all (issue 33).
func ShowsMembersOnPage(kind domain.InviteKind, h record.Hackathon) bool {
	if !h.ManagementTeamVisible {
		return false
	}
	switch kind {
	case domain.InviteJudge:
		return h.HasJudges
	case domain.InviteMentor:
		return h.HasMentors
	}
	return false
}
