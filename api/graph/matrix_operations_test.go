package graph_test

import (
	"maps"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/domain"
)

// The operations of the authorisation matrix (matrix_test.go), by row name:
// each reads the people it may reach, so that the e-mail check sees them.

// matrixOperation is one row's request.
type matrixOperation struct {
	doc string
	// vars aims the operation at the world; tg is the cell's hackathon:
	// world.target, or a new one when fresh.
	vars func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any
	// fresh: the operation changes the hackathon's roles or phase, so each
	// cell gets a new one and leaves the other cells' world as it was.
	fresh bool
	// namesTarget: the answer names the target hackathon to whoever calls
	// (an invite shows the holder of its link what it invites to).
	namesTarget bool
}

const (
	matrixPerson          = `{ id displayName email }`
	matrixHackathonFields = `{ id name allowedParticipants inviteToken isCreator isManager isParticipant isBanned creator ` + matrixPerson +
		` organization { id name userMembershipRole creator ` + matrixPerson + ` } }`
	matrixHackathonByID = `query($id: ID!, $token: String) { hackathon(id: $id, inviteToken: $token) ` + matrixHackathonFields + ` }`
	matrixHackathonList = `query($filter: HackathonListFilter!) { hackathons(filter: $filter, first: 100) { totalCount items ` + matrixHackathonFields + ` } }`
	matrixOrgFields     = `{ id name description userMembershipRole creator ` + matrixPerson + ` viewerCan { update delete } }`
	matrixTimeline      = `{ hackathonId phase nextPhase slots { phase startsAt } }`
	matrixInviteFields  = `{ id uid kind email status hackathon { id name } organization { id name } invitedBy ` + matrixPerson +
		` respondedBy ` + matrixPerson + ` isForViewer }`
	matrixInvitePayload = `{ invited ` + matrixInviteFields + ` alreadyPending ` + matrixInviteFields + ` rejected { email reason } }`
	matrixMember        = `{ id kind status person ` + matrixPerson + ` }`
	matrixOrgMember     = `{ id role person ` + matrixPerson + ` }`
)

var matrixOperations = map[string]matrixOperation{
	"me":                 {doc: `{ me { id email username firstName roles { name } } }`},
	"featureToggles":     {doc: `{ featureToggles(environment: LOCAL) { featureName enabled } }`},
	"skills":             {doc: `{ skills { id name } }`},
	"myHackathonProfile": {doc: `{ myHackathonProfile { id city user ` + matrixPerson + ` } }`},
	"myNotifications":    {doc: `{ myNotifications(first: 100) { totalCount unreadCount items { id title text link } } }`},

	"hackathon": {doc: matrixHackathonByID, vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
		return map[string]any{"id": w.target.id}
	}},
	"hackathon/token": {doc: matrixHackathonByID, vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
		return map[string]any{"id": w.viaLink.id, "token": w.viaLink.inviteToken}
	}},
	"hackathon/public": {doc: matrixHackathonByID, vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
		return map[string]any{"id": w.public.id}
	}},
	"hackathon/orgOnly": {doc: matrixHackathonByID, vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
		return map[string]any{"id": w.orgOnly.id}
	}},

	"hackathons/discover":      {doc: matrixHackathonList, vars: listOf("DISCOVER")},
	"hackathons/mine":          {doc: matrixHackathonList, vars: listOf("MINE")},
	"hackathons/uiView":        {doc: matrixHackathonList, vars: listOf("UI_VIEW")},
	"hackathons/participating": {doc: matrixHackathonList, vars: listOf("PARTICIPATING")},
	"hackathons/organizing":    {doc: matrixHackathonList, vars: listOf("ORGANIZING")},
	"hackathons/creator":       {doc: matrixHackathonList, vars: listOf("CREATOR")},
	"hackathonTimeline": {
		doc: `query($id: ID!) { hackathonTimeline(hackathonId: $id) ` + matrixTimeline + ` }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			return map[string]any{"id": w.target.id}
		},
	},
	"organization": {
		doc: `query($id: ID!) { organization(id: $id) ` + matrixOrgFields + ` }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			return map[string]any{"id": w.orgID}
		},
	},
	"organizations": {doc: `{ organizations(filter: ASSOCIATED) ` + matrixOrgFields + ` }`},

	"createHackathon": {
		doc: `mutation($input: CreateHackathonInput!) { createHackathon(input: $input) { hackathon ` + matrixHackathonFields + ` } }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			return map[string]any{"input": hackathonInput(w.orgID, "Matrix new "+apitest.RandomString(3), "INVITE_ONLY")}
		},
	},
	"updateHackathon": {
		doc: `mutation($input: UpdateHackathonInput!) { updateHackathon(input: $input) { hackathon ` + matrixHackathonFields + ` } }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			return map[string]any{"input": map[string]any{"id": w.target.id, "description": "Edited by the matrix."}}
		},
	},
	"joinHackathon": {
		doc: `mutation($id: ID!, $token: String) { joinHackathon(input: {hackathonId: $id, inviteToken: $token}) { hackathon ` + matrixHackathonFields + ` } }`,
		vars: func(t *testing.T, _ *matrixWorld, tg matrixHackathon) map[string]any {
			return map[string]any{"id": tg.id}
		},
		fresh: true,
	},
	"joinHackathon/token": {
		doc: `mutation($id: ID!, $token: String) { joinHackathon(input: {hackathonId: $id, inviteToken: $token}) { hackathon ` + matrixHackathonFields + ` } }`,
		vars: func(t *testing.T, _ *matrixWorld, tg matrixHackathon) map[string]any {
			return map[string]any{"id": tg.id, "token": tg.inviteToken}
		},
		fresh: true,
	},
	"setHackathonTimeline": {
		doc: `mutation($input: SetHackathonTimelineInput!) { setHackathonTimeline(input: $input) { timeline ` + matrixTimeline + ` } }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			return map[string]any{"input": map[string]any{"hackathonId": w.target.id, "phases": []any{}}}
		},
	},
	"advanceHackathonPhase": {
		doc: `mutation($id: ID!) { advanceHackathonPhase(input: {hackathonId: $id, expectedPhase: PLANNING}) {
		  timeline ` + matrixTimeline + ` hackathon ` + matrixHackathonFields + ` } }`,
		vars: func(t *testing.T, _ *matrixWorld, tg matrixHackathon) map[string]any {
			return map[string]any{"id": tg.id}
		},
		fresh: true,
	},
	"markNotificationRead": {
		doc: `mutation($id: ID!) { markNotificationRead(input: {id: $id}) { success notification { id title } } }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			return map[string]any{"id": w.notificationID}
		},
	},
	"markAllNotificationsRead": {doc: `mutation { markAllNotificationsRead { success count } }`},
	"createOrganization": {
		doc: `mutation($name: String!) { createOrganization(input: {name: $name}) { organization ` + matrixOrgFields + ` } }`,
		vars: func(*testing.T, *matrixWorld, matrixHackathon) map[string]any {
			return map[string]any{"name": "Matrix org " + apitest.RandomString(3)}
		},
	},
	"updateOrganization": {
		doc: `mutation($id: ID!) { updateOrganization(input: {id: $id, name: "Renamed", description: "By the matrix."}) { organization ` + matrixOrgFields + ` } }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			id, _ := w.sideOrganization(t, domain.OrgAdmin)
			return map[string]any{"id": id}
		},
	},
	"deleteOrganization":       {doc: deleteOrganization, vars: sideOrganizationOf(domain.OrgOwner)},
	"deleteOrganization/admin": {doc: deleteOrganization, vars: sideOrganizationOf(domain.OrgAdmin)},
	"updateHackathonProfile": {
		doc: `mutation($input: UpdateHackathonProfileInput!) { updateHackathonProfile(input: $input) { hackathonProfile { id city user ` + matrixPerson + ` } } }`,
		vars: func(*testing.T, *matrixWorld, matrixHackathon) map[string]any {
			return map[string]any{"input": map[string]any{"city": "Cape Town"}}
		},
	},
	"deleteHackathonProfile": {doc: `mutation { deleteHackathonProfile { success } }`},
}

// Each domain's rows join the table's requests.
func init() {
	maps.Copy(matrixOperations, matrixInviteOperations)
	maps.Copy(matrixOperations, matrixProgrammeOperations)
	maps.Copy(matrixOperations, matrixParticipantOperations)
	maps.Copy(matrixOperations, matrixExportOperations)
}

// matrixInviteOperations are the rows of invitations and the people who
// run a hackathon or an organization.
var matrixInviteOperations = map[string]matrixOperation{
	"hackathonMembers":      {doc: `query($id: ID!) { hackathonMembers(hackathonId: $id, kind: JUDGE) ` + matrixMember + ` }`, vars: targetID},
	"hackathonMembers/team": {doc: `query($id: ID!) { hackathonMembers(hackathonId: $id, kind: ORGANIZING_TEAM) ` + matrixMember + ` }`, vars: targetID},
	"hackathonInvites":      {doc: `query($id: ID!) { hackathonInvites(hackathonId: $id, kind: JUDGE) ` + matrixInviteFields + ` }`, vars: targetID},
	"hackathonInvites/team": {doc: `query($id: ID!) { hackathonInvites(hackathonId: $id, kind: ORGANIZING_TEAM) ` + matrixInviteFields + ` }`, vars: targetID},
	"organizationMembers":   {doc: `query($id: ID!) { organizationMembers(organizationId: $id) ` + matrixOrgMember + ` }`, vars: acmeID},
	"organizationInvites":   {doc: `query($id: ID!) { organizationInvites(organizationId: $id) ` + matrixInviteFields + ` }`, vars: acmeID},
	"invite": {
		doc: `query($uid: String!) { invite(uid: $uid) ` + matrixInviteFields + ` }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			return map[string]any{"uid": w.invite.uid}
		},
		namesTarget: true,
	},
	"inviteToHackathon":      {doc: inviteToTarget("JUDGE"), vars: newInvitee},
	"inviteToHackathon/team": {doc: inviteToTarget("ORGANIZING_TEAM"), vars: newInvitee},
	"inviteToOrganization": {
		doc: `mutation($orgId: ID!, $email: String!) {
		  inviteToOrganization(input: {organizationId: $orgId, role: MEMBER, emails: [$email]}) ` + matrixInvitePayload + ` }`,
		vars: func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
			vars := newInvitee(t, w, tg)
			vars["orgId"] = w.orgID
			return vars
		},
	},
	"resendInvite": {
		doc: `mutation($id: ID!) { resendInvite(input: {id: $id}) { invite ` + matrixInviteFields + ` } }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			return map[string]any{"id": w.invite.id}
		},
	},
	"revokeInvite": {
		doc: `mutation($id: ID!) { revokeInvite(input: {id: $id}) { invite ` + matrixInviteFields + ` } }`,
		vars: func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
			return map[string]any{"id": w.openInvite(t, tg)}
		},
		fresh: true,
	},
	"answerInvite": {
		doc: `mutation($uid: String!) { answerInvite(input: {uid: $uid, answer: ACCEPT}) { invite ` + matrixInviteFields + ` } }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			return map[string]any{"uid": w.invite.uid}
		},
	},
	"updateHackathonMember": {
		doc: `mutation($id: ID!) { updateHackathonMember(input: {kind: JUDGE, id: $id, status: ACTIVE}) { member ` + matrixMember + ` } }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			return map[string]any{"id": w.judgeID}
		},
	},
	"removeHackathonMember": {
		doc: `mutation($id: ID!) { removeHackathonMember(input: {kind: JUDGE, id: $id}) { removedId } }`,
		vars: func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
			judges, err := w.env.Store.HackathonMembers(t.Context(), intID(tg.id), domain.InviteJudge, "")
			require.NoError(t, err)
			return map[string]any{"id": judges[0].ID}
		},
		fresh: true,
	},
	"updateOrganizationMember": {
		doc: `mutation($id: ID!) { updateOrganizationMember(input: {id: $id, role: ADMIN}) { member ` + matrixOrgMember + ` } }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			return map[string]any{"id": w.creatorMembershipID}
		},
	},
	"removeOrganizationMember": {
		doc: `mutation($id: ID!) { removeOrganizationMember(input: {id: $id}) { removedId } }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			return map[string]any{"id": w.newMember(t)}
		},
	},
}

const deleteOrganization = `mutation($id: ID!, $name: String!) { deleteOrganization(input: {id: $id, confirmName: $name}) { deletedId } }`

// sideOrganizationOf: a new organization in which the creator has the role.
func sideOrganizationOf(role domain.OrganizationRole) func(*testing.T, *matrixWorld, matrixHackathon) map[string]any {
	return func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
		id, name := w.sideOrganization(t, role)
		return map[string]any{"id": id, "name": name}
	}
}

func targetID(_ *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
	return map[string]any{"id": w.target.id}
}
func acmeID(_ *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
	return map[string]any{"id": w.orgID}
}

func inviteToTarget(kind string) string {
	return `mutation($id: ID!, $email: String!) {
	  inviteToHackathon(input: {hackathonId: $id, kind: ` + kind + `, emails: [$email]}) ` + matrixInvitePayload + ` }`
}

// newInvitee aims an invite at target for a new address.
func newInvitee(_ *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
	return map[string]any{"id": w.target.id, "email": "new-" + apitest.RandomString(4) + inviteeDomain}
}

// listOf reads a hackathon list with the filter.
func listOf(filter string) func(*testing.T, *matrixWorld, matrixHackathon) map[string]any {
	return func(*testing.T, *matrixWorld, matrixHackathon) map[string]any {
		return map[string]any{"filter": filter}
	}
}
