package graph

import (
	"context"

	"github.com/hackforge/hackforge/api/access"
	"github.com/hackforge/hackforge/api/graph/model"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

// maxNextProgramItems bounds nextProgramItems' first.
const maxNextProgramItems = 10

// shownMembers are the active members of the kind a hackathon's page shows
// (access.ShowsMembersOnPage), without their e-mail addresses.
func (r *hackathonResolver) shownMembers(ctx context.Context, h *store.HackathonView, kind domain.InviteKind) ([]model.Person, error) {
	if !access.ShowsMembersOnPage(kind, h.Hackathon) {
		return []model.Person{}, nil
	}
	users, err := r.Store.ActiveMemberUsers(ctx, h.ID, kind)
	people := make([]model.Person, len(users))
	for i, u := range users {
		people[i] = *person(u, false)
	}
	return people, err
}
