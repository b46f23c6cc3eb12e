package domain

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestTeamsOpen(t *testing.T) {
	assert.False(t, TeamsOpen(PhasePlanning))
	assert.False(t, TeamsOpen(PhaseRegistrationOpen))
	assert.True(t, TeamsOpen(PhaseHacking))
	assert.True(t, TeamsOpen(PhaseJudging))
}

func TestMatchSkills(t *testing.T) {
	m := MatchSkills([]string{"Backend", "design"}, []string{"Frontend", "Design", "Pitching", "Frontend"})
	assert.Equal(t, []string{"Design"}, m.Shared)
	assert.Equal(t, []string{"Frontend", "Pitching"}, m.Brings)
	assert.Equal(t, 5, m.Score())
	assert.Zero(t, MatchSkills(nil, nil).Score())
	assert.Equal(t, 2, MatchSkills(nil, []string{"Backend"}).Score(), "a team without skills gains everything")
}

func TestTeamRoleValid(t *testing.T) {
	assert.True(t, TeamAdmin.Valid())
	assert.True(t, TeamMember.Valid())
	assert.False(t, TeamRole("OWNER").Valid())
}
