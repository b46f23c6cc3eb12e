package graph_test

import "github.com/hackforge/hackforge/api/apitest"

// The operations of the authorisation matrix (matrix_test.go), by row name:
// each reads the people it may reach, so that the e-mail check sees them.

// matrixOperation is one row's request.
type matrixOperation struct {
	doc string
	// vars aims the operation at the world; tg is the cell's hackathon:
	// world.target, or a new one when fresh.
	vars func(w *matrixWorld, tg matrixHackathon) map[string]any
	// fresh: the operation changes the hackathon's roles or phase, so each
	// cell gets a new one and leaves the other cells' world as it was.
	fresh bool
}

const (
	matrixPerson          = `{ id displayName email }`
	matrixHackathonFields = `{ id name allowedParticipants inviteToken isCreator isManager isParticipant isBanned creator ` + matrixPerson +
		` organization { id name userMembershipRole creator ` + matrixPerson + ` } }`
	matrixHackathonByID = `query($id: ID!, $token: String) { hackathon(id: $id, inviteToken: $token) ` + matrixHackathonFields + ` }`
	matrixHackathonList = `query($filter: HackathonListFilter!) { hackathons(filter: $filter, first: 100) { totalCount items ` + matrixHackathonFields + ` } }`
	matrixOrgFields     = `{ id name userMembershipRole creator ` + matrixPerson + ` }`
	matrixTimeline      = `{ hackathonId phase nextPhase slots { phase startsAt } }`
)

var matrixOperations = map[string]matrixOperation{
	"me":                 {doc: `{ me { id email username firstName roles { name } } }`},
	"featureToggles":     {doc: `{ featureToggles(environment: LOCAL) { featureName enabled } }`},
	"skills":             {doc: `{ skills { id name } }`},
	"myHackathonProfile": {doc: `{ myHackathonProfile { id city user ` + matrixPerson + ` } }`},
	"myNotifications":    {doc: `{ myNotifications(first: 100) { totalCount unreadCount items { id title text link } } }`},

	"hackathon": {doc: matrixHackathonByID, vars: func(w *matrixWorld, _ matrixHackathon) map[string]any { return map[string]any{"id": w.target.id} }},
	"hackathon/token": {doc: matrixHackathonByID, vars: func(w *matrixWorld, _ matrixHackathon) map[string]any {
		return map[string]any{"id": w.viaLink.id, "token": w.viaLink.inviteToken}
	}},
	"hackathon/public":  {doc: matrixHackathonByID, vars: func(w *matrixWorld, _ matrixHackathon) map[string]any { return map[string]any{"id": w.public.id} }},
	"hackathon/orgOnly": {doc: matrixHackathonByID, vars: func(w *matrixWorld, _ matrixHackathon) map[string]any { return map[string]any{"id": w.orgOnly.id} }},

	"hackathons/discover":      {doc: matrixHackathonList, vars: listOf("DISCOVER")},
	"hackathons/mine":          {doc: matrixHackathonList, vars: listOf("MINE")},
	"hackathons/participating": {doc: matrixHackathonList, vars: listOf("PARTICIPATING")},
	"hackathons/organizing":    {doc: matrixHackathonList, vars: listOf("ORGANIZING")},
	"hackathons/creator":       {doc: matrixHackathonList, vars: listOf("CREATOR")},
	"hackathonTimeline": {
		doc:  `query($id: ID!) { hackathonTimeline(hackathonId: $id) ` + matrixTimeline + ` }`,
		vars: func(w *matrixWorld, _ matrixHackathon) map[string]any { return map[string]any{"id": w.target.id} },
	},
	"organization": {
		doc:  `query($id: ID!) { organization(id: $id) ` + matrixOrgFields + ` }`,
		vars: func(w *matrixWorld, _ matrixHackathon) map[string]any { return map[string]any{"id": w.orgID} },
	},
	"organizations": {doc: `{ organizations(filter: ASSOCIATED) ` + matrixOrgFields + ` }`},

	"createHackathon": {
		doc: `mutation($input: CreateHackathonInput!) { createHackathon(input: $input) { hackathon ` + matrixHackathonFields + ` } }`,
		vars: func(w *matrixWorld, _ matrixHackathon) map[string]any {
			return map[string]any{"input": hackathonInput(w.orgID, "Matrix new "+apitest.RandomString(3), "INVITE_ONLY")}
		},
	},
	"updateHackathon": {
		doc: `mutation($input: UpdateHackathonInput!) { updateHackathon(input: $input) { hackathon ` + matrixHackathonFields + ` } }`,
		vars: func(w *matrixWorld, _ matrixHackathon) map[string]any {
			return map[string]any{"input": map[string]any{"id": w.target.id, "description": "Edited by the matrix."}}
		},
	},
	"joinHackathon": {
		doc:   `mutation($id: ID!, $token: String) { joinHackathon(input: {hackathonId: $id, inviteToken: $token}) { hackathon ` + matrixHackathonFields + ` } }`,
		vars:  func(_ *matrixWorld, tg matrixHackathon) map[string]any { return map[string]any{"id": tg.id} },
		fresh: true,
	},
	"joinHackathon/token": {
		doc: `mutation($id: ID!, $token: String) { joinHackathon(input: {hackathonId: $id, inviteToken: $token}) { hackathon ` + matrixHackathonFields + ` } }`,
		vars: func(_ *matrixWorld, tg matrixHackathon) map[string]any {
			return map[string]any{"id": tg.id, "token": tg.inviteToken}
		},
		fresh: true,
	},
	"setHackathonTimeline": {
		doc: `mutation($input: SetHackathonTimelineInput!) { setHackathonTimeline(input: $input) { timeline ` + matrixTimeline + ` } }`,
		vars: func(w *matrixWorld, _ matrixHackathon) map[string]any {
			return map[string]any{"input": map[string]any{"hackathonId": w.target.id, "phases": []any{}}}
		},
	},
	"advanceHackathonPhase": {
		doc: `mutation($id: ID!) { advanceHackathonPhase(input: {hackathonId: $id, expectedPhase: PLANNING}) {
		  timeline ` + matrixTimeline + ` hackathon ` + matrixHackathonFields + ` } }`,
		vars:  func(_ *matrixWorld, tg matrixHackathon) map[string]any { return map[string]any{"id": tg.id} },
		fresh: true,
	},
	"markNotificationRead": {
		doc:  `mutation($id: ID!) { markNotificationRead(input: {id: $id}) { success notification { id title } } }`,
		vars: func(w *matrixWorld, _ matrixHackathon) map[string]any { return map[string]any{"id": w.notificationID} },
	},
	"markAllNotificationsRead": {doc: `mutation { markAllNotificationsRead { success count } }`},
	"createOrganization": {
		doc: `mutation($name: String!) { createOrganization(input: {name: $name}) { organization ` + matrixOrgFields + ` } }`,
		vars: func(*matrixWorld, matrixHackathon) map[string]any {
			return map[string]any{"name": "Matrix org " + apitest.RandomString(3)}
		},
	},
	"updateHackathonProfile": {
		doc: `mutation($input: UpdateHackathonProfileInput!) { updateHackathonProfile(input: $input) { hackathonProfile { id city user ` + matrixPerson + ` } } }`,
		vars: func(*matrixWorld, matrixHackathon) map[string]any {
			return map[string]any{"input": map[string]any{"city": "Cape Town"}}
		},
	},
}

// listOf reads a hackathon list with the filter.
func listOf(filter string) func(*matrixWorld, matrixHackathon) map[string]any {
	return func(*matrixWorld, matrixHackathon) map[string]any { return map[string]any{"filter": filter} }
}
