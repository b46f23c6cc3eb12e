package graph_test

import (
	"maps"
	"testing"

	"github.com/stretchr/testify/require"
)

func init() {
	maps.Copy(matrixOperations, matrixResultsOperations)
}

// The results and gallery rows aim at the target hackathon, whose results
// are not published; the "/published" variants get a fresh hackathon,
// COMPLETE, its results published and its gallery open.

const (
	matrixPublished   = `{ hackathonId hackathonName publishedAt galleryOpen prizes { prize { id name } winner { teamName } } categories { categoryName winners { teamName } } popularVote { votes } }`
	matrixPublication = `{ hackathonId publishedAt ready galleryEnabled viewerCanPublish }`
	matrixGallery     = `{ submissionId teamName title description links { label value } images { value } details { label value } }`
	matrixConsent     = `{ teamId consent viewerCanChange }`
)

// published makes tg COMPLETE with its results published and its gallery on.
func (w *matrixWorld) published(t *testing.T, tg matrixHackathon) {
	t.Helper()
	_, err := w.env.Store.Pool().Exec(t.Context(), `
	  WITH done AS (UPDATE hackathons SET phase = 'COMPLETE' WHERE id = $1)
	  INSERT INTO hackathon_results (hackathon_id, published_at, gallery_enabled) VALUES ($1, now(), true)`, intID(tg.id))
	require.NoError(t, err)
}

// participantTeam makes a team of tg whose admin is the participant column.
func (w *matrixWorld) participantTeam(t *testing.T, tg matrixHackathon) int64 {
	t.Helper()
	var id int64
	require.NoError(t, w.env.Store.Pool().QueryRow(t.Context(), `
	  WITH team AS (INSERT INTO teams (hackathon_id, name) VALUES ($1, 'Matrix team') RETURNING id),
	       seat AS (INSERT INTO team_members (team_id, hackathon_id, user_id, role) SELECT id, $1, $2, 'ADMIN' FROM team)
	  SELECT id FROM team`, intID(tg.id), w.users[asParticipant].ID).Scan(&id))
	return id
}

func publishedVars(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
	w.published(t, tg)
	return map[string]any{"id": tg.id}
}

// publicPublishedVars also makes tg PUBLIC: anyone reads its results.
func publicPublishedVars(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
	_, err := w.env.Store.Pool().Exec(t.Context(), `UPDATE hackathons SET allowed_participants = 'PUBLIC' WHERE id = $1`, intID(tg.id))
	require.NoError(t, err)
	return publishedVars(t, w, tg)
}

func outsidersTeamVars(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
	var team int64
	require.NoError(t, w.env.Store.Pool().QueryRow(t.Context(), `SELECT team_id FROM submissions WHERE id = $1`, w.judging(t).submissionID).Scan(&team))
	return map[string]any{"id": team}
}

var matrixResultsOperations = map[string]matrixOperation{
	"publishedResults":           {doc: `query($id: ID!) { publishedResults(hackathonId: $id) ` + matrixPublished + ` }`, vars: targetID},
	"publishedResults/published": {doc: `query($id: ID!) { publishedResults(hackathonId: $id) ` + matrixPublished + ` }`, vars: publishedVars, fresh: true},
	"publishedResults/public":    {doc: `query($id: ID!) { publishedResults(hackathonId: $id) ` + matrixPublished + ` }`, vars: publicPublishedVars, fresh: true},
	"gallery/public":             {doc: `query($id: ID!) { gallery(hackathonId: $id) ` + matrixGallery + ` }`, vars: publicPublishedVars, fresh: true},
	"resultsPublication":         {doc: `query($id: ID!) { resultsPublication(hackathonId: $id) ` + matrixPublication + ` }`, vars: targetID},
	"gallery":                    {doc: `query($id: ID!) { gallery(hackathonId: $id) ` + matrixGallery + ` }`, vars: targetID},
	"gallery/published":          {doc: `query($id: ID!) { gallery(hackathonId: $id) ` + matrixGallery + ` }`, vars: publishedVars, fresh: true},
	"galleryProject":             {doc: `query($id: ID!) { galleryProject(submissionId: $id) ` + matrixGallery + ` }`, vars: judgingSubmissionVars},
	"teamGalleryConsent":         {doc: `query($id: ID!) { teamGalleryConsent(teamId: $id) ` + matrixConsent + ` }`, vars: outsidersTeamVars},
	"publishResults": {doc: `mutation($id: ID!) { publishResults(input: {hackathonId: $id}) { publication ` + matrixPublication + ` } }`,
		vars: func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
			judgingPhase(t, w.env, intID(tg.id), "COMPLETE")
			return map[string]any{"id": tg.id}
		}, fresh: true},
	"setGallery": {doc: `mutation($id: ID!) { setGallery(input: {hackathonId: $id, enabled: true}) { publication ` + matrixPublication + ` } }`, vars: targetID},
	"setTeamGalleryConsent": {doc: `mutation($id: ID!) { setTeamGalleryConsent(input: {teamId: $id, consent: true}) { galleryConsent ` + matrixConsent + ` } }`,
		vars: outsidersTeamVars},
	"setTeamGalleryConsent/admin": {doc: `mutation($id: ID!) { setTeamGalleryConsent(input: {teamId: $id, consent: true}) { galleryConsent ` + matrixConsent + ` } }`,
		vars: func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
			return map[string]any{"id": w.participantTeam(t, tg)}
		}, fresh: true},
}
