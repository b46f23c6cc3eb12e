package graph_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
)

const (
	publishOp = `mutation($id: ID!, $winners: [PrizeWinnerInput!]) { publishResults(input: {hackathonId: $id, prizeWinners: $winners}) {
		publication { publishedAt ready galleryEnabled viewerCanPublish } } }`
	publishedOp = `query($id: ID!) { publishedResults(hackathonId: $id) { hackathonName publishedAt galleryOpen
		prizes { prize { id name } winner { teamName categoryName } } categories { categoryName winners { teamName } }
		popularVote { categoryName votes winners { teamName } } } }`
	galleryOp = `query($id: ID!) { gallery(hackathonId: $id) { submissionId teamName title description links { label value } images { value } details { label value } } }`
)

// resultsFixture: the world's public hackathon with a category, team A
// (the participant, with a form answered) and team B, each with a submitted
// submission, and a prize.
func resultsFixture(t *testing.T, w *world) (a, b, prize int64) {
	t.Helper()
	hid := intID(w.publicID)
	require.NoError(t, w.env.Store.AddHackathonRole(t.Context(), hid, w.participant.ID, domain.RoleParticipant))
	cat := judgingCategory(t, w.env, hid, "Main", true)
	a = judgingTeamSubmission(t, w.env, hid, cat, "A", w.participant.ID)
	b = judgingTeamSubmission(t, w.env, hid, cat, "B")
	require.NoError(t, w.env.Store.Pool().QueryRow(t.Context(),
		`INSERT INTO prizes (hackathon_id, name, position) VALUES ($1, 'Grand prize', 1) RETURNING id`, hid).Scan(&prize))
	return a, b, prize
}

func TestPublishResultsOnceJudgingIsDone(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	a, _, prize := resultsFixture(t, w)
	hid := intID(w.publicID)
	anon := w.env.Client(t)
	vars := func(prizeID, submissionID int64) map[string]any {
		return map[string]any{"id": w.publicID, "winners": []map[string]any{{"prizeId": sid(prizeID), "submissionId": sid(submissionID)}}}
	}

	judgingPhase(t, w.env, hid, "JUDGING")
	errs := w.creator.Client.GraphQL(publishOp, vars(prize, a), nil)
	assert.Equal(t, "CONFLICT", code(t, errs), "judging is not done")
	assert.Equal(t, "hackathonId", errField(t, errs))

	judgingPhase(t, w.env, hid, "COMPLETE")
	assert.Equal(t, "FORBIDDEN", code(t, w.participant.Client.GraphQL(publishOp, vars(prize, a), nil)))
	errs = w.creator.Client.GraphQL(publishOp, vars(prize+1000, a), nil)
	assert.Equal(t, "BAD_USER_INPUT", code(t, errs))
	assert.Equal(t, "prizeWinners.0.prizeId", errField(t, errs))
	errs = w.creator.Client.GraphQL(publishOp, vars(prize, a+1000), nil)
	assert.Equal(t, "BAD_USER_INPUT", code(t, errs))
	assert.Equal(t, "prizeWinners.0.submissionId", errField(t, errs))
	errs = w.creator.Client.GraphQL(publishOp, map[string]any{"id": w.publicID, "winners": []map[string]any{{"prizeId": sid(prize), "submissionId": "x"}}}, nil)
	assert.Equal(t, "BAD_USER_INPUT", code(t, errs), "a malformed id")
	assert.Equal(t, "NOT_FOUND", code(t, anon.GraphQL(publishedOp, map[string]any{"id": w.publicID}, nil)), "refused publications leave nothing behind")

	var out struct {
		PublishResults struct {
			Publication struct {
				PublishedAt      *time.Time
				Ready            bool
				ViewerCanPublish bool
			}
		}
	}
	require.Empty(t, w.creator.Client.GraphQL(publishOp, vars(prize, a), &out))
	assert.NotNil(t, out.PublishResults.Publication.PublishedAt)
	errs = w.creator.Client.GraphQL(publishOp, vars(prize, a), nil)
	assert.Equal(t, "CONFLICT", code(t, errs), "published once")

	var res struct {
		PublishedResults struct {
			HackathonName string
			Prizes        []struct {
				Prize  struct{ Name string }
				Winner *struct{ TeamName, CategoryName string }
			}
			Categories []struct {
				CategoryName string
				Winners      []struct{ TeamName string }
			}
			PopularVote []struct{ Votes int }
		}
	}
	require.Empty(t, anon.GraphQL(publishedOp, map[string]any{"id": w.publicID}, &res), "public once published")
	require.Len(t, res.PublishedResults.Prizes, 1)
	assert.Equal(t, "Grand prize", res.PublishedResults.Prizes[0].Prize.Name)
	require.NotNil(t, res.PublishedResults.Prizes[0].Winner)
	assert.Equal(t, "A", res.PublishedResults.Prizes[0].Winner.TeamName)
	require.Len(t, res.PublishedResults.Categories, 1)
	assert.Empty(t, res.PublishedResults.Categories[0].Winners, "nobody was judged")
	assert.Len(t, res.PublishedResults.PopularVote, 1, "the hackathon has a popular vote")

	// The announcement's workflow tells team A's member, once.
	msgs := w.env.Inbox.WaitFor(t, w.participant.Email, 1, 30*time.Second)
	assert.Equal(t, "Your team won at Open Hack", msgs[0].Subject)
}

func TestGalleryShowsConsentingTeamsOnceOpen(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	a, b, _ := resultsFixture(t, w)
	hid := intID(w.publicID)
	_, err := w.env.Store.Pool().Exec(t.Context(), `
	  UPDATE submission_templates SET schema = '{"type":"object","additionalProperties":false,"x-order":["title","pitch","repo","shot"],"properties":{
	    "title":{"type":"string","title":"Project name","x-kind":"shortText"},"pitch":{"type":"string","title":"Pitch","x-kind":"longText"},
	    "repo":{"type":"string","title":"Code","x-kind":"repositoryUrl"},"shot":{"type":"string","title":"Screenshot","x-kind":"url"}}}'
	  WHERE hackathon_id = $1`, hid)
	require.NoError(t, err)
	_, err = w.env.Store.Pool().Exec(t.Context(), `UPDATE submissions SET response = '{"title":"Solar kite","pitch":"Flies on sun.","repo":"https://example.com/kite","shot":"https://example.com/kite.png"}' WHERE id = $1`, a)
	require.NoError(t, err)
	judgingPhase(t, w.env, hid, "COMPLETE")
	anon := w.env.Client(t)
	gallery := map[string]any{"id": w.publicID}

	var teamA, teamB string
	require.NoError(t, w.env.Store.Pool().QueryRow(t.Context(), `SELECT (SELECT team_id FROM submissions WHERE id = $1)::text, (SELECT team_id FROM submissions WHERE id = $2)::text`, a, b).Scan(&teamA, &teamB))
	consent := `mutation($id: ID!, $c: Boolean!) { setTeamGalleryConsent(input: {teamId: $id, consent: $c}) { galleryConsent { consent viewerCanChange } } }`
	require.Empty(t, w.participant.Client.GraphQL(consent, map[string]any{"id": teamA, "c": true}, nil), "team A's admin agrees")
	assert.Equal(t, "FORBIDDEN", code(t, w.participant.Client.GraphQL(consent, map[string]any{"id": teamB, "c": true}, nil)), "not B's admin")

	require.Empty(t, w.creator.Client.GraphQL(`mutation($id: ID!) { setGallery(input: {hackathonId: $id, enabled: true}) { publication { galleryEnabled } } }`, gallery, nil))
	assert.Equal(t, "NOT_FOUND", code(t, anon.GraphQL(galleryOp, gallery, nil)), "closed until the results are published")
	require.Empty(t, w.creator.Client.GraphQL(publishOp, gallery, nil))

	var out struct {
		Gallery []struct {
			TeamName, Title, Description string
			Links                        []struct{ Label, Value string }
			Images                       []struct{ Value string }
		}
	}
	require.Empty(t, anon.GraphQL(galleryOp, gallery, &out))
	require.Len(t, out.Gallery, 1, "only the consenting team")
	p := out.Gallery[0]
	assert.Equal(t, "A", p.TeamName)
	assert.Equal(t, "Solar kite", p.Title)
	assert.Equal(t, "Flies on sun.", p.Description)
	assert.Equal(t, []struct{ Label, Value string }{{"Code", "https://example.com/kite"}}, p.Links)
	assert.Equal(t, []struct{ Value string }{{"https://example.com/kite.png"}}, p.Images)

	require.Empty(t, w.participant.Client.GraphQL(consent, map[string]any{"id": teamA, "c": false}, nil))
	require.Empty(t, anon.GraphQL(galleryOp, gallery, &out))
	assert.Empty(t, out.Gallery, "consent withdrawn")
}
