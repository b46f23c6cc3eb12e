package graph_test

import (
	"maps"
	"testing"
)

// matrixAccountOperations are the rows of the feedback widget, social
// sign-in's provider list, e-mail preferences, and deleting an account (with the hackathon
// handover it may need). Reading feedback is for platform administrators,
// a role no column holds (feedback_test.go covers them).
var matrixAccountOperations = map[string]matrixOperation{
	"sendFeedback": {
		doc: `mutation { sendFeedback(input: {kind: IDEA, message: "More coffee", rating: 5, pageUrl: "/dash"}) { success id } }`,
	},
	"feedback":                  {doc: `query { feedback(first: 5) { items { id kind message sender { displayName email } } totalCount } }`},
	"socialProviders":           {doc: `query { socialProviders { name issuer clientId authorizationUrl } }`},
	"myAccountDeletionBlockers": {doc: `query { myAccountDeletionBlockers { kind id name advice } }`},
	"myEmailPreferences":        {doc: `query { myEmailPreferences { category enabled } }`},
	// Each caller changes only their own preferences.
	"updateEmailPreferences": {
		doc: `mutation { updateEmailPreferences(input: {preferences: [{category: RESULTS, enabled: false}]}) { preferences { category enabled } } }`,
	},
	// A category named twice: a field error for everyone signed in.
	"updateEmailPreferences/bad": {
		doc: `mutation { updateEmailPreferences(input: {preferences: [{category: RESULTS, enabled: false}, {category: RESULTS, enabled: true}]}) { preferences { category enabled } } }`,
	},
	// A confirmation that is nobody's username: every signed-in caller gets
	// past the access check to the field error, and keeps their account.
	"deleteMyAccount": {doc: `mutation { deleteMyAccount(input: {confirmation: "not my username"}) { success } }`},
	// Nobody on the Organizing Team has this id: the creator gets past the
	// access check to the field error, and the hackathon keeps its creator.
	"transferHackathon": {
		doc: `mutation($id: ID!) { transferHackathon(input: {hackathonId: $id, userId: "999999999"}) { hackathonId creator ` + matrixPerson + ` } }`,
		vars: func(_ *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			return map[string]any{"id": w.target.id}
		},
	},
}

func init() {
	maps.Copy(matrixOperations, matrixAccountOperations)
}
