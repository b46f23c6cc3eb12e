// Package demo fills a database with demo data for local runs. Seeding twice
// changes nothing.
package demo

import (
	"context"
	"errors"
	"slices"

	"github.com/hackforge/hackforge/api/auth"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// OrganiserName is the name of the demo organiser, who sent the invites.
const OrganiserName = "Olivia Organiser"

// Password is every demo account's password.
const Password = "Hackforge-demo-1" //nolint:gosec // G101: the demo data's published password (README)

// Account is a demo user and what they are for.
type Account struct {
	Email, FirstName, LastName, Role string
}

// Accounts are the demo users, one per role a hackathon has.
var Accounts = []Account{
	{"organiser@hackforge.local", "Olivia", "Organiser", "creator of the demo organisation and its hackathons"},
	{"manager@hackforge.local", "Manu", "Manager", "organising-team manager"},
	{"participant@hackforge.local", "Pat", "Participant", "participant"},
	{"mentor@hackforge.local", "Mina", "Mentor", "mentor"},
	{"judge@hackforge.local", "Jude", "Judge", "judge"},
	{"hero@hackforge.local", "Henry", "Hero", "volunteer (Hero)"},
	{"outsider@hackforge.local", "Otto", "Outsider", "member of another organisation"},
	{adminEmail, "Ada", "Admin", "platform administrator (reads user feedback at /admin/feedback)"},
}

// Seeded is what a seed created: hackathons whose lifecycle workflows and
// pending invites whose Invite workflows the caller starts.
type Seeded struct {
	Hackathons     []record.Hackathon
	PendingInvites []record.Invite
}

// Seed creates what is missing of the demo data and returns what it created.
func Seed(ctx context.Context, st *store.Store) (Seeded, error) {
	hash, err := auth.HashPassword(Password)
	if err != nil {
		return Seeded{}, err
	}
	users := map[string]int64{}
	for _, a := range slices.Concat(Accounts, crowdAccounts()) {
		if users[a.Email], err = ensureUser(ctx, st, a, hash); err != nil {
			return Seeded{}, err
		}
	}
	if err := seedFeedback(ctx, st, users); err != nil {
		return Seeded{}, err
	}
	if err := seedEmailPreferences(ctx, st, users); err != nil {
		return Seeded{}, err
	}
	return seedHackathons(ctx, st, users)
}

func ensureUser(ctx context.Context, st *store.Store, a Account, hash string) (int64, error) {
	u, err := st.UserByEmail(ctx, a.Email)
	if err == nil {
		return u.ID, nil
	}
	if !errors.Is(err, domain.ErrNotFound) {
		return 0, err
	}
	u, err = st.CreateUser(ctx, store.NewUser{
		Username: a.Email, Email: a.Email, FirstName: a.FirstName, LastName: a.LastName, PasswordHash: hash,
	})
	return u.ID, err
}
