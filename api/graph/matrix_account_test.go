package graph_test

import "maps"

// matrixAccountOperations are the rows of the feedback widget and social
// sign-in's provider list. Reading feedback is for platform administrators,
// a role no column holds (feedback_test.go covers them).
var matrixAccountOperations = map[string]matrixOperation{
	"sendFeedback": {
		doc: `mutation { sendFeedback(input: {kind: IDEA, message: "More coffee", rating: 5, pageUrl: "/dash"}) { success id } }`,
	},
	"feedback":        {doc: `query { feedback(first: 5) { items { id kind message sender { displayName email } } totalCount } }`},
	"socialProviders": {doc: `query { socialProviders { name issuer clientId authorizationUrl } }`},
}

func init() {
	maps.Copy(matrixOperations, matrixAccountOperations)
}
