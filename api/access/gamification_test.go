package access

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestGamificationRules(t *testing.T) {
	type can struct{ see, manage, award, history bool }
	cases := []struct {
		name  string
		roles Roles
		want  can
	}{
		{"creator", creator, can{true, true, true, true}},
		{"manager", manager, can{true, true, true, true}},
		{"volunteer awards, manages nothing", volunteer, can{see: true, award: true}},
		{"participant sees", participant, can{see: true}},
		{"mentor sees", mentor, can{see: true}},
		{"judge sees", judge, can{see: true}},
		{"banned: nothing", banned, can{}},
		{"no role: nothing", anonymous, can{}},
		{"member of the organization without a role: nothing", orgMember, can{}},
	}
	for _, c := range cases {
		got := can{CanSeeCompetitions(c.roles), CanManageCompetitions(c.roles), CanAwardScores(c.roles), CanSeeScoreHistory(c.roles)}
		assert.Equal(t, c.want, got, c.name)
	}
}
