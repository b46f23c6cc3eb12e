package access

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/record"
)

func TestJobRules(t *testing.T) {
	admin := []record.Role{{Name: string(domain.PlatformAdmin)}}
	cases := []struct {
		name      string
		roles     Roles
		platform  []record.Role
		hackathon bool
	}{
		{"creator", creator, nil, true},
		{"manager", manager, nil, true},
		{"mentor", mentor, nil, false},
		{"judge", judge, nil, false},
		{"volunteer", volunteer, nil, false},
		{"participant", participant, nil, false},
		{"no role", Roles{}, nil, false},
		{"platform admin without a role", Roles{}, admin, true},
	}
	for _, c := range cases {
		assert.Equal(t, c.hackathon, CanSeeHackathonJobs(c.roles, c.platform), c.name)
	}
	assert.True(t, CanSeeAllJobs(1, admin))
	assert.False(t, CanSeeAllJobs(1, nil))
	assert.False(t, CanSeeAllJobs(0, admin), "signed out")
}

func TestJobActionsFollowWhoMayRepair(t *testing.T) {
	resend := []domain.JobAction{domain.JobResendInvite}
	restart := []domain.JobAction{domain.JobRestartExport}
	none := []domain.JobAction{}
	assert.Equal(t, resend, JobActions(manager, domain.JobInvite, domain.InviteJudge, "PENDING", true))
	assert.Equal(t, none, JobActions(manager, domain.JobInvite, domain.InviteOrganizingTeam, "PENDING", true), "only the creator manages the organizing team")
	assert.Equal(t, resend, JobActions(creator, domain.JobInvite, domain.InviteOrganizingTeam, "PENDING", false))
	assert.Equal(t, none, JobActions(creator, domain.JobInvite, domain.InviteJudge, "ACCEPTED", false), "answered")
	assert.Equal(t, restart, JobActions(manager, domain.JobExport, "", "FAILED", true))
	assert.Equal(t, none, JobActions(manager, domain.JobExport, "", "FAILED", false), "a later export took its place")
	assert.Equal(t, none, JobActions(mentor, domain.JobExport, "", "FAILED", true))
	assert.Equal(t, none, JobActions(Roles{}, domain.JobInvite, domain.InviteJudge, "PENDING", true), "an administrator without a role")
}
