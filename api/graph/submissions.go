package graph

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

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

// maxCategoryName bounds a category's name (the column's check).
const maxCategoryName = 100

// emptyTemplate is the form of a category created without one.
const emptyTemplate = `{"type":"object","additionalProperties":false,"properties":{},"required":[],"x-order":[]}`

// submissionsOpen: the deadline (the JUDGING transition) has not passed, or
// the organizers accept late submissions.
func submissionsOpen(h *store.HackathonView) bool {
	return !pastSubmissionDeadline(h) || h.AllowLateSubmissions
}

// pastSubmissionDeadline: JUDGING or a later phase.
func pastSubmissionDeadline(h *store.HackathonView) bool {
	return h.Phase.Index() >= domain.PhaseJudging.Index()
}

// managedCategory loads a category whose hackathon the caller manages.
func managedCategory(ctx context.Context, s *store.Store, id int64) (store.CompetitionCategory, *store.HackathonView, error) {
	if _, err := signedInViewerID(ctx); err != nil {
		return store.CompetitionCategory{}, nil, err
	}
	c, err := s.CompetitionCategory(ctx, id)
	if err != nil {
		return c, nil, err
	}
	h, err := managedHackathon(ctx, c.HackathonID)
	if err == nil && !access.CanManageCategories(h.HackathonRoles) {
		err = domain.ErrForbidden
	}
	return c, h, err
}

// categoryName checks a category's name.
func categoryName(errs *validate.Errors, name string) string {
	name = errs.Required("name", name)
	errs.MaxLength("name", name, maxCategoryName)
	return name
}

// templateSchema checks a template as the form editor sends it; nil stays nil.
func templateSchema(schema map[string]any) ([]byte, error) {
	if schema == nil {
		return nil, nil
	}
	doc, err := json.Marshal(schema)
	if err != nil {
		return nil, domain.Invalid("schema", "The template is not JSON.")
	}
	t, err := validate.ParseTemplate("schema", doc)
	if err != nil {
		return nil, err
	}
	return t.Schema, nil
}

// categoryPayload shows the category after a change, with its hackathon.
func categoryPayload(ctx context.Context, s *store.Store, id int64) (*model.CompetitionCategoryPayload, error) {
	c, err := s.CompetitionCategory(ctx, id)
	if err != nil {
		return nil, err
	}
	h, err := loaders.For(ctx).HackathonNow(ctx, c.HackathonID)
	return &model.CompetitionCategoryPayload{Category: &c, Hackathon: &h}, err
}

// submissionTemplate is the GraphQL template of a category.
func submissionTemplate(c store.CompetitionCategory) (*model.SubmissionTemplate, error) {
	schema, err := jsonObject(c.Schema)
	return &model.SubmissionTemplate{ID: c.TemplateID, Schema: schema}, err
}

// jsonObject decodes a stored JSON object.
func jsonObject(doc []byte) (map[string]any, error) {
	out := map[string]any{}
	if len(doc) == 0 {
		return out, nil
	}
	if err := json.Unmarshal(doc, &out); err != nil {
		return nil, fmt.Errorf("stored JSON object: %w", err)
	}
	return out, nil
}

// submissionFor loads a submission the caller may see, with its team and hackathon.
func submissionFor(ctx context.Context, s *store.Store, id int64) (record.Submission, *store.TeamView, *store.HackathonView, error) {
	me, err := signedInViewerID(ctx)
	if err != nil {
		return record.Submission{}, nil, nil, err
	}
	sub, err := s.Submission(ctx, id)
	if err != nil {
		return sub, nil, nil, err
	}
	t, err := s.TeamView(ctx, sub.TeamID, me)
	if err != nil {
		return sub, nil, nil, err
	}
	h, err := visibleHackathon(ctx, sub.HackathonID, "")
	if err != nil {
		return sub, nil, nil, err
	}
	if !access.CanSeeSubmission(h.HackathonRoles, standing(&t)) {
		return sub, nil, nil, domain.ErrForbidden
	}
	return sub, &t, h, nil
}

// submissionViewerCan is what the viewer may do with the team's submissions.
func submissionViewerCan(ctx context.Context, t *store.TeamView) (*access.SubmissionViewerCan, error) {
	h, err := loaders.For(ctx).Hackathon.Load(ctx, t.HackathonID)
	if err != nil {
		return nil, err
	}
	can := access.SubmissionViewerCanOf(h.HackathonRoles, standing(t), submissionsOpen(&h))
	return &can, nil
}

// submissionChange is a checked updateSubmission.
type submissionChange struct {
	team     *store.TeamView
	h        *store.HackathonView
	category store.CompetitionCategory
	existing *record.Submission
	response []byte
	submit   bool
	late     bool
}

// checkSubmissionChange checks who changes what, the deadline and the
// response against the category's template.
func checkSubmissionChange(ctx context.Context, s *store.Store, in model.UpdateSubmissionInput) (*submissionChange, error) {
	t, h, err := teamFor(ctx, s, in.TeamID)
	if err != nil {
		return nil, err
	}
	roles := h.HackathonRoles
	if !access.CanEditSubmission(roles, standing(t)) {
		return nil, domain.ErrForbidden
	}
	submit := in.Submitted != nil && *in.Submitted
	if submit && !access.CanSubmitSubmission(roles, standing(t)) {
		return nil, domain.ErrForbidden
	}
	if err := checkParticipantFeatures(ctx, s, h, viewerID(ctx)); err != nil {
		return nil, err
	}
	c, err := s.CompetitionCategory(ctx, in.CategoryID)
	if errors.Is(err, domain.ErrNotFound) || (err == nil && c.HackathonID != h.ID) {
		return nil, domain.Invalid("categoryId", "Choose a category of this hackathon.")
	} else if err != nil {
		return nil, err
	}
	ch := &submissionChange{team: t, h: h, category: c, submit: submit, late: pastSubmissionDeadline(h)}
	sub, found, err := s.TeamCategorySubmission(ctx, t.ID, c.ID)
	if err != nil {
		return nil, err
	}
	if found {
		ch.existing = &sub
	}
	submitted := found && sub.Submitted
	switch {
	case in.Submitted != nil && !*in.Submitted && submitted:
		return nil, domain.Invalid("submitted", "A submitted submission cannot be withdrawn.")
	case submit && submitted:
		return nil, domain.Conflict("submitted", "Your team has submitted in this category already.")
	case ch.late && !h.AllowLateSubmissions:
		return nil, domain.Conflict("teamId", "Submissions closed when judging began.")
	case ch.late && submitted:
		return nil, domain.Conflict("teamId", "The deadline has passed: a submitted submission no longer changes.")
	}
	tpl, err := validate.ParseTemplate("schema", c.Schema)
	if err != nil {
		return nil, fmt.Errorf("stored template of category %d: %w", c.ID, err)
	}
	response, err := tpl.CheckResponse("response", in.Response, submit || submitted)
	if err != nil {
		return nil, err
	}
	if ch.response, err = json.Marshal(response); err != nil {
		return nil, err
	}
	return ch, nil
}

// saveSubmission writes a checked change; submitting notifies the team's
// members, and e-mails them that it was received.
func (r *Resolver) saveSubmission(ctx context.Context, ch *submissionChange) (record.Submission, error) {
	starts := r.Flows.NewStarts()
	sub, err := r.Store.SaveSubmission(ctx, store.SubmissionSave{
		Hackathon: ch.h.Hackathon, TeamID: ch.team.ID, CategoryID: ch.category.ID, SavedByID: viewerID(ctx),
		Response: ch.response, Submit: ch.submit, Late: ch.late,
		ConfirmationStart: func(sub record.Submission) store.WorkflowStart {
			in := workflows.SubmissionConfirmationInput{HackathonID: ch.h.ID, TeamID: ch.team.ID, SubmissionID: sub.ID, CategoryName: ch.category.Name}
			return starts.Write(workflows.SubmissionConfirmationStart(in, flows.HackathonOwner(ch.h.Hackathon)))
		},
	})
	if err == nil {
		starts.Launch(ctx, r.Store)
	}
	return sub, err
}
