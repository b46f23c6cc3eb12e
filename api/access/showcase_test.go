package access

import (
	"testing"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/record"
)

func TestShowsMembersOnPage(t *testing.T) {
	for _, c := range []struct {
		name                  string
		kind                  domain.InviteKind
		visible, judges, ment bool
		want                  bool
	}{
		{"judges, team visible", domain.InviteJudge, true, true, false, true},
		{"judges, team hidden", domain.InviteJudge, false, true, true, false},
		{"judges, none held", domain.InviteJudge, true, false, true, false},
		{"mentors, team visible", domain.InviteMentor, true, false, true, true},
		{"mentors, none held", domain.InviteMentor, true, true, false, false},
		{"Heroes are never shown", domain.InviteVolunteer, true, true, true, false},
	} {
		h := record.Hackathon{ManagementTeamVisible: c.visible, HasJudges: c.judges, HasMentors: c.ment, HasVolunteers: true}
		if got := ShowsMembersOnPage(c.kind, h); got != c.want {
			t.Errorf("%s: got %v, want %v", c.name, got, c.want)
		}
	}
}
