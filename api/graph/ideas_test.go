package graph_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
)

// ideasWorld is the world's invite-only hackathon taking ideas, with approval.
func ideasWorld(t *testing.T, approval bool) *world {
	t.Helper()
	w := newWorld(t)
	_, err := w.env.Store.Pool().Exec(t.Context(), `UPDATE hackathons SET ideas_required = true, ideas_require_approval = $2 WHERE id = $1`,
		intID(w.inviteOnlyID), approval)
	require.NoError(t, err)
	return w
}

const (
	ideaFields = `{ id name description likes likedByMe isCreator creator { displayName }
		approval { id state { name displayName } stateUpdates { newState { name } comment createdBy { displayName } } }
		viewerCan { edit delete like decide askAiFeedback } }`
	createIdeaDoc = `mutation($h: ID!, $name: String!) { createIdea(input: {hackathonId: $h, name: $name,
		description: "Phone charging for traders", detailDescription: "Traders struggle to keep phones charged."}) { idea ` + ideaFields + ` } }`
	ideaDoc          = `query($id: ID!) { idea(id: $id) ` + ideaFields + ` }`
	ideasDoc         = `query($h: ID!, $search: String, $order: IdeaOrder) { ideas(hackathonId: $h, search: $search, orderBy: $order) { totalCount items ` + ideaFields + ` } }`
	decideDoc        = `mutation($id: ID!, $state: ApprovalStateName!, $comment: String) { updateApprovalState(input: {approvalId: $id, newState: $state, comment: $comment}) { approval { state { name } } } }`
	pendingCountDoc  = `query($h: ID!) { pendingApprovalCount(hackathonId: $h) }`
	notificationsDoc = `{ myNotifications(first: 50) { items { type title text link } } }`
)

type ideaOut struct {
	ID, Name  string
	Likes     int
	LikedByMe bool
	IsCreator bool
	Approval  *struct {
		ID           string
		State        struct{ Name, DisplayName string }
		StateUpdates []struct {
			NewState  struct{ Name string }
			Comment   string
			CreatedBy *struct{ DisplayName string }
		}
	}
	ViewerCan struct{ Edit, Delete, Like, Decide, AskAiFeedback bool }
}

func proposeIdea(t *testing.T, u apitest.User, hackathonID, name string) ideaOut {
	t.Helper()
	var out struct{ CreateIdea struct{ Idea ideaOut } }
	require.Empty(t, u.Client.GraphQL(createIdeaDoc, map[string]any{"h": hackathonID, "name": name}, &out))
	return out.CreateIdea.Idea
}

type notice struct{ Type, Title, Text, Link string }

// eventuallyNotified waits for a notification of type typ to reach u.
func eventuallyNotified(t *testing.T, u apitest.User, typ string) notice {
	t.Helper()
	var found notice
	require.Eventually(t, func() bool {
		var out struct{ MyNotifications struct{ Items []notice } }
		if errs := u.Client.GraphQL(notificationsDoc, nil, &out); len(errs) > 0 {
			return false
		}
		for _, n := range out.MyNotifications.Items {
			if n.Type == typ {
				found = n
				return true
			}
		}
		return false
	}, 20*time.Second, 100*time.Millisecond, "no %s notification", typ)
	return found
}

func TestIdeaApprovalFromProposalToApproved(t *testing.T) {
	w := ideasWorld(t, true)
	idea := proposeIdea(t, w.participant, w.inviteOnlyID, "Solar kiosks")
	require.NotNil(t, idea.Approval)
	assert.Equal(t, "PENDING", idea.Approval.State.Name)
	assert.True(t, idea.IsCreator)
	assert.True(t, idea.ViewerCan.Edit)
	assert.False(t, idea.ViewerCan.Decide)

	request := eventuallyNotified(t, w.manager, "IDEA_APPROVAL_REQUEST")
	assert.Equal(t, "/hackathon/"+w.inviteOnlyID+"/ideas/approve/"+idea.ID, request.Link)
	var count struct{ PendingApprovalCount int }
	require.Empty(t, w.manager.Client.GraphQL(pendingCountDoc, map[string]any{"h": w.inviteOnlyID}, &count))
	assert.Equal(t, 1, count.PendingApprovalCount)

	// Until approved, only its creator and the organizers see it.
	assert.Equal(t, "NOT_FOUND", code(t, w.mentor.Client.GraphQL(ideaDoc, map[string]any{"id": idea.ID}, nil)))
	var list struct{ Ideas struct{ TotalCount int } }
	require.Empty(t, w.mentor.Client.GraphQL(ideasDoc, map[string]any{"h": w.inviteOnlyID}, &list))
	assert.Equal(t, 0, list.Ideas.TotalCount)
	assert.Equal(t, "FORBIDDEN", code(t, w.participant.Client.GraphQL(decideDoc, map[string]any{"id": idea.Approval.ID, "state": "APPROVED"}, nil)))

	var decided struct {
		UpdateApprovalState struct {
			Approval struct{ State struct{ Name string } }
		}
	}
	require.Empty(t, w.manager.Client.GraphQL(decideDoc, map[string]any{"id": idea.Approval.ID, "state": "APPROVED", "comment": "Lovely"}, &decided))
	assert.Equal(t, "APPROVED", decided.UpdateApprovalState.Approval.State.Name)

	approved := eventuallyNotified(t, w.participant, "IDEA_APPROVED")
	assert.Contains(t, approved.Text, "Lovely")
	require.Empty(t, w.mentor.Client.GraphQL(ideasDoc, map[string]any{"h": w.inviteOnlyID}, &list))
	assert.Equal(t, 1, list.Ideas.TotalCount, "approved ideas are everyone's")
	require.Empty(t, w.manager.Client.GraphQL(pendingCountDoc, map[string]any{"h": w.inviteOnlyID}, &count))
	assert.Equal(t, 0, count.PendingApprovalCount)

	var mine struct{ Idea ideaOut }
	require.Empty(t, w.participant.Client.GraphQL(ideaDoc, map[string]any{"id": idea.ID}, &mine))
	require.Len(t, mine.Idea.Approval.StateUpdates, 2, "the submission and the decision")
	assert.Equal(t, "APPROVED", mine.Idea.Approval.StateUpdates[1].NewState.Name)
	assert.Equal(t, "Lovely", mine.Idea.Approval.StateUpdates[1].Comment)

	errs := w.manager.Client.GraphQL(decideDoc, map[string]any{"id": idea.Approval.ID, "state": "REJECTED", "comment": "No"}, nil)
	assert.Equal(t, "CONFLICT", code(t, errs), "decided once")
	errs = w.mentor.Client.GraphQL(decideDoc, map[string]any{"id": idea.Approval.ID, "state": "REJECTED", "comment": "No"}, nil)
	assert.Equal(t, "FORBIDDEN", code(t, errs), "organizers decide, mentors do not")
}

func TestIdeaChangesRequestedThenResubmittedThenRejected(t *testing.T) {
	w := ideasWorld(t, true)
	idea := proposeIdea(t, w.participant, w.inviteOnlyID, "Queue app")
	errs := w.manager.Client.GraphQL(decideDoc, map[string]any{"id": idea.Approval.ID, "state": "CHANGES_REQUESTED"}, nil)
	require.Equal(t, "BAD_USER_INPUT", code(t, errs))
	assert.Equal(t, "comment", errs[0].Extensions["field"])

	require.Empty(t, w.manager.Client.GraphQL(decideDoc, map[string]any{"id": idea.Approval.ID, "state": "CHANGES_REQUESTED", "comment": "Who uses it?"}, nil))
	asked := eventuallyNotified(t, w.participant, "IDEA_CHANGES_REQUESTED")
	assert.Equal(t, "/hackathon/"+w.inviteOnlyID+"/idea/"+idea.ID+"/edit", asked.Link)

	var edited struct{ UpdateIdea struct{ Idea ideaOut } }
	require.Empty(t, w.participant.Client.GraphQL(`mutation($id: ID!) { updateIdea(input: {id: $id, detailDescription: "Clinic patients wait hours."}) { idea `+ideaFields+` } }`,
		map[string]any{"id": idea.ID}, &edited))
	assert.Equal(t, "PENDING", edited.UpdateIdea.Idea.Approval.State.Name, "the edit resubmits it")

	require.Empty(t, w.manager.Client.GraphQL(decideDoc, map[string]any{"id": idea.Approval.ID, "state": "REJECTED", "comment": "Out of scope"}, nil))
	rejected := eventuallyNotified(t, w.participant, "IDEA_APPROVAL_REJECTED")
	assert.Contains(t, rejected.Text, "Out of scope")

	var got struct{ Idea ideaOut }
	require.Empty(t, w.participant.Client.GraphQL(ideaDoc, map[string]any{"id": idea.ID}, &got))
	var states []string
	for _, u := range got.Idea.Approval.StateUpdates {
		states = append(states, u.NewState.Name)
	}
	assert.Equal(t, []string{"PENDING", "CHANGES_REQUESTED", "PENDING", "REJECTED"}, states)
}

func TestIdeaInputAndWhenIdeasAreTaken(t *testing.T) {
	w := ideasWorld(t, false)
	countIdeas := func() int {
		var n int
		require.NoError(t, w.env.Store.Pool().QueryRow(t.Context(), `SELECT count(*) FROM ideas WHERE hackathon_id = $1`, intID(w.inviteOnlyID)).Scan(&n))
		return n
	}
	errs := w.participant.Client.GraphQL(`mutation($h: ID!) { createIdea(input: {hackathonId: $h, name: "  ", description: "d", detailDescription: "dd"}) { idea { id } } }`,
		map[string]any{"h": w.inviteOnlyID}, nil)
	require.Equal(t, "BAD_USER_INPUT", code(t, errs))
	assert.Equal(t, "name", errs[0].Extensions["field"])
	assert.Equal(t, "FORBIDDEN", code(t, w.mentor.Client.GraphQL(createIdeaDoc, map[string]any{"h": w.inviteOnlyID, "name": "Mine"}, nil)))

	_, err := w.env.Store.Pool().Exec(t.Context(), `UPDATE hackathons SET phase = 'HACKING' WHERE id = $1`, intID(w.inviteOnlyID))
	require.NoError(t, err)
	errs = w.participant.Client.GraphQL(createIdeaDoc, map[string]any{"h": w.inviteOnlyID, "name": "Late"}, nil)
	require.Equal(t, "BAD_USER_INPUT", code(t, errs))
	assert.Equal(t, "hackathonId", errs[0].Extensions["field"])
	_, err = w.env.Store.Pool().Exec(t.Context(), `UPDATE hackathons SET ideas_throughout_hacking = true WHERE id = $1`, intID(w.inviteOnlyID))
	require.NoError(t, err)
	idea := proposeIdea(t, w.participant, w.inviteOnlyID, "During hacking")
	assert.Nil(t, idea.Approval, "no approval asked for")
	assert.Equal(t, 1, countIdeas(), "refused ones wrote nothing")

	_, err = w.env.Store.Pool().Exec(t.Context(), `UPDATE hackathons SET ideas_required = false WHERE id = $1`, intID(w.inviteOnlyID))
	require.NoError(t, err)
	errs = w.participant.Client.GraphQL(createIdeaDoc, map[string]any{"h": w.inviteOnlyID, "name": "Not asked"}, nil)
	require.Equal(t, "BAD_USER_INPUT", code(t, errs))
	assert.Equal(t, "hackathonId", errs[0].Extensions["field"])
}

func TestIdeaLikesSearchAndSort(t *testing.T) {
	w := ideasWorld(t, false)
	older := proposeIdea(t, w.participant, w.inviteOnlyID, "Rain sensors")
	newer := proposeIdea(t, w.manager, w.inviteOnlyID, "Bike lanes map")
	like := `mutation($id: ID!) { likeIdea(input: {ideaId: $id}) { idea { likes likedByMe } } }`
	var liked struct{ LikeIdea struct{ Idea ideaOut } }
	for range 2 {
		require.Empty(t, w.participant.Client.GraphQL(like, map[string]any{"id": older.ID}, &liked))
	}
	assert.Equal(t, 1, liked.LikeIdea.Idea.Likes, "one like per person")
	require.Empty(t, w.judge.Client.GraphQL(like, map[string]any{"id": older.ID}, &liked))
	assert.Equal(t, 2, liked.LikeIdea.Idea.Likes)

	names := func(order, search string) []string {
		var out struct{ Ideas struct{ Items []ideaOut } }
		vars := map[string]any{"h": w.inviteOnlyID, "order": order}
		if search != "" {
			vars["search"] = search
		}
		require.Empty(t, w.mentor.Client.GraphQL(ideasDoc, vars, &out))
		var n []string
		for _, i := range out.Ideas.Items {
			n = append(n, i.Name)
		}
		return n
	}
	assert.Equal(t, []string{newer.Name, older.Name}, names("NEWEST", ""))
	assert.Equal(t, []string{older.Name, newer.Name}, names("MOST_LIKED", ""))
	assert.Equal(t, []string{newer.Name}, names("NEWEST", "bike"))

	var unliked struct{ UnlikeIdea struct{ Idea ideaOut } }
	require.Empty(t, w.judge.Client.GraphQL(`mutation($id: ID!) { unlikeIdea(input: {ideaId: $id}) { idea { likes likedByMe } } }`, map[string]any{"id": older.ID}, &unliked))
	assert.Equal(t, 1, unliked.UnlikeIdea.Idea.Likes)
	assert.False(t, unliked.UnlikeIdea.Idea.LikedByMe)

	assert.Equal(t, "FORBIDDEN", code(t, w.manager.Client.GraphQL(`mutation($id: ID!) { updateIdea(input: {id: $id, name: "Mine now"}) { idea { id } } }`, map[string]any{"id": older.ID}, nil)))
	require.Empty(t, w.manager.Client.GraphQL(`mutation($id: ID!) { deleteIdea(input: {id: $id}) { id } }`, map[string]any{"id": older.ID}, nil))
	assert.Equal(t, []string{newer.Name}, names("NEWEST", ""))
}

func TestAIFeedbackFromTheRubric(t *testing.T) {
	w := ideasWorld(t, false)
	idea := proposeIdea(t, w.participant, w.inviteOnlyID, "Solar kiosks")
	var services struct {
		AiServices []struct {
			ID, Name   string
			Configured bool
		}
	}
	require.Empty(t, w.judge.Client.GraphQL(`{ aiServices { id name configured } }`, nil, &services))
	ids := map[string]string{}
	for _, s := range services.AiServices {
		ids[s.Name] = s.ID
		assert.Equal(t, s.Name == "rubric", s.Configured, s.Name)
	}
	create := `mutation($s: ID!, $data: String!) { createAiQuery(input: {serviceId: $s, requestData: $data}) { id uid errored } }`
	errs := w.judge.Client.GraphQL(create, map[string]any{"s": ids["openai"], "data": `{"ideaId": "` + idea.ID + `"}`}, nil)
	require.Equal(t, "BAD_USER_INPUT", code(t, errs))
	assert.Equal(t, "serviceId", errs[0].Extensions["field"])
	assert.Contains(t, errs[0].Message, "AI feedback is not configured")
	errs = w.judge.Client.GraphQL(create, map[string]any{"s": ids["rubric"], "data": `not json`}, nil)
	require.Equal(t, "BAD_USER_INPUT", code(t, errs))
	assert.Equal(t, "requestData", errs[0].Extensions["field"])

	var created struct {
		CreateAiQuery struct {
			ID      string
			Errored bool
		}
	}
	require.Empty(t, w.judge.Client.GraphQL(create, map[string]any{"s": ids["rubric"], "data": `{"ideaId": "` + idea.ID + `"}`}, &created))
	require.False(t, created.CreateAiQuery.Errored)
	var q struct {
		AiQuery struct {
			Response         *string
			Success, Errored bool
		}
	}
	require.Eventually(t, func() bool {
		require.Empty(t, w.judge.Client.GraphQL(`query($id: ID!) { aiQuery(id: $id) { response success errored } }`, map[string]any{"id": created.CreateAiQuery.ID}, &q))
		return q.AiQuery.Success || q.AiQuery.Errored
	}, 20*time.Second, 100*time.Millisecond)
	require.True(t, q.AiQuery.Success)
	assert.Contains(t, *q.AiQuery.Response, "not a language model")
	var feedback struct{ IdeaAiFeedback []struct{ ID string } }
	require.Empty(t, w.participant.Client.GraphQL(`query($id: ID!) { ideaAiFeedback(ideaId: $id) { id } }`, map[string]any{"id": idea.ID}, &feedback))
	assert.Len(t, feedback.IdeaAiFeedback, 1)
}
