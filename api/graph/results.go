package graph

import (
	"context"
	"fmt"
	"path"
	"strings"

	"github.com/hackforge/hackforge/api/access"
	"github.com/hackforge/hackforge/api/flows"
	"github.com/hackforge/hackforge/api/graph/model"
	"github.com/hackforge/hackforge/api/validate"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
	"github.com/hackforge/hackforge/workflows"
)

// publication is what the viewer reads of the hackathon's publication.
func publication(h *store.HackathonView, res record.HackathonResult) *model.ResultsPublication {
	return &model.ResultsPublication{
		HackathonID: h.ID, PublishedAt: res.PublishedAt, Ready: access.ResultsPublishable(h.Hackathon),
		GalleryEnabled: res.GalleryEnabled, ViewerCanPublish: access.CanPublishResults(h.HackathonRoles),
	}
}

// prizeWinners checks the prizes of a publication: each one of the
// hackathon's active prizes, once.
func prizeWinners(prizes []record.Prize, in []model.PrizeWinnerInput) ([]store.PrizeWinner, error) {
	var errs validate.Errors
	out := make([]store.PrizeWinner, 0, len(in))
	for i, w := range in {
		field := fmt.Sprintf("prizeWinners.%d.prizeId", i)
		switch {
		case !hasActivePrize(prizes, w.PrizeID):
			errs.Add(field, "Choose one of this hackathon's prizes.")
		case hasPrizeWinner(out, w.PrizeID):
			errs.Add(field, "A prize has one winner: choose each prize once.")
		}
		out = append(out, store.PrizeWinner{PrizeID: w.PrizeID, SubmissionID: w.SubmissionID})
	}
	return out, errs.Err()
}

func hasActivePrize(prizes []record.Prize, id int64) bool {
	for _, p := range prizes {
		if p.ID == id && p.Active {
			return true
		}
	}
	return false
}

func hasPrizeWinner(ws []store.PrizeWinner, prizeID int64) bool {
	for _, w := range ws {
		if w.PrizeID == prizeID {
			return true
		}
	}
	return false
}

// publishResults publishes a COMPLETE hackathon's results once, and starts
// the announcement to its winning teams after the commit.
func (r *Resolver) publishResults(ctx context.Context, in model.PublishResultsInput) (*model.PublishResultsPayload, error) {
	h, err := managedHackathon(ctx, in.HackathonID)
	if err != nil {
		return nil, err
	}
	if !access.ResultsPublishable(h.Hackathon) {
		return nil, domain.Conflict("hackathonId", "Judging is not done yet: publish the results once the hackathon is complete.")
	}
	prizes, err := r.Store.Prizes(ctx, h.ID)
	if err != nil {
		return nil, err
	}
	winners, err := prizeWinners(prizes, in.PrizeWinners)
	if err != nil {
		return nil, err
	}
	starts := r.Flows.NewStarts()
	res, err := r.Store.PublishResults(ctx, store.PublishFields{
		HackathonID: h.ID, PublishedBy: viewerID(ctx), PrizeWinners: winners,
		Announcement: func(record.HackathonResult) store.WorkflowStart {
			in := workflows.ResultsAnnouncementInput{HackathonID: h.ID}
			return starts.Write(workflows.ResultsAnnouncementStart(in, flows.HackathonOwner(h.Hackathon)))
		},
	})
	if err != nil {
		return nil, err
	}
	starts.Launch(ctx, r.Store)
	return &model.PublishResultsPayload{Publication: publication(h, res)}, nil
}

// publishedResults reads a hackathon the caller may view with its
// publication; NOT_FOUND until the results are published.
func (r *Resolver) publishedResults(ctx context.Context, hackathonID int64) (*store.HackathonView, record.HackathonResult, error) {
	h, err := visibleHackathon(ctx, hackathonID, "")
	if err != nil {
		return nil, record.HackathonResult{}, err
	}
	res, err := r.Store.HackathonResults(ctx, h.ID)
	if err == nil && res.PublishedAt == nil {
		err = domain.ErrNotFound
	}
	return h, res, err
}

// resultsOf shapes the published winners.
func resultsOf(h *store.HackathonView, res record.HackathonResult, w store.Winners) *model.PublishedResults {
	out := &model.PublishedResults{
		HackathonID: h.ID, HackathonName: h.Name, PublishedAt: *res.PublishedAt, GalleryOpen: access.GalleryOpen(res),
		Prizes: []model.PrizeWinner{}, Categories: categoryWinners(w.Categories), PopularVote: categoryWinners(w.PopularVote),
	}
	for _, p := range w.Prizes {
		pw := model.PrizeWinner{Prize: &p.Prize}
		if p.Winner != nil {
			pw.Winner = ptr(winner(*p.Winner))
		}
		out.Prizes = append(out.Prizes, pw)
	}
	return out
}

func categoryWinners(cs []store.CategoryWinners) []model.CategoryWinners {
	out := make([]model.CategoryWinners, 0, len(cs))
	for _, c := range cs {
		m := model.CategoryWinners{CategoryID: c.Category.ID, CategoryName: c.Category.Name, Votes: c.Votes, Winners: make([]model.Winner, 0, len(c.Winners))}
		for _, w := range c.Winners {
			m.Winners = append(m.Winners, winner(w))
		}
		out = append(out, m)
	}
	return out
}

func winner(w store.Winner) model.Winner {
	return model.Winner{SubmissionID: w.SubmissionID, TeamID: w.TeamID, TeamName: w.TeamName, CategoryName: w.CategoryName}
}

// gallery lists the open gallery's projects; NOT_FOUND while it is closed.
func (r *Resolver) gallery(ctx context.Context, hackathonID int64) ([]model.GalleryProject, error) {
	h, res, err := r.publishedResults(ctx, hackathonID)
	if err != nil {
		return nil, err
	}
	if !access.GalleryOpen(res) {
		return nil, domain.ErrNotFound
	}
	projects, err := r.Store.Gallery(ctx, h.ID)
	if err != nil {
		return nil, err
	}
	out := make([]model.GalleryProject, 0, len(projects))
	for _, p := range projects {
		gp, err := galleryProject(p)
		if err != nil {
			return nil, err
		}
		out = append(out, gp)
	}
	return out, nil
}

// imageExtensions are the URL answers shown as the project's images.
var imageExtensions = []string{".png", ".jpg", ".jpeg", ".gif", ".webp"}

// galleryProject reads a project's page from its form: the first short
// answer is its title, the first long one its description, URL answers
// its links (or images), and the other answers its details.
func galleryProject(p store.GalleryProject) (model.GalleryProject, error) {
	out := model.GalleryProject{
		SubmissionID: p.ID, HackathonID: p.HackathonID, TeamName: p.TeamName, CategoryName: p.CategoryName,
		Details: []model.GalleryField{}, Links: []model.GalleryField{}, Images: []model.GalleryField{},
	}
	tpl, err := validate.ParseTemplate("schema", p.TemplateSchema)
	if err != nil {
		return out, fmt.Errorf("stored template of submission %d: %w", p.ID, err)
	}
	response, err := jsonObject(p.Response)
	if err != nil {
		return out, fmt.Errorf("stored response of submission %d: %w", p.ID, err)
	}
	for _, f := range tpl.Fields {
		answer := answerText(response[f.Key])
		switch {
		case answer == "":
		case f.Kind == validate.KindShortText && out.Title == "":
			out.Title = answer
		case f.Kind == validate.KindLongText && out.Description == "":
			out.Description = answer
		case f.Kind == validate.KindURL || f.Kind == validate.KindRepositoryURL || f.Kind == validate.KindVideoURL:
			link := model.GalleryField{Label: f.Label, Value: answer}
			if isImageURL(answer) {
				out.Images = append(out.Images, link)
			} else {
				out.Links = append(out.Links, link)
			}
		default:
			out.Details = append(out.Details, model.GalleryField{Label: f.Label, Value: answer})
		}
	}
	if out.Title == "" {
		out.Title = p.TeamName
	}
	return out, nil
}

func isImageURL(u string) bool {
	ext := strings.ToLower(path.Ext(strings.SplitN(strings.SplitN(u, "?", 2)[0], "#", 2)[0]))
	for _, e := range imageExtensions {
		if ext == e {
			return true
		}
	}
	return false
}

// answerText is an answer as text: a choice list joined by commas.
func answerText(v any) string {
	switch a := v.(type) {
	case string:
		return strings.TrimSpace(a)
	case []any:
		parts := make([]string, 0, len(a))
		for _, x := range a {
			if s, ok := x.(string); ok {
				parts = append(parts, s)
			}
		}
		return strings.Join(parts, ", ")
	}
	return ""
}
