package access

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/record"
)

// The callers of the matrix.
var (
	anonymous   = Roles{}
	creator     = Roles{IsCreator: true}
	manager     = Roles{IsManager: true}
	participant = Roles{IsParticipant: true}
	mentor      = Roles{IsMentor: true}
	judge       = Roles{IsJudge: true}
	volunteer   = Roles{IsVolunteer: true}
	banned      = Roles{IsBanned: true}
	orgMember   = Roles{IsOrganizationMember: true}
)

func hackathon(allowed domain.AllowedParticipants) record.Hackathon {
	return record.Hackathon{AllowedParticipants: allowed, InviteToken: "secret-token"}
}

// hackathonCase is a caller's roles, the hackathon's admission and the
// token the caller brings, with the decision wanted.
type hackathonCase struct {
	name    string
	roles   Roles
	allowed domain.AllowedParticipants
	token   string
	want    bool
}

// assertHackathonCases checks a decision on a hackathon against the cases.
func assertHackathonCases(t *testing.T, decide func(Roles, record.Hackathon, string) bool, cases []hackathonCase) {
	t.Helper()
	for _, c := range cases {
		assert.Equal(t, c.want, decide(c.roles, hackathon(c.allowed), c.token), c.name)
	}
}

func TestCanViewHackathon(t *testing.T) {
	assertHackathonCases(t, CanViewHackathon, []hackathonCase{
		{"anyone sees a public one", anonymous, "PUBLIC", "", true},
		{"no role, invite-only, no token", anonymous, "INVITE_ONLY", "", false},
		{"no role, invite-only, right token", anonymous, "INVITE_ONLY", "secret-token", true},
		{"no role, invite-only, wrong token", anonymous, "INVITE_ONLY", "guess", false},
		{"no role, organization-only", anonymous, "ORGANIZATION", "", false},
		{"organization member, organization-only", orgMember, "ORGANIZATION", "", true},
		{"organization member, invite-only", orgMember, "INVITE_ONLY", "", false},
		{"creator", creator, "INVITE_ONLY", "", true},
		{"manager", manager, "INVITE_ONLY", "", true},
		{"participant", participant, "INVITE_ONLY", "", true},
		{"mentor", mentor, "ORGANIZATION", "", true},
		{"judge", judge, "INVITE_ONLY", "", true},
		{"volunteer", volunteer, "INVITE_ONLY", "", true},
		{"banned participant, invite-only", banned, "INVITE_ONLY", "", false},
		{"banned participant, public", banned, "PUBLIC", "", true},
	})
}

func TestCanJoinHackathon(t *testing.T) {
	assertHackathonCases(t, CanJoinHackathon, []hackathonCase{
		{"public", anonymous, "PUBLIC", "", true},
		{"invite-only with token", anonymous, "INVITE_ONLY", "secret-token", true},
		{"invite-only without token", anonymous, "INVITE_ONLY", "", false},
		{"organization member", orgMember, "ORGANIZATION", "", true},
		{"mentor of an invite-only one needs the token too", mentor, "INVITE_ONLY", "", false},
		{"already a participant", participant, "INVITE_ONLY", "", true},
		{"banned, public", banned, "PUBLIC", "", false},
	})
}

func TestCanManageHackathon(t *testing.T) {
	for roles, want := range map[*Roles]bool{
		&anonymous: false, &creator: true, &manager: true, &participant: false,
		&mentor: false, &judge: false, &volunteer: false, &banned: false, &orgMember: false,
	} {
		assert.Equal(t, want, CanManageHackathon(*roles), "%+v", *roles)
	}
}

func TestCanTransferHackathon(t *testing.T) {
	for roles, want := range map[*Roles]bool{
		&anonymous: false, &creator: true, &manager: false, &participant: false,
		&mentor: false, &judge: false, &volunteer: false, &banned: false, &orgMember: false,
	} {
		assert.Equal(t, want, CanTransferHackathon(*roles), "%+v", *roles)
	}
}

func TestOrganizationRules(t *testing.T) {
	org := record.Organization{ID: 1, CreatorID: 7}
	cases := []struct {
		user         int64
		role         domain.OrganizationRole
		view, create bool
		del          bool
	}{
		{7, "", true, true, true},
		{8, "OWNER", true, true, true},
		{8, "ADMIN", true, true, false},
		{8, "MEMBER", true, false, false},
		{9, "", false, false, false},
	}
	for _, c := range cases {
		assert.Equal(t, c.view, CanViewOrganization(org, c.user, c.role), "view %+v", c)
		assert.Equal(t, c.create, CanCreateHackathonIn(org, c.user, c.role), "create %+v", c)
		assert.Equal(t, c.create, CanUpdateOrganization(org, c.user, c.role), "update %+v", c)
		assert.Equal(t, c.del, CanDeleteOrganization(org, c.user, c.role), "delete %+v", c)
		assert.Equal(t, OrganizationViewerCan{CreateHackathon: c.create, ManageMembers: c.create, Update: c.create, Delete: c.del},
			OrganizationViewerCanOf(org, c.user, c.role), "viewerCan %+v", c)
	}
}
