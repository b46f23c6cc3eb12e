package graph

import (
	"context"

	"github.com/hackforge/hackforge/api/access"
	"github.com/hackforge/hackforge/api/graph/model"
	"github.com/hackforge/hackforge/domain"
)

// myActivity is the signed-in user's own timeline: the query takes no user,
// so nobody else's activity can be asked for.
func (r *Resolver) myActivity(ctx context.Context, first *int, after *string) (*model.ActivityPage, error) {
	me, err := signedInViewerID(ctx)
	if err != nil {
		return nil, err
	}
	if !access.CanReadOwnActivity(me) {
		return nil, domain.ErrForbidden
	}
	limit, offset, err := PageWindow(first, after)
	if err != nil {
		return nil, err
	}
	page, err := r.Store.MyActivity(ctx, me, limit, offset)
	if err != nil {
		return nil, err
	}
	items := make([]model.ActivityEntry, len(page.Items))
	for i, e := range page.Items {
		s := e.Sentence()
		entry := model.ActivityEntry{
			Key: e.ID, Kind: e.Kind, At: e.At,
			Action: s.Action, Object: s.Object, Detail: s.Detail, Link: s.Link,
			Summary: s.Summary(e.HackathonName),
		}
		if e.HackathonID != 0 {
			entry.Hackathon = &model.ActivityHackathon{ID: e.HackathonID, Name: e.HackathonName}
		}
		items[i] = entry
	}
	return &model.ActivityPage{Items: items, TotalCount: page.Total, PageInfo: pageInfo(offset, len(items), page.Total)}, nil
}
