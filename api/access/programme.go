package access

import (
	"github.com/hackforge/hackforge/store/record"
)

// What organizers publish besides the timeline (SPEC 2.5, 6): the creator
// and managers manage the programme, prizes, goals and resources. The
// schedule is for everyone who may view the hackathon; prizes too once the
// hackathon has them; resources for everyone with a role once it has them;
// goals only for those who manage them.

// CanManageProgramme: the caller may add, change and remove programme
// items, prizes, goals and resources.
func CanManageProgramme(r Roles) bool { return r.Organizer() }

// CanSeePrizes: those who manage them, and anyone who may view the
// hackathon when it has prizes.
func CanSeePrizes(r Roles, h record.Hackathon) bool {
	return CanManageProgramme(r) || h.HasPrizes && CanViewHackathon(r, h, "")
}

// CanSeeResources: those who manage them, and anyone with a role when the
// hackathon has resources.
func CanSeeResources(r Roles, h record.Hackathon) bool {
	return CanManageProgramme(r) || h.HasResources && r.Any()
}

// CanSeeGoals: only those who manage them.
func CanSeeGoals(r Roles) bool { return CanManageProgramme(r) }

// CanDeleteHackathon: its creator alone.
func CanDeleteHackathon(r Roles) bool { return r.IsCreator }
