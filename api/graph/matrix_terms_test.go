package graph_test

import (
	"maps"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/store"
)

func init() {
	maps.Copy(matrixOperations, matrixTermsOperations)
}

// matrixTermsOperations are the rows of terms and conditions. Accepting
// needs the latest version, which the publishing cells keep changing in
// target, so those rows get a fresh hackathon with one version.
var matrixTermsOperations = map[string]matrixOperation{
	"latestTerms": {doc: `query($id: ID!) { latestTerms(hackathonId: $id) { terms ` + matrixTerms + ` } }`, vars: targetWithTerms},
	"latestTerms/token": {
		doc: `query($id: ID!, $token: String) { latestTerms(hackathonId: $id, inviteToken: $token) { terms ` + matrixTerms + ` } }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			return map[string]any{"id": w.viaLink.id, "token": w.viaLink.inviteToken}
		},
	},
	"termsStatus": {
		doc:  `query($id: ID!) { termsStatus(hackathonId: $id) { required accepted acceptedAt outstanding latest ` + matrixTerms + ` } }`,
		vars: targetWithTerms,
	},
	"termsVersions": {doc: `query($id: ID!) { termsVersions(hackathonId: $id) ` + matrixTerms + ` }`, vars: targetWithTerms},
	"publishTerms": {
		doc: `mutation($id: ID!, $version: String!) {
		  publishTerms(input: {hackathonId: $id, version: $version, contentHtml: "<p>Be kind.</p>"}) { terms ` + matrixTerms + ` } }`,
		vars: func(_ *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			return map[string]any{"id": w.target.id, "version": "v-" + apitest.RandomString(6)}
		},
	},
	"createTermsAcceptance": {
		doc:   `mutation($id: ID!) { createTermsAcceptance(input: {termsId: $id}) { success message } }`,
		vars:  freshTerms(false),
		fresh: true,
	},
	"createTermsAcceptance/token": {
		doc:   `mutation($id: ID!, $token: String) { createTermsAcceptance(input: {termsId: $id, inviteToken: $token}) { success message } }`,
		vars:  freshTerms(true),
		fresh: true,
	},
}

const matrixTerms = `{ id hackathonId version contentHtml createdAt }`

// targetWithTerms aims at target, which has at least one version.
func targetWithTerms(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
	w.publishTerms(t, w.target)
	return targetID(t, w, tg)
}

// freshTerms publishes a version in the cell's own hackathon and aims at
// it, with the share token when withToken.
func freshTerms(withToken bool) func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
	return func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
		vars := map[string]any{"id": w.publishTerms(t, tg)}
		if withToken {
			vars["token"] = tg.inviteToken
		}
		return vars
	}
}

// publishTerms stores a new version in h and returns its id.
func (w *matrixWorld) publishTerms(t *testing.T, h matrixHackathon) int64 {
	t.Helper()
	terms, err := w.env.Store.PublishTerms(t.Context(), store.NewTerms{
		HackathonID: intID(h.id), Version: "m-" + apitest.RandomString(6), ContentHTML: "<p>Play fair.</p>", CreatedBy: w.users[asCreator].ID,
	})
	require.NoError(t, err)
	return terms.ID
}
