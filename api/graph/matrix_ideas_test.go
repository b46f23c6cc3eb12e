package graph_test

import (
	"maps"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

func init() {
	maps.Copy(matrixOperations, matrixIdeaOperations)
}

// The ideas rows aim at the matrix's target hackathon, which the first of
// them turns into one that requires ideas and their approval. Ideas are
// the participant column's: an approved one shared by the reading rows, a
// pending one for the approval rows, and a new one per cell for the rows
// that change an idea.
type matrixIdeas struct {
	approved, pending store.Idea
}

var (
	matrixIdeasMu   sync.Mutex
	matrixIdeasOnce = map[*matrixWorld]*matrixIdeas{}
)

func (w *matrixWorld) ideas(t *testing.T) *matrixIdeas {
	t.Helper()
	matrixIdeasMu.Lock()
	defer matrixIdeasMu.Unlock()
	if m, ok := matrixIdeasOnce[w]; ok {
		return m
	}
	_, err := w.env.Store.Pool().Exec(t.Context(), `UPDATE hackathons SET ideas_required = true, ideas_require_approval = true WHERE id = $1`, intID(w.target.id))
	require.NoError(t, err)
	m := &matrixIdeas{approved: w.newIdea(t, true), pending: w.newIdea(t, true)}
	_, err = w.env.Store.ChangeApprovalState(t.Context(), store.ApprovalChange{ApprovalID: m.approved.ApprovalID,
		From: domain.ApprovalPending, To: domain.ApprovalApproved, By: w.users[asManager].ID})
	require.NoError(t, err)
	matrixIdeasOnce[w] = m
	return m
}

// newIdea stores an idea of the participant column in target, without a
// workflow.
func (w *matrixWorld) newIdea(t *testing.T, withApproval bool) store.Idea {
	t.Helper()
	created, _, err := w.env.Store.CreateIdea(t.Context(), store.NewIdea{HackathonID: intID(w.target.id), Name: "Matrix idea " + strconv.Itoa(len(t.Name())),
		Description: "Short", DetailDescription: "Long", CreatedBy: w.users[asParticipant].ID, WithApproval: withApproval})
	require.NoError(t, err)
	idea, err := w.env.Store.Idea(t.Context(), created.ID, 0)
	require.NoError(t, err)
	return idea
}

// newPendingIdea proposes an idea as the participant column through the
// API, which starts its approval workflow.
func (w *matrixWorld) newPendingIdea(t *testing.T) string {
	t.Helper()
	w.ideas(t)
	var out struct {
		CreateIdea struct {
			Idea struct{ Approval struct{ ID string } }
		}
	}
	require.Empty(t, w.client(t, asParticipant).GraphQL(`mutation($h: ID!) { createIdea(input: {hackathonId: $h, name: "Pending", description: "d", detailDescription: "dd"}) { idea { approval { id } } } }`,
		map[string]any{"h": w.target.id}, &out))
	return out.CreateIdea.Idea.Approval.ID
}

func onTargetIdeas(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
	w.ideas(t)
	return map[string]any{"id": w.target.id}
}

func onApprovedIdea(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
	return map[string]any{"id": w.ideas(t).approved.ID}
}

func onNewIdea(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
	w.ideas(t)
	return map[string]any{"id": w.newIdea(t, false).ID}
}

const (
	matrixIdea = `{ id hackathonId name description creator ` + matrixPerson + ` isCreator isOrganizer likes likedByMe
		approval { id state { name } stateUpdates { comment createdBy ` + matrixPerson + ` } } aiFeedback { id } viewerCan { edit delete like decide askAiFeedback } }`
	matrixAIQuery = `{ id uid response errored success service { id name configured } }`
)

var matrixIdeaOperations = map[string]matrixOperation{
	"ideas":          {doc: `query($id: ID!) { ideas(hackathonId: $id, search: "idea", orderBy: MOST_LIKED) { totalCount items ` + matrixIdea + ` } }`, vars: onTargetIdeas},
	"myIdeas":        {doc: `query($id: ID!) { myIdeas(hackathonId: $id) ` + matrixIdea + ` }`, vars: onTargetIdeas},
	"idea":           {doc: `query($id: ID!) { idea(id: $id) ` + matrixIdea + ` }`, vars: onApprovedIdea},
	"ideaAiFeedback": {doc: `query($id: ID!) { ideaAiFeedback(ideaId: $id) ` + matrixAIQuery + ` }`, vars: onApprovedIdea},
	"approval": {
		doc: `query($id: ID!) { approval(id: $id) { id state { name } itemType { name supportedStates { name } } stateUpdates { comment createdBy ` + matrixPerson + ` } idea { id } } }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			return map[string]any{"id": w.ideas(t).pending.ApprovalID}
		},
	},
	"pendingApprovalCount": {doc: `query($id: ID!) { pendingApprovalCount(hackathonId: $id) }`, vars: onTargetIdeas},
	"aiServices":           {doc: `{ aiServices { id name configured } }`},
	"aiQuery": {
		doc: `query($id: ID!) { aiQuery(id: $id) ` + matrixAIQuery + ` }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			m := w.ideas(t)
			services, err := w.env.Store.AIServices(t.Context(), domain.AIServiceRubric)
			require.NoError(t, err)
			q, err := w.env.Store.CreateAIQuery(t.Context(), store.NewAIQuery{ServiceID: services[0].ID, IdeaID: m.approved.ID, CreatedBy: w.users[asParticipant].ID},
				store.AIQuota{PerUser: 1000, PerIdea: 1000, Window: time.Hour})
			require.NoError(t, err)
			return map[string]any{"id": q.ID}
		},
	},
	"createIdea": {
		doc:  `mutation($id: ID!) { createIdea(input: {hackathonId: $id, name: "Matrix new idea", description: "d", detailDescription: "dd"}) { idea ` + matrixIdea + ` } }`,
		vars: onTargetIdeas,
	},
	"saveIdea": {
		doc:  `mutation($id: ID!) { saveIdea(input: {hackathonId: $id, name: "Matrix saved idea", description: "d", detailDescription: "dd"}) { idea ` + matrixIdea + ` } }`,
		vars: onTargetIdeas,
	},
	"updateIdea": {doc: `mutation($id: ID!) { updateIdea(input: {id: $id, name: "Renamed"}) { idea ` + matrixIdea + ` } }`, vars: onNewIdea},
	"deleteIdea": {doc: `mutation($id: ID!) { deleteIdea(input: {id: $id}) { id } }`, vars: onNewIdea},
	"likeIdea":   {doc: `mutation($id: ID!) { likeIdea(input: {ideaId: $id}) { like { id creator ` + matrixPerson + ` } idea { id likes likedByMe } } }`, vars: onApprovedIdea},
	"unlikeIdea": {doc: `mutation($id: ID!) { unlikeIdea(input: {ideaId: $id}) { idea { id likes likedByMe } } }`, vars: onApprovedIdea},
	"updateApprovalState": {
		doc: `mutation($id: ID!) { updateApprovalState(input: {approvalId: $id, newState: APPROVED, comment: "Go"}) { approval { id state { name } } } }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			return map[string]any{"id": w.newPendingIdea(t)}
		},
	},
	"createAiQuery": {
		doc: `mutation($s: ID!, $data: String!) { createAiQuery(input: {serviceId: $s, requestData: $data}) { id uid errored query ` + matrixAIQuery + ` } }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			w.ideas(t)
			services, err := w.env.Store.AIServices(t.Context(), domain.AIServiceRubric)
			require.NoError(t, err)
			idea := w.newIdea(t, false)
			return map[string]any{"s": services[0].ID, "data": `{"ideaId": "` + strconv.FormatInt(idea.ID, 10) + `"}`}
		},
	},
}
