package graph_test

import (
	"encoding/json"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

const (
	ratingTemplatesOp = `query($id: ID!, $family: RatingFamily!) { ratingTemplates(hackathonId: $id, family: $family) {
	  id family name system finalizable itemTemplates { id name ratingType maxScore } } }`
	createCriterionOp = `mutation($tpl: ID!, $name: String!, $type: RatingType!, $max: Int) {
	  createRatingItemTemplate(input: {ratingTemplateId: $tpl, name: $name, ratingType: $type, maxScore: $max}) {
	    ratingItemTemplate { id name ratingType maxScore } } }`
	saveRatingOp = `mutation($input: SaveRatingInput!) { saveRating(input: $input) {
	  rating { id family finalized ratedProfile { id name } ratedTeam { id name } items { criterion ratingType score ratingText } } } }`
	talentItemsOp = `query($id: ID!) { talentRatingItems(hackathonId: $id) {
	  hackathonId count id ratingId raterId ratedProfileId ratingItemTemplateId criterion freeText maxScore score ratingText
	  raters raterNames ratedProfiles ratedProfileNames } }`
	myRatingsOp = `query($id: ID!, $family: RatingFamily!) { myRatings(hackathonId: $id, family: $family) {
	  id ratedProfile { id name } items { criterion score } } }`
)

type ratingTemplateAnswer struct {
	ID, Family, Name    string
	System, Finalizable bool
	ItemTemplates       []struct {
		ID, Name, RatingType string
		MaxScore             int
	}
}

type savedRating struct {
	ID           string
	Finalized    bool
	RatedProfile *struct{ ID, Name string }
	RatedTeam    *struct{ ID, Name string }
	Items        []struct {
		Criterion, RatingType string
		Score                 *float64
		RatingText            *string
	}
}

// ratingWorld is the world's invite-only hackathon with talents and pitches,
// its system templates' criteria (talent: Craft max 10, Voice max 5 and
// Notes as free text; peer and pitch: Craft) and participants.
type ratingWorld struct {
	*world
	talent, peer, pitch   string
	craft, voice, notes   string
	peerCraft, pitchCraft string
	players               []apitest.User
	participantIDs        []string
}

func newRatingWorld(t *testing.T, players ...string) *ratingWorld {
	t.Helper()
	rw := &ratingWorld{world: newWorld(t)}
	_, err := rw.env.Store.Pool().Exec(t.Context(), `UPDATE hackathons SET has_talents = true, has_pitches = true, phase = 'HACKING' WHERE id = $1`,
		intID(rw.inviteOnlyID))
	require.NoError(t, err)
	rw.talent = rw.systemTemplate(t, "TALENT")
	rw.peer = rw.systemTemplate(t, "PEER")
	rw.pitch = rw.systemTemplate(t, "ELEVATOR_PITCH")
	rw.craft = rw.criterion(t, rw.talent, "Craft", "NUMERIC", nil)
	five := 5
	rw.voice = rw.criterion(t, rw.talent, "Voice", "NUMERIC", &five)
	rw.notes = rw.criterion(t, rw.talent, "Notes", "FREE_TEXT", nil)
	rw.peerCraft = rw.criterion(t, rw.peer, "Craft", "NUMERIC", nil)
	rw.pitchCraft = rw.criterion(t, rw.pitch, "Craft", "NUMERIC", nil)
	rw.players = joinAll(t, rw.world, players...)
	for _, p := range rw.players {
		id, err := rw.env.Store.ParticipantIDOf(t.Context(), intID(rw.inviteOnlyID), p.ID)
		require.NoError(t, err)
		rw.participantIDs = append(rw.participantIDs, strconv.FormatInt(id, 10))
	}
	return rw
}

func (rw *ratingWorld) systemTemplate(t *testing.T, family string) string {
	t.Helper()
	var out struct{ RatingTemplates []ratingTemplateAnswer }
	require.Empty(t, rw.creator.Client.GraphQL(ratingTemplatesOp, map[string]any{"id": rw.inviteOnlyID, "family": family}, &out))
	require.Len(t, out.RatingTemplates, 1, "every hackathon has one system template per family")
	require.True(t, out.RatingTemplates[0].System)
	return out.RatingTemplates[0].ID
}

func (rw *ratingWorld) criterion(t *testing.T, tpl, name, ratingType string, max *int) string {
	t.Helper()
	var out struct {
		CreateRatingItemTemplate struct{ RatingItemTemplate struct{ ID string } }
	}
	vars := map[string]any{"tpl": tpl, "name": name, "type": ratingType}
	if max != nil {
		vars["max"] = *max
	}
	require.Empty(t, rw.manager.Client.GraphQL(createCriterionOp, vars, &out))
	return out.CreateRatingItemTemplate.RatingItemTemplate.ID
}

// team makes the first user the admin of a new team that the others join.
func (rw *ratingWorld) team(t *testing.T, name string, members ...apitest.User) string {
	t.Helper()
	ctx, st := t.Context(), rw.env.Store
	team, err := st.CreateTeam(ctx, store.NewTeam{HackathonID: intID(rw.inviteOnlyID), Name: name, CreatorID: members[0].ID})
	require.NoError(t, err)
	view, err := st.TeamView(ctx, team.ID, members[0].ID)
	require.NoError(t, err)
	for _, m := range members[1:] {
		r, err := st.RequestToJoinTeam(ctx, view, record.User{ID: m.ID}, "", nil)
		require.NoError(t, err)
		_, err = st.AcceptJoinRequest(ctx, r.ID, record.User{ID: members[0].ID})
		require.NoError(t, err)
	}
	return strconv.FormatInt(team.ID, 10)
}

func rate(c *apitest.Client, input map[string]any) (savedRating, []apitest.GraphQLError) {
	var out struct{ SaveRating struct{ Rating savedRating } }
	errs := c.GraphQL(saveRatingOp, map[string]any{"input": input}, &out)
	return out.SaveRating.Rating, errs
}

func score(id string, v float64) map[string]any {
	return map[string]any{"ratingItemTemplateId": id, "score": v}
}

func TestRatingTemplatesAndCriteria(t *testing.T) {
	t.Parallel()
	rw := newRatingWorld(t)
	var out struct{ RatingTemplates []ratingTemplateAnswer }
	require.Empty(t, rw.mentor.Client.GraphQL(ratingTemplatesOp, map[string]any{"id": rw.inviteOnlyID, "family": "TALENT"}, &out))
	require.Len(t, out.RatingTemplates, 1)
	tpl := out.RatingTemplates[0]
	assert.True(t, tpl.Finalizable, "the system talent template's ratings may be finalized")
	require.Len(t, tpl.ItemTemplates, 3)
	assert.Equal(t, "Craft", tpl.ItemTemplates[0].Name)
	assert.Equal(t, 10, tpl.ItemTemplates[0].MaxScore, "10 when no maximum is given")
	assert.Equal(t, 5, tpl.ItemTemplates[1].MaxScore)
	assert.Equal(t, "FREE_TEXT", tpl.ItemTemplates[2].RatingType)

	var side struct {
		CreateRatingTemplate struct{ RatingTemplate ratingTemplateAnswer }
	}
	create := `mutation($id: ID!, $name: String!) { createRatingTemplate(input: {hackathonId: $id, family: TALENT, name: $name}) {
	  ratingTemplate { id family name system finalizable itemTemplates { id name ratingType maxScore } } } }`
	fieldRefusal(t, rw.creator.Client.GraphQL(create, map[string]any{"id": rw.inviteOnlyID, "name": "  "}, nil), "name")
	require.Empty(t, rw.creator.Client.GraphQL(create, map[string]any{"id": rw.inviteOnlyID, "name": "Second look"}, &side))
	assert.False(t, side.CreateRatingTemplate.RatingTemplate.System)
	require.Empty(t, rw.mentor.Client.GraphQL(ratingTemplatesOp, map[string]any{"id": rw.inviteOnlyID, "family": "TALENT"}, &out))
	require.Len(t, out.RatingTemplates, 2)
	assert.Equal(t, rw.talent, out.RatingTemplates[0].ID, "the system template comes first")

	zero := 0
	fieldRefusal(t, rw.creator.Client.GraphQL(createCriterionOp, map[string]any{"tpl": rw.talent, "name": "Grit", "type": "NUMERIC", "max": zero}, nil), "maxScore")
	fieldRefusal(t, rw.creator.Client.GraphQL(createCriterionOp, map[string]any{"tpl": rw.talent, "name": "", "type": "NUMERIC"}, nil), "name")

	del := `mutation($id: ID!) { deleteRatingTemplate(input: {id: $id}) { deletedId } }`
	fieldRefusal(t, rw.creator.Client.GraphQL(del, map[string]any{"id": rw.talent}, nil), "id")
	require.Empty(t, rw.creator.Client.GraphQL(del, map[string]any{"id": side.CreateRatingTemplate.RatingTemplate.ID}, nil))

	var sidebar struct {
		Hackathon struct{ HasRatingItemTemplates bool }
	}
	require.Empty(t, rw.mentor.Client.GraphQL(`query($id: ID!) { hackathon(id: $id) { hasRatingItemTemplates } }`,
		map[string]any{"id": rw.inviteOnlyID}, &sidebar))
	assert.True(t, sidebar.Hackathon.HasRatingItemTemplates)
	require.Empty(t, rw.creator.Client.GraphQL(`query($id: ID!) { hackathon(id: $id) { hasRatingItemTemplates } }`,
		map[string]any{"id": rw.publicID}, &sidebar))
	assert.False(t, sidebar.Hackathon.HasRatingItemTemplates, "a hackathon without criteria")

	// A maximum cannot drop below a score given.
	_, errs := rate(rw.mentor.Client, map[string]any{"ratingTemplateId": rw.talent, "ratedProfileId": rw.joinOne(t, "ana"), "items": []any{score(rw.craft, 8)}})
	require.Empty(t, errs)
	update := `mutation($id: ID!, $max: Int) { updateRatingItemTemplate(input: {id: $id, name: "Craft", ratingType: NUMERIC, maxScore: $max}) {
	  ratingItemTemplate { maxScore } } }`
	fieldRefusal(t, rw.creator.Client.GraphQL(update, map[string]any{"id": rw.craft, "max": 5}, nil), "maxScore")
	require.Empty(t, rw.creator.Client.GraphQL(update, map[string]any{"id": rw.craft, "max": 8}, nil))
}

// joinOne registers a new participant and returns their participant id.
func (rw *ratingWorld) joinOne(t *testing.T, name string) string {
	t.Helper()
	u := joinAll(t, rw.world, name)[0]
	id, err := rw.env.Store.ParticipantIDOf(t.Context(), intID(rw.inviteOnlyID), u.ID)
	require.NoError(t, err)
	return strconv.FormatInt(id, 10)
}

func TestTalentRatings(t *testing.T) {
	t.Parallel()
	rw := newRatingWorld(t, "ana", "ben")
	ana, ben := rw.participantIDs[0], rw.participantIDs[1]
	notes := "Great at demos"

	r, errs := rate(rw.mentor.Client, map[string]any{"ratingTemplateId": rw.talent, "ratedProfileId": ana,
		"items": []any{score(rw.craft, 7.5), score(rw.voice, 4), map[string]any{"ratingItemTemplateId": rw.notes, "ratingText": notes}}})
	require.Empty(t, errs)
	assert.Equal(t, "ana Tester", r.RatedProfile.Name)
	require.Len(t, r.Items, 3)
	assert.InDelta(t, 7.5, *r.Items[0].Score, 0.001)
	assert.Equal(t, notes, *r.Items[2].RatingText)

	// Saving again changes the same rating.
	again, errs := rate(rw.mentor.Client, map[string]any{"ratingTemplateId": rw.talent, "ratedProfileId": ana, "items": []any{score(rw.craft, 9)}})
	require.Empty(t, errs)
	assert.Equal(t, r.ID, again.ID)
	assert.InDelta(t, 9, *again.Items[0].Score, 0.001)

	// Bad input names the field and writes nothing.
	fieldRefusal(t, rw.mentorRates(t, ben, score(rw.craft, 3), score(rw.voice, 6)), "items")
	fieldRefusal(t, rw.mentorRates(t, ben, score(rw.craft, 3.333)), "items")
	fieldRefusal(t, rw.mentorRates(t, ben, map[string]any{"ratingItemTemplateId": rw.notes, "score": 2}), "items")
	fieldRefusal(t, rw.mentorRates(t, ben, score(rw.peerCraft, 2)), "items")
	var mine struct {
		MyRatings []struct{ ID string }
	}
	require.Empty(t, rw.mentor.Client.GraphQL(myRatingsOp, map[string]any{"id": rw.inviteOnlyID, "family": "TALENT"}, &mine))
	assert.Len(t, mine.MyRatings, 1, "the refused ratings of ben left nothing behind")

	// Nobody rates themselves: the mentor who also takes part.
	require.Empty(t, rw.mentor.Client.GraphQL(joinHackathon, map[string]any{"id": rw.inviteOnlyID, "token": rw.inviteToken}, nil))
	self, err := rw.env.Store.ParticipantIDOf(t.Context(), intID(rw.inviteOnlyID), rw.mentor.ID)
	require.NoError(t, err)
	fieldRefusal(t, rw.mentorRates(t, strconv.FormatInt(self, 10), score(rw.craft, 10)), "ratedProfileId")

	// Finalized: read-only.
	_, errs = rate(rw.mentor.Client, map[string]any{"ratingTemplateId": rw.talent, "ratedProfileId": ben, "items": []any{score(rw.craft, 6)}, "finalize": true})
	require.Empty(t, errs)
	assert.Equal(t, "CONFLICT", code(t, rw.mentorRates(t, ben, score(rw.craft, 1))))

	// The managers' screen reads every item as columns, each rater and rated participant named once.
	var items struct {
		TalentRatingItems struct {
			HackathonID             string
			Count                   int
			ID, Criterion           []string
			RaterID, RatedProfileID []*string
			FreeText                []bool
			MaxScore                []*int
			Score                   []*float64
			RatingText              []*string
			Raters, RatedProfiles   []string
			RaterNames              []string
			RatedProfileNames       []string
		}
	}
	require.Empty(t, rw.manager.Client.GraphQL(talentItemsOp, map[string]any{"id": rw.inviteOnlyID}, &items))
	cols := &items.TalentRatingItems
	assert.Equal(t, rw.inviteOnlyID, cols.HackathonID)
	require.Equal(t, 4, cols.Count, "ana's three items and ben's one")
	for column, entries := range map[string]int{"id": len(cols.ID), "criterion": len(cols.Criterion), "raterId": len(cols.RaterID),
		"ratedProfileId": len(cols.RatedProfileID), "freeText": len(cols.FreeText), "maxScore": len(cols.MaxScore),
		"score": len(cols.Score), "ratingText": len(cols.RatingText)} {
		assert.Equal(t, 4, entries, column)
	}
	require.Len(t, cols.Raters, 1, "one mentor, named once")
	assert.Equal(t, []string{"mentor Tester"}, cols.RaterNames)
	for _, rater := range cols.RaterID {
		assert.Equal(t, cols.Raters[0], *rater)
	}
	assert.ElementsMatch(t, []string{ana, ben}, cols.RatedProfiles, "two participants, named once each")
	assert.ElementsMatch(t, []string{"ana Tester", "ben Tester"}, cols.RatedProfileNames)
	assert.Equal(t, "Voice", cols.Criterion[1])
	assert.Equal(t, 5, *cols.MaxScore[1])
	assert.Equal(t, []bool{false, false, true}, cols.FreeText[:3], "ana's notes are free text")
	assert.Equal(t, notes, *cols.RatingText[2])

	// A deleted criterion keeps its name on the items and loses its maximum.
	require.Empty(t, rw.creator.Client.GraphQL(`mutation($id: ID!) { deleteRatingItemTemplate(input: {id: $id}) { deletedId } }`,
		map[string]any{"id": rw.voice}, nil))
	require.Empty(t, rw.manager.Client.GraphQL(talentItemsOp, map[string]any{"id": rw.inviteOnlyID}, &items))
	assert.Equal(t, "Voice", cols.Criterion[1])
	assert.Nil(t, cols.MaxScore[1])

	assert.Equal(t, "FORBIDDEN", code(t, rw.players[0].Client.GraphQL(talentItemsOp, map[string]any{"id": rw.inviteOnlyID}, nil)),
		"participants do not read talent ratings")
	assert.Equal(t, "FORBIDDEN", code(t, rw.judge.Client.GraphQL(talentItemsOp, map[string]any{"id": rw.inviteOnlyID}, nil)))
}

func (rw *ratingWorld) mentorRates(t *testing.T, participant string, items ...map[string]any) []apitest.GraphQLError {
	t.Helper()
	list := make([]any, len(items))
	for i, it := range items {
		list[i] = it
	}
	_, errs := rate(rw.mentor.Client, map[string]any{"ratingTemplateId": rw.talent, "ratedProfileId": participant, "items": list})
	return errs
}

func TestPeerRatingsStayAnonymous(t *testing.T) {
	t.Parallel()
	rw := newRatingWorld(t, "ana", "ben", "cleo", "dan")
	ana, ben, cleo, dan := rw.players[0], rw.players[1], rw.players[2], rw.players[3]
	rw.team(t, "Blue", ana, ben, cleo)
	rw.team(t, "Red", dan)
	peer := func(from apitest.User, to string, v float64) []apitest.GraphQLError {
		_, errs := rate(from.Client, map[string]any{"ratingTemplateId": rw.peer, "ratedProfileId": to, "items": []any{score(rw.peerCraft, v)}})
		return errs
	}
	require.Empty(t, peer(ana, rw.participantIDs[1], 6))
	require.Empty(t, peer(cleo, rw.participantIDs[1], 9))
	fieldRefusal(t, peer(ana, rw.participantIDs[0], 10), "ratedProfileId")
	fieldRefusal(t, peer(ana, rw.participantIDs[3], 10), "ratedProfileId")
	assert.Equal(t, "FORBIDDEN", code(t, peer(rw.mentor, rw.participantIDs[1], 5)), "mentors are no teammates")

	var rateable struct{ RateableParticipants []struct{ ID, Name string } }
	require.Empty(t, ana.Client.GraphQL(`query($id: ID!) { rateableParticipants(hackathonId: $id, family: PEER) { id name } }`,
		map[string]any{"id": rw.inviteOnlyID}, &rateable))
	var names []string
	for _, p := range rateable.RateableParticipants {
		names = append(names, p.Name)
	}
	assert.Equal(t, []string{"ben Tester", "cleo Tester"}, names, "ana's teammates, without ana")

	body := ben.Client.PostGraphQL(ben.Client.Endpoint(), `query($id: ID!) { myPeerRatingAggregates(hackathonId: $id) { criterion maxScore average ratings } }`,
		map[string]any{"id": rw.inviteOnlyID})
	var agg struct {
		Data struct {
			MyPeerRatingAggregates []struct {
				Criterion string
				MaxScore  int
				Average   float64
				Ratings   int
			}
		}
	}
	require.NoError(t, json.Unmarshal(body.Body, &agg))
	require.Len(t, agg.Data.MyPeerRatingAggregates, 1)
	a := agg.Data.MyPeerRatingAggregates[0]
	assert.Equal(t, "Craft", a.Criterion)
	assert.InDelta(t, 7.5, a.Average, 0.001)
	assert.Equal(t, 2, a.Ratings)
	for _, rater := range []apitest.User{ana, cleo} {
		assert.NotContains(t, string(body.Body), "ana Tester")
		assert.NotContains(t, string(body.Body), "cleo Tester")
		assert.NotContains(t, string(body.Body), `"`+strconv.FormatInt(rater.ID, 10)+`"`, "no rater's id reaches ben")
	}
	var bens struct{ MyRatings []struct{ ID string } }
	require.Empty(t, ben.Client.GraphQL(myRatingsOp, map[string]any{"id": rw.inviteOnlyID, "family": "PEER"}, &bens))
	assert.Empty(t, bens.MyRatings, "ben reads the ratings he gave, not those about him")
	assert.Equal(t, "FORBIDDEN", code(t, rw.manager.Client.GraphQL(`query($id: ID!) { myPeerRatingAggregates(hackathonId: $id) { average } }`,
		map[string]any{"id": rw.inviteOnlyID}, nil)))
}

func TestPitchRatings(t *testing.T) {
	t.Parallel()
	rw := newRatingWorld(t, "ana", "ben")
	blue := rw.team(t, "Blue", rw.players[0])
	red := rw.team(t, "Red", rw.players[1])
	pitch := func(from apitest.User, team string, v float64) []apitest.GraphQLError {
		_, errs := rate(from.Client, map[string]any{"ratingTemplateId": rw.pitch, "ratedTeamId": team, "items": []any{score(rw.pitchCraft, v)}})
		return errs
	}
	require.Empty(t, pitch(rw.players[0], red, 8))
	require.Empty(t, pitch(rw.judge, red, 6))
	require.Empty(t, pitch(rw.mentor, blue, 9))
	fieldRefusal(t, pitch(rw.players[1], red, 10), "ratedTeamId")
	_, errs := rate(rw.judge.Client, map[string]any{"ratingTemplateId": rw.pitch, "ratedProfileId": rw.participantIDs[0], "items": []any{}})
	fieldRefusal(t, errs, "ratedTeamId")

	var out struct {
		PitchRatingAggregates []struct {
			Team     struct{ ID, Name string }
			Criteria []struct {
				Criterion string
				Average   float64
				Ratings   int
			}
		}
	}
	require.Empty(t, rw.creator.Client.GraphQL(`query($id: ID!) { pitchRatingAggregates(hackathonId: $id) { team { id name } criteria { criterion average ratings } } }`,
		map[string]any{"id": rw.inviteOnlyID}, &out))
	require.Len(t, out.PitchRatingAggregates, 2)
	assert.Equal(t, "Blue", out.PitchRatingAggregates[0].Team.Name)
	assert.InDelta(t, 9, out.PitchRatingAggregates[0].Criteria[0].Average, 0.001)
	assert.Equal(t, "Red", out.PitchRatingAggregates[1].Team.Name)
	assert.InDelta(t, 7, out.PitchRatingAggregates[1].Criteria[0].Average, 0.001)
	assert.Equal(t, 2, out.PitchRatingAggregates[1].Criteria[0].Ratings)
	assert.Equal(t, red, out.PitchRatingAggregates[1].Team.ID)
}
