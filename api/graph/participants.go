package graph

import (
	"context"

	"github.com/hackforge/hackforge/api/access"
	"github.com/hackforge/hackforge/api/graph/model"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

// maxParticipantSearch bounds the search text.
const maxParticipantSearch = 200

// hackathonFor loads a hackathon the signed-in caller sees and checks rule
// over their roles in it.
func hackathonFor(ctx context.Context, id int64, rule func(access.Roles) bool) (*store.HackathonView, error) {
	if _, err := signedInViewerID(ctx); err != nil {
		return nil, err
	}
	v, err := visibleHackathon(ctx, id, "")
	if err != nil {
		return nil, err
	}
	if !rule(v.HackathonRoles) {
		return nil, domain.ErrForbidden
	}
	return v, nil
}

// participantFor loads a participant whose hackathon's rule admits the caller.
func participantFor(ctx context.Context, s *store.Store, id int64, rule func(access.Roles) bool) (store.Participant, *store.HackathonView, error) {
	if _, err := signedInViewerID(ctx); err != nil {
		return store.Participant{}, nil, err
	}
	p, err := s.Participant(ctx, id)
	if err != nil {
		return p, nil, err
	}
	h, err := hackathonFor(ctx, p.HackathonID, rule)
	return p, h, err
}

// participant shows a participant to a caller with roles r in its hackathon.
func participant(ctx context.Context, p store.Participant, r access.Roles) model.Participant {
	return model.Participant{
		ID: p.ID, HackathonID: p.HackathonID, Status: p.Status, Banned: p.Banned,
		PresentAtHackathon: p.PresentAtHackathon, RegisteredAt: p.CreatedAt,
		Person: person(p.User, access.CanSeeEmailInHackathon(viewerID(ctx), p.UserID, r)),
	}
}

// participantQuery checks the list's arguments.
func participantQuery(hackathonID int64, search *string, filter *model.ParticipantFilter, orderBy *domain.ParticipantOrder, first *int, after *string) (store.ParticipantQuery, error) {
	limit, offset, err := PageWindow(first, after)
	if err != nil {
		return store.ParticipantQuery{}, err
	}
	q := store.ParticipantQuery{HackathonID: hackathonID, Search: deref(search), Order: domain.ParticipantsByRegisteredAt, Limit: limit, Offset: offset}
	if len(q.Search) > maxParticipantSearch {
		return q, domain.Invalid("search", "Search for at most 200 characters.")
	}
	if orderBy != nil {
		q.Order = *orderBy
	}
	if filter != nil {
		q.Banned, q.PresentToday, q.HasTeam = filter.Banned, filter.PresentToday, filter.HasTeam
		if filter.Status != nil {
			q.Status = *filter.Status
		}
	}
	return q, nil
}
