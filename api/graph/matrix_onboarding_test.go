package graph_test

import (
	"maps"
	"testing"
)

func init() {
	maps.Copy(matrixOperations, matrixOnboardingOperations)
}

// matrixOnboardingOperations are the rows of onboarding answers and the
// dashboard: every signed-in caller reads and writes only their own.
var matrixOnboardingOperations = map[string]matrixOperation{
	"myMetadata":        {doc: `{ myMetadata { metaDataType value updatedAt } }`},
	"onboardingOptions": {doc: `{ onboardingOptions { companySizes occupations yesNo hostReasons referralSources } }`},
	"myDashboard": {doc: `{ myDashboard { unreadNotifications
	  hackathons { hackathon ` + matrixHackathonFields + ` nextPhase nextTransitionAt }
	  pendingInvites { id kind hackathon { id name } invitedBy ` + matrixPerson + ` }
	  actions { kind title link hackathonId hackathonName } } }`},
	"saveUserMetadata": {
		doc: `mutation($input: SaveUserMetadataInput!) { saveUserMetadata(input: $input) { entries { metaDataType value } } }`,
		vars: func(*testing.T, *matrixWorld, matrixHackathon) map[string]any {
			return map[string]any{"input": map[string]any{"entries": []any{map[string]any{
				"metaDataType": "HOST_USAGE", "value": `{"hosted_hackathon_before":"No","referral_source":"Podcast"}`,
			}}}}
		},
	},
	"saveUserMetadata/bad": {
		doc: `mutation($input: SaveUserMetadataInput!) { saveUserMetadata(input: $input) { entries { metaDataType value } } }`,
		vars: func(*testing.T, *matrixWorld, matrixHackathon) map[string]any {
			return map[string]any{"input": map[string]any{"entries": []any{map[string]any{
				"metaDataType": "HOST_USAGE", "value": `{"hosted_hackathon_before":"Maybe","referral_source":"Podcast"}`,
			}}}}
		},
	},
}
