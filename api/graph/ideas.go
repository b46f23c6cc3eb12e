package graph

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"
	"time"

	"github.com/hackforge/hackforge/api/access"
	"github.com/hackforge/hackforge/api/flows"
	"github.com/hackforge/hackforge/api/graph/model"
	"github.com/hackforge/hackforge/api/loaders"
	"github.com/hackforge/hackforge/api/validate"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
	"github.com/hackforge/hackforge/workflows"
)

// Limits of ideas and of AI feedback requests.
const (
	maxIdeaName        = 200
	maxIdeaDescription = 2000
	maxIdeaDetail      = 20000
	maxIdeaSearch      = 200
	maxMyIdeas         = 100
	maxApprovalComment = 2000
)

// aiQuota: AI feedback requests per user and per idea and hour.
var aiQuota = store.AIQuota{PerUser: 20, PerIdea: 10, Window: time.Hour}

// ideaRef is what access needs to know of an idea, for the signed-in caller.
func ideaRef(ctx context.Context, i store.Idea) access.IdeaRef {
	return access.IdeaRef{
		ByViewer: i.CreatedBy != nil && *i.CreatedBy == viewerID(ctx),
		Hidden:   i.ApprovalID != 0 && i.ApprovalState != domain.ApprovalApproved,
	}
}

// ideaFor loads an idea the signed-in caller sees and checks rule: an idea
// hidden from them is not found.
func ideaFor(ctx context.Context, s *store.Store, id int64, rule func(access.Roles, access.IdeaRef) bool) (store.Idea, *store.HackathonView, error) {
	if _, err := signedInViewerID(ctx); err != nil {
		return store.Idea{}, nil, err
	}
	idea, err := s.Idea(ctx, id, viewerID(ctx))
	if err != nil {
		return idea, nil, err
	}
	h, err := hackathonFor(ctx, idea.HackathonID, access.CanSeeIdeas)
	if err != nil {
		return idea, nil, err
	}
	ref := ideaRef(ctx, idea)
	if !access.CanSeeIdea(h.HackathonRoles, ref) {
		return idea, nil, domain.ErrNotFound
	}
	if !rule(h.HackathonRoles, ref) {
		return idea, nil, domain.ErrForbidden
	}
	return idea, h, nil
}

func anyIdeaReader(access.Roles, access.IdeaRef) bool { return true }

// ideaFields checks an idea's fields; nil ones are not being changed.
func ideaFields(errs *validate.Errors, name, description, detail *string) {
	if name != nil && errs.Required("name", *name) != "" {
		errs.MaxLength("name", *name, maxIdeaName)
	}
	if description != nil && errs.Required("description", *description) != "" {
		errs.MaxLength("description", *description, maxIdeaDescription)
	}
	if detail != nil && errs.Required("detailDescription", *detail) != "" {
		errs.MaxLength("detailDescription", *detail, maxIdeaDetail)
	}
}

func trimmed(p *string) *string {
	if p == nil {
		return nil
	}
	return ptr(strings.TrimSpace(*p))
}

// createIdea checks and writes a new idea, then starts its approval.
func (r *Resolver) createIdea(ctx context.Context, in model.CreateIdeaInput) (*model.IdeaPayload, error) {
	me, err := signedInViewerID(ctx)
	if err != nil {
		return nil, err
	}
	h, err := hackathonFor(ctx, in.HackathonID, access.CanProposeIdea)
	if err != nil {
		return nil, err
	}
	if !h.Organizer() {
		if err := checkParticipantFeatures(ctx, r.Store, h, me); err != nil {
			return nil, err
		}
	}
	var errs validate.Errors
	if !h.IdeasRequired {
		errs.Add("hackathonId", "This hackathon does not collect ideas.")
	} else if err := domain.IdeaWindow(h.Phase, h.IdeasThroughoutHacking); err != nil {
		return nil, err
	}
	name, description, detail := strings.TrimSpace(in.Name), strings.TrimSpace(in.Description), strings.TrimSpace(in.DetailDescription)
	ideaFields(&errs, &name, &description, &detail)
	if err := errs.Err(); err != nil {
		return nil, err
	}
	starts := r.Flows.NewStarts()
	created, _, err := r.Store.CreateIdea(ctx, store.NewIdea{
		HackathonID: h.ID, Name: name, Description: description, DetailDescription: detail,
		CreatedBy: me, WithApproval: h.IdeasRequireApproval,
		ApprovalStart: func(a store.IdeaApproval) store.WorkflowStart {
			return starts.Write(r.Flows.IdeaApproval(approvalInput(h, a.Idea, a.ApprovalID)))
		},
	})
	if err != nil {
		return nil, err
	}
	starts.Launch(ctx, r.Store)
	idea, err := r.Store.Idea(ctx, created.ID, me)
	return &model.IdeaPayload{Idea: &idea}, err
}

func approvalInput(h *store.HackathonView, idea record.Idea, approvalID int64) workflows.IdeaApprovalInput {
	return workflows.IdeaApprovalInput{
		IdeaID: idea.ID, ApprovalID: approvalID, HackathonID: h.ID, CreatorID: deref(idea.CreatedBy),
		HackathonName: h.Name, IdeaName: idea.Name, OrganizationID: h.OrganizationID,
	}
}

// updateIdea edits the caller's idea; one whose changes were requested goes
// back to its organizers.
func (r *Resolver) updateIdea(ctx context.Context, in model.UpdateIdeaInput) (*model.IdeaPayload, error) {
	idea, h, err := ideaFor(ctx, r.Store, in.ID, access.CanEditIdea)
	if err != nil {
		return nil, err
	}
	c := store.IdeaChanges{ID: idea.ID, Name: trimmed(in.Name), Description: trimmed(in.Description), DetailDescription: trimmed(in.DetailDescription)}
	var errs validate.Errors
	ideaFields(&errs, c.Name, c.Description, c.DetailDescription)
	if err := errs.Err(); err != nil {
		return nil, err
	}
	updated, err := r.Store.UpdateIdea(ctx, c)
	if err != nil {
		return nil, err
	}
	if idea.ApprovalState == domain.ApprovalChangesRequested {
		in := approvalInput(h, updated, idea.ApprovalID)
		in.State = idea.ApprovalState
		err := r.Flows.ResubmitIdea(ctx, in, viewerID(ctx))
		if err != nil {
			return nil, err
		}
	}
	out, err := r.Store.Idea(ctx, idea.ID, viewerID(ctx))
	return &model.IdeaPayload{Idea: &out}, err
}

// ideaQuery checks the list's arguments.
func ideaQuery(h *store.HackathonView, viewer int64, search *string, orderBy *domain.IdeaOrder, createdBy *int64, state *domain.ApprovalState, first *int, after *string) (store.IdeaQuery, error) {
	limit, offset, err := PageWindow(first, after)
	if err != nil {
		return store.IdeaQuery{}, err
	}
	q := store.IdeaQuery{HackathonID: h.ID, ViewerID: viewer, Search: strings.TrimSpace(deref(search)), CreatedBy: createdBy,
		State: state, Order: domain.IdeasNewest, Limit: limit, Offset: offset}
	if len(q.Search) > maxIdeaSearch {
		return q, domain.Invalid("search", "Search for at most 200 characters.")
	}
	if orderBy != nil {
		q.Order = *orderBy
	}
	if !access.CanDecideApproval(h.HackathonRoles) {
		q.VisibleTo = &viewer
	}
	return q, nil
}

// approvalState shows a state with its position among the supported ones.
func approvalState(s domain.ApprovalState) *model.ApprovalState {
	id := int64(0)
	for i, st := range domain.ApprovalItemIdea.SupportedStates() {
		if st == s {
			id = int64(i + 1)
		}
	}
	return &model.ApprovalState{ID: id, Name: s, DisplayName: s.DisplayName()}
}

// rolesIn is the signed-in caller's roles in a hackathon, through the loader.
func rolesIn(ctx context.Context, hackathonID int64) (access.Roles, error) {
	h, err := loaders.For(ctx).Hackathon.Load(ctx, hackathonID)
	return h.HackathonRoles, err
}

// personIn shows a user seen in a hackathon, or nil for none.
func personIn(ctx context.Context, hackathonID int64, userID *int64) (*model.Person, error) {
	if userID == nil {
		return nil, nil
	}
	u, err := loaders.For(ctx).User.Load(ctx, *userID)
	if err != nil {
		return nil, err
	}
	r, err := rolesIn(ctx, hackathonID)
	return person(u, access.CanSeeEmailInHackathon(viewerID(ctx), u.ID, r)), err
}

// aiQueryIdea reads the idea id of a query's request data.
func aiQueryIdea(data string) (int64, error) {
	var req struct {
		IdeaID json.RawMessage `json:"ideaId"`
	}
	if err := json.Unmarshal([]byte(data), &req); err != nil || len(req.IdeaID) == 0 {
		return 0, domain.Invalid("requestData", `Send a JSON object naming the idea: {"ideaId": "12"}.`)
	}
	raw := strings.Trim(string(req.IdeaID), `"`)
	id, err := strconv.ParseInt(raw, 10, 64)
	if err != nil || id <= 0 {
		return 0, domain.Invalid("requestData", "ideaId is not an idea's id.")
	}
	return id, nil
}

// createAIQuery records a request for feedback and starts its workflow.
func (r *Resolver) createAIQuery(ctx context.Context, in model.CreateAIQueryInput) (*model.CreateAIQueryPayload, error) {
	u, err := viewer(ctx)
	if err != nil {
		return nil, err
	}
	service, err := r.Store.AIService(ctx, in.ServiceID)
	if err != nil {
		return nil, domain.Invalid("serviceId", "There is no such AI service.")
	}
	ideaID, err := aiQueryIdea(in.RequestData)
	if err != nil {
		return nil, err
	}
	idea, h, err := ideaFor(ctx, r.Store, ideaID, access.CanAskAIFeedback)
	if err != nil {
		return nil, err
	}
	if service.Name == domain.AIServiceOpenAI && !r.Flows.AIConfigured {
		return nil, domain.Invalid("serviceId", "AI feedback is not configured: set AI_BASE_URL and AI_MODEL, or ask the rubric service.")
	}
	data, _ := json.Marshal(map[string]string{"ideaId": strconv.FormatInt(idea.ID, 10)})
	starts := r.Flows.NewStarts()
	q, err := r.Store.CreateAIQuery(ctx, store.NewAIQuery{ServiceID: service.ID, IdeaID: idea.ID, CreatedBy: u.ID, RequestData: data,
		Start: func(q record.AiQuery) store.WorkflowStart {
			in := workflows.AIFeedbackInput{UID: q.Uid, Service: service.Name, IdeaID: idea.ID}
			return starts.Write(workflows.AIFeedbackStart(in, flows.HackathonOwner(h.Hackathon)))
		},
	}, aiQuota)
	if err != nil {
		return nil, err
	}
	starts.Launch(ctx, r.Store)
	return &model.CreateAIQueryPayload{ID: q.ID, UID: q.Uid, Errored: q.Errored, Query: &q}, nil
}
