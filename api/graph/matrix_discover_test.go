package graph_test

import (
	"maps"
	"testing"
)

func init() {
	maps.Copy(matrixOperations, matrixDiscoverOperations)
}

// matrixShowcase is what a hackathon's page shows besides its overview.
const matrixShowcase = `{ id participantCount teamCount prizeCount activePrizes { id name } nextProgramItems(first: 5) { id name }
  shownJudges ` + matrixPerson + ` shownMentors ` + matrixPerson + ` termsVersion }`

// matrixDiscoverOperations are the rows of discover's search and of a
// hackathon page's showcase (issue 33).
var matrixDiscoverOperations = map[string]matrixOperation{
	"discoverHackathons": {doc: `{ discoverHackathons(input: {search: "matrix", status: UPCOMING, sort: MOST_PARTICIPANTS}, first: 100) {
	  totalCount items ` + matrixHackathonFields + ` } }`},
	"discoverHackathons/badRange": {doc: `{ discoverHackathons(input: {from: "2030-02-01T00:00:00Z", to: "2030-01-01T00:00:00Z"}) { totalCount } }`},
	"hackathon/showcase":          {doc: `query($id: ID!) { hackathon(id: $id) ` + matrixShowcase + ` }`, vars: targetID},
	"hackathon/showcasePublic": {doc: `query($id: ID!) { hackathon(id: $id) ` + matrixShowcase + ` }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			return map[string]any{"id": w.public.id}
		}},
}
