package graph

import (
	"github.com/hackforge/hackforge/api/graph/model"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/record"
)

// person shows a user to someone else; the e-mail only when the caller's
// access rule allows it, and never a deleted account's placeholder.
func person(u record.User, emailVisible bool) *model.Person {
	p := &model.Person{ID: u.ID, FirstName: u.FirstName, LastName: u.LastName, DisplayName: displayName(u)}
	if emailVisible && u.DeletedAt == nil {
		p.Email = &u.Email
	}
	return p
}

func displayName(u record.User) string { return domain.DisplayName(u.FirstName, u.LastName) }
