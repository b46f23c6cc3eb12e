package graph_test

import (
	"maps"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

func init() {
	maps.Copy(matrixOperations, matrixRatingOperations)
}

// ratingsOn switches talents and pitches on in h (which changes nothing for
// the other rows' cells).
func (w *matrixWorld) ratingsOn(t *testing.T, h matrixHackathon) {
	t.Helper()
	_, err := w.env.Store.Pool().Exec(t.Context(), `UPDATE hackathons SET has_talents = true, has_pitches = true WHERE id = $1`, intID(h.id))
	require.NoError(t, err)
}

// systemTemplate is h's system template of the family with a new numeric
// criterion (max 10).
func (w *matrixWorld) systemTemplate(t *testing.T, h matrixHackathon, family domain.RatingFamily) (store.RatingTemplate, record.RatingItemTemplate) {
	t.Helper()
	ts, err := w.env.Store.RatingTemplates(t.Context(), intID(h.id), family)
	require.NoError(t, err)
	require.NotEmpty(t, ts)
	require.True(t, ts[0].IsSystem)
	it, err := w.env.Store.CreateRatingItemTemplate(t.Context(), ts[0].ID, store.RatingCriterionFields{
		Name: "Craft", RatingType: domain.RatingNumeric, MaxScore: 10,
	})
	require.NoError(t, err)
	return ts[0], it
}

// newRatingTemplate is a new (non-system) talent template of the target.
func (w *matrixWorld) newRatingTemplate(t *testing.T) store.RatingTemplate {
	t.Helper()
	tpl, err := w.env.Store.CreateRatingTemplate(t.Context(), intID(w.target.id), domain.RatingTalent, store.RatingTemplateFields{
		Name: "Matrix template",
	})
	require.NoError(t, err)
	return tpl
}

func onRatingTemplate(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
	return map[string]any{"id": w.newRatingTemplate(t).ID}
}

func onRatingItemTemplate(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
	it, err := w.env.Store.CreateRatingItemTemplate(t.Context(), w.newRatingTemplate(t).ID, store.RatingCriterionFields{
		Name: "Craft", RatingType: domain.RatingNumeric, MaxScore: 10,
	})
	require.NoError(t, err)
	return map[string]any{"id": it.ID}
}

func ratingsTarget(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
	w.ratingsOn(t, w.target)
	return map[string]any{"id": w.target.id}
}

// newRatedParticipant is the participant id of a new registrant of h
// (tracked in target, whose organizers may read their address).
func (w *matrixWorld) newRatedParticipant(t *testing.T, h matrixHackathon) int64 {
	t.Helper()
	u := w.newTeamPerson(t, h, h.id == w.target.id)
	id, err := w.env.Store.ParticipantIDOf(t.Context(), intID(h.id), u.ID)
	require.NoError(t, err)
	return id
}

const (
	matrixItemTemplate   = `{ id ratingTemplateId name description ratingType maxScore }`
	matrixRatingTemplate = `{ id hackathonId family name system finalizable itemTemplates ` + matrixItemTemplate + ` }`
	matrixRating         = `{ id ratingTemplateId family ratedProfile { id name } ratedTeam { id name } finalized updatedAt
	  items { id ratingId ratingItemTemplateId criterion ratingType score ratingText } }`
	matrixAggregate = `{ criterion maxScore average ratings }`
	saveRatingDoc   = `mutation($tpl: ID!, $p: ID, $team: ID, $item: ID!) {
	  saveRating(input: {ratingTemplateId: $tpl, ratedProfileId: $p, ratedTeamId: $team, items: [{ratingItemTemplateId: $item, score: 7.5}]}) { rating ` + matrixRating + ` } }`
)

// matrixRatingOperations are the rows of rating templates, criteria and
// the three families of ratings.
var matrixRatingOperations = map[string]matrixOperation{
	"ratingTemplates": {doc: `query($id: ID!) { ratingTemplates(hackathonId: $id, family: TALENT) ` + matrixRatingTemplate + ` }`, vars: targetID},
	"ratingItemTemplates": {
		doc: `query($id: ID!) { ratingItemTemplates(hackathonId: $id, family: PEER) ` + matrixItemTemplate + ` }`, vars: targetID,
	},
	"myRatings":       {doc: `query($id: ID!) { myRatings(hackathonId: $id, family: TALENT) ` + matrixRating + ` }`, vars: ratingsTarget},
	"myRatings/peer":  {doc: `query($id: ID!) { myRatings(hackathonId: $id, family: PEER) ` + matrixRating + ` }`, vars: ratingsTarget},
	"myRatings/pitch": {doc: `query($id: ID!) { myRatings(hackathonId: $id, family: ELEVATOR_PITCH) ` + matrixRating + ` }`, vars: ratingsTarget},
	"rateableParticipants": {
		doc: `query($id: ID!) { rateableParticipants(hackathonId: $id, family: TALENT) { id name } }`, vars: ratingsTarget,
	},
	"rateableParticipants/peer": {
		doc: `query($id: ID!) { rateableParticipants(hackathonId: $id, family: PEER) { id name } }`, vars: ratingsTarget,
	},
	"talentRatingItems": {
		doc: `query($id: ID!) { talentRatingItems(hackathonId: $id) { hackathonId count id ratingId finalized raterId
		  ratedProfileId ratingItemTemplateId criterion freeText maxScore score ratingText raters raterNames ratedProfiles ratedProfileNames } }`,
		vars: ratingsTarget,
	},
	"myPeerRatingAggregates": {doc: `query($id: ID!) { myPeerRatingAggregates(hackathonId: $id) ` + matrixAggregate + ` }`, vars: ratingsTarget},
	"pitchRatingAggregates": {
		doc: `query($id: ID!) { pitchRatingAggregates(hackathonId: $id) { team { id name } criteria ` + matrixAggregate + ` } }`, vars: ratingsTarget,
	},
	"createRatingTemplate": {
		doc:  `mutation($id: ID!) { createRatingTemplate(input: {hackathonId: $id, family: PEER, name: "Peers"}) { ratingTemplate ` + matrixRatingTemplate + ` } }`,
		vars: targetID,
	},
	"updateRatingTemplate": {
		doc:  `mutation($id: ID!) { updateRatingTemplate(input: {id: $id, name: "Renamed", finalizable: true}) { ratingTemplate ` + matrixRatingTemplate + ` } }`,
		vars: onRatingTemplate,
	},
	"deleteRatingTemplate": {doc: `mutation($id: ID!) { deleteRatingTemplate(input: {id: $id}) { deletedId } }`, vars: onRatingTemplate},
	"createRatingItemTemplate": {
		doc: `mutation($id: ID!) { createRatingItemTemplate(input: {ratingTemplateId: $id, name: "Grit", ratingType: NUMERIC}) {
		  ratingItemTemplate ` + matrixItemTemplate + ` } }`,
		vars: onRatingTemplate,
	},
	"updateRatingItemTemplate": {
		doc: `mutation($id: ID!) { updateRatingItemTemplate(input: {id: $id, name: "Grit", ratingType: NUMERIC, maxScore: 5}) {
		  ratingItemTemplate ` + matrixItemTemplate + ` } }`,
		vars: onRatingItemTemplate,
	},
	"deleteRatingItemTemplate": {doc: `mutation($id: ID!) { deleteRatingItemTemplate(input: {id: $id}) { deletedId } }`, vars: onRatingItemTemplate},
	"saveRating": {
		doc: saveRatingDoc,
		vars: func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
			w.ratingsOn(t, tg)
			tpl, it := w.systemTemplate(t, tg, domain.RatingTalent)
			return map[string]any{"tpl": tpl.ID, "p": w.newRatedParticipant(t, tg), "item": it.ID}
		},
	},
	"saveRating/peer": {
		doc: saveRatingDoc,
		vars: func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
			w.teamsOpen(t, tg)
			team := w.participantsTeam(t, tg)
			mate := w.newTeamPerson(t, tg, false)
			r, err := w.env.Store.RequestToJoinTeam(t.Context(), team, record.User{ID: mate.ID}, "", nil)
			require.NoError(t, err)
			_, err = w.env.Store.AcceptJoinRequest(t.Context(), r.ID, record.User{ID: w.users[asParticipant].ID})
			require.NoError(t, err)
			p, err := w.env.Store.ParticipantIDOf(t.Context(), intID(tg.id), mate.ID)
			require.NoError(t, err)
			tpl, it := w.systemTemplate(t, tg, domain.RatingPeer)
			return map[string]any{"tpl": tpl.ID, "p": p, "item": it.ID}
		},
		fresh: true,
	},
	"saveRating/pitch": {
		doc: saveRatingDoc,
		vars: func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
			w.ratingsOn(t, tg)
			w.teamsOpen(t, tg)
			team := w.newTeam(t, tg, w.newTeamPerson(t, tg, false).ID)
			tpl, it := w.systemTemplate(t, tg, domain.RatingElevatorPitch)
			return map[string]any{"tpl": tpl.ID, "team": team.ID, "item": it.ID}
		},
		fresh: true,
	},
}
