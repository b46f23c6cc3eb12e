package graph_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
)

const (
	categoryFields     = `{ id name default submissionTemplate { id schema } }`
	createCategoryOp   = `mutation($input: CreateCompetitionCategoryInput!) { createCompetitionCategory(input: $input) { category ` + categoryFields + ` hackathon { id competitionCategories ` + categoryFields + ` } } }`
	updateCategoryOp   = `mutation($input: UpdateCompetitionCategoryInput!) { updateCompetitionCategory(input: $input) { category ` + categoryFields + ` } }`
	defaultCategoryOp  = `mutation($id: ID!) { setDefaultCompetitionCategory(input: {categoryId: $id}) { hackathon { competitionCategories ` + categoryFields + ` } } }`
	deleteCategoryOp   = `mutation($id: ID!) { deleteCompetitionCategory(input: {categoryId: $id}) { hackathon { competitionCategories ` + categoryFields + ` } } }`
	categoriesOp       = `query($id: ID!) { hackathon(id: $id) { allowLateSubmissions submissionsOpen competitionCategories ` + categoryFields + ` } }`
	submissionFields   = `{ id response submitted lateSubmission submittedAt team { id } competitionCategory { id name } template { id schema } viewerCan { edit submit } }`
	updateSubmissionOp = `mutation($input: UpdateSubmissionInput!) { updateSubmission(input: $input) { submission ` + submissionFields + ` } }`
	submissionOp       = `query($id: ID!) { submission(id: $id) ` + submissionFields + ` }`
	teamSubmissionsOp  = `query($id: ID!) { team(id: $id) { submissions ` + submissionFields + ` submissionViewerCan { edit submit } } }`
)

// projectTemplate is what the form editor makes: a required short text and
// repository URL, a video URL and a single choice.
var projectTemplate = map[string]any{
	"type": "object", "additionalProperties": false,
	"properties": map[string]any{
		"summary": map[string]any{"type": "string", "title": "Summary", "description": "One line", "x-kind": "shortText"},
		"repo":    map[string]any{"type": "string", "title": "Repository", "x-kind": "repositoryUrl"},
		"video":   map[string]any{"type": "string", "title": "Video", "x-kind": "videoUrl"},
		"track":   map[string]any{"type": "string", "title": "Track", "x-kind": "singleChoice", "enum": []string{"AI", "Web"}},
	},
	"required": []string{"summary", "repo"},
	"x-order":  []string{"summary", "repo", "video", "track"},
}

type testCategory struct {
	ID, Name           string
	Default            bool
	SubmissionTemplate struct {
		ID     string
		Schema map[string]any
	}
}

type testSubmission struct {
	ID                        string
	Response                  map[string]any
	Submitted, LateSubmission bool
	SubmittedAt               *string
	Team                      struct{ ID string }
	CompetitionCategory       struct{ ID, Name string }
	ViewerCan                 struct{ Edit, Submit bool }
}

func createCategory(t *testing.T, c *apitest.Client, hackathonID, name string, schema map[string]any) testCategory {
	t.Helper()
	input := map[string]any{"hackathonId": hackathonID, "name": name}
	if schema != nil {
		input["schema"] = schema
	}
	var out struct {
		CreateCompetitionCategory struct{ Category testCategory }
	}
	require.Empty(t, c.GraphQL(createCategoryOp, map[string]any{"input": input}, &out))
	return out.CreateCompetitionCategory.Category
}

func updateSubmission(c *apitest.Client, teamID, categoryID string, response map[string]any, submitted *bool) (testSubmission, []apitest.GraphQLError) {
	input := map[string]any{"teamId": teamID, "categoryId": categoryID, "response": response}
	if submitted != nil {
		input["submitted"] = *submitted
	}
	var out struct {
		UpdateSubmission struct{ Submission testSubmission }
	}
	errs := c.GraphQL(updateSubmissionOp, map[string]any{"input": input}, &out)
	return out.UpdateSubmission.Submission, errs
}

func categories(t *testing.T, c *apitest.Client, hackathonID string) []testCategory {
	t.Helper()
	var out struct {
		Hackathon struct{ CompetitionCategories []testCategory }
	}
	require.Empty(t, c.GraphQL(categoriesOp, map[string]any{"id": hackathonID}, &out))
	return out.Hackathon.CompetitionCategories
}

func TestCompetitionCategories(t *testing.T) {
	t.Parallel()
	w := newWorld(t)

	main := createCategory(t, w.creator.Client, w.inviteOnlyID, " Main track ", nil)
	assert.Equal(t, "Main track", main.Name)
	assert.True(t, main.Default, "the first category is the default")
	assert.Equal(t, map[string]any{}, main.SubmissionTemplate.Schema["properties"], "an empty form")
	ai := createCategory(t, w.manager.Client, w.inviteOnlyID, "AI", projectTemplate)
	assert.False(t, ai.Default)
	assert.Equal(t, []any{"summary", "repo", "video", "track"}, ai.SubmissionTemplate.Schema["x-order"])

	in := func(name string, schema any) map[string]any {
		return map[string]any{"input": map[string]any{"hackathonId": w.inviteOnlyID, "name": name, "schema": schema}}
	}
	errs := w.creator.Client.GraphQL(createCategoryOp, in("  ", nil), nil)
	assert.Equal(t, "BAD_USER_INPUT", code(t, errs))
	assert.Equal(t, "name", errs[0].Extensions["field"])
	errs = w.creator.Client.GraphQL(createCategoryOp, in("ai", nil), nil)
	assert.Equal(t, "CONFLICT", code(t, errs), "names are unique whatever their case")
	assert.Equal(t, "name", errs[0].Extensions["field"])
	bad := map[string]any{"type": "object", "additionalProperties": false, "x-order": []string{"when"},
		"properties": map[string]any{"when": map[string]any{"type": "string", "title": "When", "x-kind": "date"}}}
	errs = w.creator.Client.GraphQL(createCategoryOp, in("Dates", bad), nil)
	assert.Equal(t, "BAD_USER_INPUT", code(t, errs), "a kind the editor does not make")
	assert.Equal(t, "schema", errs[0].Extensions["field"])
	assert.Equal(t, "FORBIDDEN", code(t, w.participant.Client.GraphQL(createCategoryOp, in("Mine", nil), nil)))
	assert.Equal(t, "FORBIDDEN", code(t, w.judge.Client.GraphQL(createCategoryOp, in("Mine", nil), nil)))
	require.Len(t, categories(t, w.creator.Client, w.inviteOnlyID), 2, "nothing half-written")

	// Rename and replace the template; the default moves.
	var upd struct {
		UpdateCompetitionCategory struct{ Category testCategory }
	}
	require.Empty(t, w.creator.Client.GraphQL(updateCategoryOp, map[string]any{"input": map[string]any{"categoryId": main.ID, "name": "Open", "schema": projectTemplate}}, &upd))
	assert.Equal(t, "Open", upd.UpdateCompetitionCategory.Category.Name)
	assert.Contains(t, upd.UpdateCompetitionCategory.Category.SubmissionTemplate.Schema["properties"], "repo")
	errs = w.creator.Client.GraphQL(updateCategoryOp, map[string]any{"input": map[string]any{"categoryId": main.ID, "schema": bad}}, nil)
	assert.Equal(t, "schema", errs[0].Extensions["field"])
	require.Empty(t, w.creator.Client.GraphQL(defaultCategoryOp, map[string]any{"id": ai.ID}, nil))
	list := categories(t, w.participant.Client, w.inviteOnlyID)
	require.Len(t, list, 2)
	assert.Equal(t, []bool{false, true}, []bool{list[0].Default, list[1].Default}, "one default, the chosen one")

	// Deleting the default makes the first remaining one the default.
	var del struct {
		DeleteCompetitionCategory struct {
			Hackathon struct{ CompetitionCategories []testCategory }
		}
	}
	require.Empty(t, w.creator.Client.GraphQL(deleteCategoryOp, map[string]any{"id": ai.ID}, &del))
	left := del.DeleteCompetitionCategory.Hackathon.CompetitionCategories
	require.Len(t, left, 1)
	assert.Equal(t, main.ID, left[0].ID)
	assert.True(t, left[0].Default)

	// A category with submissions stays.
	hacking(t, w, w.inviteOnlyID)
	team := mustCreateTeam(t, w.participant.Client, w.inviteOnlyID, "Owls")
	_, errs = updateSubmission(w.participant.Client, team.ID, main.ID, map[string]any{"summary": "Draft"}, nil)
	require.Empty(t, errs)
	errs = w.creator.Client.GraphQL(deleteCategoryOp, map[string]any{"id": main.ID}, nil)
	assert.Equal(t, "CONFLICT", code(t, errs))
	assert.Len(t, categories(t, w.creator.Client, w.inviteOnlyID), 1)
}

func TestSubmissionDraftSubmitAndAccess(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	hacking(t, w, w.inviteOnlyID)
	track := createCategory(t, w.creator.Client, w.inviteOnlyID, "Main", projectTemplate)
	other := joinAll(t, w, "Bea", "Cy")
	bea, cy := other[0], other[1]
	owls := mustCreateTeam(t, w.participant.Client, w.inviteOnlyID, "Owls")
	larks := mustCreateTeam(t, cy.Client, w.inviteOnlyID, "Larks")
	req := requestJoin(t, bea.Client, owls.ID, "")
	require.Empty(t, w.participant.Client.GraphQL(acceptJoinOp, map[string]any{"id": req}, nil))

	// A member saves a draft: required fields may wait, answers are checked.
	draft, errs := updateSubmission(bea.Client, owls.ID, track.ID, map[string]any{"summary": "  Solar kiosk ", "video": "youtube.com/watch?v=1/"}, nil)
	require.Empty(t, errs)
	assert.False(t, draft.Submitted)
	assert.Equal(t, map[string]any{"summary": "Solar kiosk", "video": "https://youtube.com/watch?v=1"}, draft.Response)
	assert.Equal(t, struct{ Edit, Submit bool }{true, false}, draft.ViewerCan)
	_, errs = updateSubmission(bea.Client, owls.ID, track.ID, map[string]any{"repo": "not a url"}, nil)
	assert.Equal(t, "BAD_USER_INPUT", code(t, errs))
	assert.Equal(t, "response.repo", errs[0].Extensions["field"])
	_, errs = updateSubmission(bea.Client, owls.ID, track.ID, map[string]any{"track": "Mobile"}, nil)
	assert.Equal(t, "response.track", errs[0].Extensions["field"])
	_, errs = updateSubmission(bea.Client, owls.ID, track.ID, map[string]any{"extra": "x"}, nil)
	assert.Equal(t, "response.extra", errs[0].Extensions["field"])

	// Only an admin submits, and only a complete response.
	yes := true
	_, errs = updateSubmission(bea.Client, owls.ID, track.ID, map[string]any{"summary": "S"}, &yes)
	assert.Equal(t, "FORBIDDEN", code(t, errs), "a member does not submit")
	_, errs = updateSubmission(w.participant.Client, owls.ID, track.ID, map[string]any{"summary": "Solar kiosk"}, &yes)
	assert.Equal(t, "BAD_USER_INPUT", code(t, errs))
	assert.Equal(t, "response.repo", errs[0].Extensions["field"])
	var read struct{ Submission testSubmission }
	require.Empty(t, w.participant.Client.GraphQL(submissionOp, map[string]any{"id": draft.ID}, &read))
	assert.False(t, read.Submission.Submitted, "nothing half-written")
	assert.Equal(t, "Solar kiosk", read.Submission.Response["summary"])

	sub, errs := updateSubmission(w.participant.Client, owls.ID, track.ID, map[string]any{"summary": "Solar kiosk", "repo": "github.com/owls/kiosk", "track": "AI"}, &yes)
	require.Empty(t, errs)
	assert.Equal(t, draft.ID, sub.ID, "one submission per team and category")
	assert.True(t, sub.Submitted)
	assert.False(t, sub.LateSubmission)
	assert.NotNil(t, sub.SubmittedAt)
	_, errs = updateSubmission(w.participant.Client, owls.ID, track.ID, map[string]any{"summary": "Again", "repo": "github.com/owls/kiosk"}, &yes)
	assert.Equal(t, "CONFLICT", code(t, errs), "submitted once")
	no := false
	_, errs = updateSubmission(w.participant.Client, owls.ID, track.ID, map[string]any{"summary": "Again", "repo": "github.com/owls/kiosk"}, &no)
	assert.Equal(t, "submitted", errs[0].Extensions["field"], "no withdrawing")
	// Members still edit until the deadline, keeping it complete.
	_, errs = updateSubmission(bea.Client, owls.ID, track.ID, map[string]any{"summary": "Solar kiosk v2"}, nil)
	assert.Equal(t, "response.repo", errs[0].Extensions["field"], "a submitted response stays complete")
	edited, errs := updateSubmission(bea.Client, owls.ID, track.ID, map[string]any{"summary": "Solar kiosk v2", "repo": "github.com/owls/kiosk"}, nil)
	require.Empty(t, errs)
	assert.True(t, edited.Submitted)

	// Both members are told.
	for _, u := range []apitest.User{w.participant, bea} {
		assert.Contains(t, notificationTypes(t, u.Client), "HACKATHON_SUBMISSION_CONFIRMATION")
	}
	assert.NotContains(t, notificationTypes(t, cy.Client), "HACKATHON_SUBMISSION_CONFIRMATION")
	assert.Equal(t, "/hackathon/"+w.inviteOnlyID+"/team/"+owls.ID, eventuallyNotified(t, bea, "HACKATHON_SUBMISSION_CONFIRMATION").Link,
		"the notice opens the team's page, where its submissions are")
	// And e-mailed, once each.
	confirmations := func(u apitest.User) int {
		n, err := w.env.Inbox.Matching(fmt.Sprintf(`to:%q subject:"Submission received: Secret Hack"`, u.Email))
		require.NoError(t, err)
		return n
	}
	for _, u := range []apitest.User{w.participant, bea} {
		require.Eventually(t, func() bool { return confirmations(u) > 0 }, 20*time.Second, 100*time.Millisecond, "e-mail to %s", u.Email)
		assert.Equal(t, 1, confirmations(u))
	}
	assert.Zero(t, confirmations(cy))

	// Who reads it: the team's members, creator and managers.
	for _, c := range []*apitest.Client{bea.Client, w.creator.Client, w.manager.Client} {
		require.Empty(t, c.GraphQL(submissionOp, map[string]any{"id": sub.ID}, &read))
		assert.Equal(t, "Solar kiosk v2", read.Submission.Response["summary"])
	}
	for _, c := range []*apitest.Client{cy.Client, w.mentor.Client, w.outsider.Client} {
		assert.Equal(t, "FORBIDDEN", code(t, c.GraphQL(submissionOp, map[string]any{"id": sub.ID}, nil)))
	}
	var team struct {
		Team struct {
			Submissions         []testSubmission
			SubmissionViewerCan struct{ Edit, Submit bool }
		}
	}
	require.Empty(t, bea.Client.GraphQL(teamSubmissionsOp, map[string]any{"id": owls.ID}, &team))
	require.Len(t, team.Team.Submissions, 1)
	assert.Equal(t, struct{ Edit, Submit bool }{true, false}, team.Team.SubmissionViewerCan)
	require.Empty(t, cy.Client.GraphQL(teamSubmissionsOp, map[string]any{"id": owls.ID}, &team))
	assert.Empty(t, team.Team.Submissions, "another team's are hidden")
	_, errs = updateSubmission(cy.Client, owls.ID, track.ID, map[string]any{"summary": "x"}, nil)
	assert.Equal(t, "FORBIDDEN", code(t, errs), "not their team")
	_, errs = updateSubmission(w.creator.Client, owls.ID, track.ID, map[string]any{"summary": "x"}, nil)
	assert.Equal(t, "FORBIDDEN", code(t, errs), "organizers do not write teams' work")

	// Another hackathon's category is refused.
	elsewhere := createCategory(t, w.creator.Client, w.publicID, "Elsewhere", nil)
	_, errs = updateSubmission(cy.Client, larks.ID, elsewhere.ID, map[string]any{}, nil)
	assert.Equal(t, "categoryId", errs[0].Extensions["field"])
}

func TestSubmissionDeadlineAndLateSubmissions(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	hacking(t, w, w.inviteOnlyID)
	first := createCategory(t, w.creator.Client, w.inviteOnlyID, "First", projectTemplate)
	second := createCategory(t, w.creator.Client, w.inviteOnlyID, "Second", projectTemplate)
	owls := mustCreateTeam(t, w.participant.Client, w.inviteOnlyID, "Owls")
	yes := true
	complete := map[string]any{"summary": "Kiosk", "repo": "https://github.com/owls/kiosk"}
	_, errs := updateSubmission(w.participant.Client, owls.ID, first.ID, complete, &yes)
	require.Empty(t, errs)

	// The JUDGING transition is the deadline.
	_, err := w.env.Store.Pool().Exec(t.Context(), `UPDATE hackathons SET phase = 'JUDGING' WHERE id = $1`, intID(w.inviteOnlyID))
	require.NoError(t, err)
	_, errs = updateSubmission(w.participant.Client, owls.ID, second.ID, complete, &yes)
	assert.Equal(t, "CONFLICT", code(t, errs))
	_, errs = updateSubmission(w.participant.Client, owls.ID, second.ID, complete, nil)
	assert.Equal(t, "CONFLICT", code(t, errs), "no drafts either")
	var h struct {
		Hackathon struct{ AllowLateSubmissions, SubmissionsOpen bool }
	}
	require.Empty(t, w.participant.Client.GraphQL(categoriesOp, map[string]any{"id": w.inviteOnlyID}, &h))
	assert.False(t, h.Hackathon.SubmissionsOpen)

	// The organizers allow late submissions, which are marked late.
	allow := `mutation($id: ID!) { updateHackathon(input: {id: $id, allowLateSubmissions: true}) { hackathon { id allowLateSubmissions } } }`
	assert.Equal(t, "FORBIDDEN", code(t, w.participant.Client.GraphQL(allow, map[string]any{"id": w.inviteOnlyID}, nil)))
	require.Empty(t, w.manager.Client.GraphQL(allow, map[string]any{"id": w.inviteOnlyID}, nil))
	require.Empty(t, w.participant.Client.GraphQL(categoriesOp, map[string]any{"id": w.inviteOnlyID}, &h))
	assert.True(t, h.Hackathon.AllowLateSubmissions)
	assert.True(t, h.Hackathon.SubmissionsOpen)
	late, errs := updateSubmission(w.participant.Client, owls.ID, second.ID, complete, &yes)
	require.Empty(t, errs)
	assert.True(t, late.Submitted)
	assert.True(t, late.LateSubmission)
	// What was submitted in time no longer changes.
	_, errs = updateSubmission(w.participant.Client, owls.ID, first.ID, complete, nil)
	assert.Equal(t, "CONFLICT", code(t, errs))
	var read struct{ Submission testSubmission }
	var list struct {
		Team struct{ Submissions []testSubmission }
	}
	require.Empty(t, w.participant.Client.GraphQL(teamSubmissionsOp, map[string]any{"id": owls.ID}, &list))
	require.Len(t, list.Team.Submissions, 2)
	assert.Equal(t, []bool{false, true}, []bool{list.Team.Submissions[0].LateSubmission, list.Team.Submissions[1].LateSubmission})
	require.Empty(t, w.creator.Client.GraphQL(submissionOp, map[string]any{"id": late.ID}, &read))
	assert.True(t, read.Submission.LateSubmission)
}
