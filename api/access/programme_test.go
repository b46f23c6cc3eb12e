package access

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/record"
)

func TestProgrammeRules(t *testing.T) {
	bare := record.Hackathon{AllowedParticipants: domain.AllowInviteOnly}
	withBoth := record.Hackathon{AllowedParticipants: domain.AllowInviteOnly, HasPrizes: true, HasResources: true}
	publicWithBoth := record.Hackathon{AllowedParticipants: domain.AllowPublic, HasPrizes: true, HasResources: true}
	type can struct{ manage, prizes, resources, goals, delete bool }
	cases := []struct {
		name  string
		roles Roles
		h     record.Hackathon
		want  can
	}{
		{"creator, no flags", creator, bare, can{true, true, true, true, true}},
		{"manager, no flags", manager, bare, can{true, true, true, true, false}},
		{"participant, no flags", participant, bare, can{}},
		{"participant, both flags", participant, withBoth, can{prizes: true, resources: true}},
		{"mentor, both flags", mentor, withBoth, can{prizes: true, resources: true}},
		{"judge, both flags", judge, withBoth, can{prizes: true, resources: true}},
		{"volunteer, both flags", volunteer, withBoth, can{prizes: true, resources: true}},
		{"banned, both flags", banned, withBoth, can{}},
		{"no role, invite-only", anonymous, withBoth, can{}},
		{"no role, public: prizes, not resources", anonymous, publicWithBoth, can{prizes: true}},
	}
	for _, c := range cases {
		got := can{CanManageProgramme(c.roles), CanSeePrizes(c.roles, c.h), CanSeeResources(c.roles, c.h), CanSeeGoals(c.roles), CanDeleteHackathon(c.roles)}
		assert.Equal(t, c.want, got, c.name)
	}
}
