package graph

import (
	"context"
	"strings"

	"github.com/hackforge/hackforge/api/access"
	"github.com/hackforge/hackforge/api/graph/model"
	"github.com/hackforge/hackforge/api/loaders"
	"github.com/hackforge/hackforge/api/validate"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// sendFeedback validates and stores feedback from the widget; the store
// thanks the sender and keeps the hourly limit, in one transaction.
func (r *Resolver) sendFeedback(ctx context.Context, in model.SendFeedbackInput) (*model.SendFeedbackPayload, error) {
	me, err := signedInViewerID(ctx)
	if err != nil {
		return nil, err
	}
	if !access.CanSendFeedback(me) {
		return nil, domain.ErrForbidden
	}
	var errs validate.Errors
	if !in.Kind.Valid() {
		errs.Add("kind", "Choose bug, idea or praise.")
	}
	message := errs.Required("message", in.Message)
	errs.MaxLength("message", message, domain.FeedbackMaxMessage)
	var rating *int32
	if in.Rating != nil {
		if *in.Rating < domain.FeedbackMinRating || *in.Rating > domain.FeedbackMaxRating {
			errs.Add("rating", "Give a rating from %d to %d.", domain.FeedbackMinRating, domain.FeedbackMaxRating)
		}
		v := int32(*in.Rating)
		rating = &v
	}
	page := strings.TrimSpace(in.PageURL)
	errs.MaxLength("pageUrl", page, domain.FeedbackMaxPageURL)
	if page != "" && !strings.HasPrefix(page, "/") {
		errs.Add("pageUrl", "The page is a path of this site, starting with /.")
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	f, err := r.Store.SendFeedback(ctx, store.NewFeedback{UserID: me, Kind: in.Kind, Message: message, Rating: rating, PageURL: page})
	if err != nil {
		return nil, err
	}
	return &model.SendFeedbackPayload{Success: true, ID: f.ID}, nil
}

// feedbackList is the administrators' list.
func (r *Resolver) feedbackList(ctx context.Context, kind *domain.FeedbackKind, search *string, first *int, after *string) (*model.FeedbackPage, error) {
	u, err := viewer(ctx)
	if err != nil {
		return nil, err
	}
	if err := requirePlatformAdmin(ctx, u); err != nil {
		return nil, err
	}
	limit, offset, err := PageWindow(first, after)
	if err != nil {
		return nil, err
	}
	filter := store.FeedbackFilter{Kind: kind}
	if search != nil {
		filter.Search = strings.TrimSpace(*search)
	}
	page, err := r.Store.Feedback(ctx, filter, limit, offset)
	if err != nil {
		return nil, err
	}
	return &model.FeedbackPage{Items: page.Items, TotalCount: page.Total, PageInfo: pageInfo(offset, len(page.Items), page.Total)}, nil
}

func requirePlatformAdmin(ctx context.Context, u *record.User) error {
	roles, err := loaders.For(ctx).RolesOfUser.Load(ctx, u.ID)
	if err != nil {
		return err
	}
	if !access.CanReadFeedback(u.ID, roles) {
		return domain.ErrForbidden
	}
	return nil
}

// feedbackSender: administrators see the sender's address, to answer.
func feedbackSender(ctx context.Context, f *record.Feedback) (*model.Person, error) {
	u, err := loaders.For(ctx).User.Load(ctx, f.UserID)
	if err != nil {
		return nil, err
	}
	return person(u, true), nil
}

// canReadFeedback is User.canReadFeedback.
func canReadFeedback(ctx context.Context, u *record.User) (bool, error) {
	roles, err := loaders.For(ctx).RolesOfUser.Load(ctx, u.ID)
	if err != nil {
		return false, err
	}
	return access.CanReadFeedback(u.ID, roles), nil
}
