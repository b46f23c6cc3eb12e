package store

import (
	"context"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/internal/db"
	"github.com/hackforge/hackforge/store/record"
)

// NewUser is what registration stores; the password is already hashed.
type NewUser struct {
	Username, Email, FirstName, LastName, PasswordHash string
}

// CreateUser stores a user with the participant role and an empty hackathon
// profile. A taken username or e-mail gives emailTaken.
func (s *Store) CreateUser(ctx context.Context, u NewUser) (record.User, error) {
	var user record.User
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		var err error
		user, err = tx.createUser(ctx, u)
		return err
	})
	if isUniqueViolation(err) {
		return record.User{}, emailTaken
	}
	return user, err
}

// createUser writes the user, its participant role and its empty hackathon
// profile; the caller holds the transaction.
func (s *Store) createUser(ctx context.Context, u NewUser) (record.User, error) {
	user, err := s.q.CreateUser(ctx, db.CreateUserParams{
		Username: u.Username, Email: u.Email, FirstName: u.FirstName,
		LastName: u.LastName, PasswordHash: u.PasswordHash,
	})
	if err != nil {
		return record.User{}, err
	}
	if err := s.q.AddUserRole(ctx, db.AddUserRoleParams{UserID: user.ID, RoleName: string(domain.PlatformParticipant)}); err != nil {
		return record.User{}, err
	}
	_, err = s.q.EnsureHackathonProfile(ctx, user.ID)
	return user, err
}

// User looks a user up by id.
func (s *Store) User(ctx context.Context, id int64) (record.User, error) {
	u, err := s.q.GetUser(ctx, id)
	return u, notFound(err)
}

// UserByUsername looks a user up by username, ignoring case.
func (s *Store) UserByUsername(ctx context.Context, username string) (record.User, error) {
	u, err := s.q.GetUserByUsername(ctx, username)
	return u, notFound(err)
}

// UserByEmail looks a user up by e-mail, ignoring case.
func (s *Store) UserByEmail(ctx context.Context, email string) (record.User, error) {
	u, err := s.q.GetUserByEmail(ctx, email)
	return u, notFound(err)
}

// UpdateUserAccount changes the fields a user may edit on their account; a
// taken e-mail gives emailTaken.
func (s *Store) UpdateUserAccount(ctx context.Context, id int64, first, last, email string) (record.User, error) {
	u, err := s.q.UpdateUserAccount(ctx, db.UpdateUserAccountParams{ID: id, FirstName: first, LastName: last, Email: email})
	if isUniqueViolation(err) {
		return record.User{}, emailTaken
	}
	return u, notFound(err)
}

// UsersByIDs returns the users with the given ids, keyed by id, in one query.
func (s *Store) UsersByIDs(ctx context.Context, ids []int64) (map[int64]record.User, error) {
	users, err := s.q.ListUsersByIDs(ctx, ids)
	if err != nil {
		return nil, err
	}
	out := make(map[int64]record.User, len(users))
	for _, u := range users {
		out[u.ID] = u
	}
	return out, nil
}

// RolesOfUsers returns each user's platform roles, keyed by user id, in one query.
func (s *Store) RolesOfUsers(ctx context.Context, userIDs []int64) (map[int64][]record.Role, error) {
	rows, err := s.q.ListRolesOfUsers(ctx, userIDs)
	if err != nil {
		return nil, err
	}
	out := make(map[int64][]record.Role, len(userIDs))
	for _, r := range rows {
		out[r.UserID] = append(out[r.UserID], record.Role{ID: r.ID, Name: r.Name, FriendlyName: r.FriendlyName})
	}
	return out, nil
}

// AddUserRole grants a platform role by name; granting it twice is harmless.
func (s *Store) AddUserRole(ctx context.Context, userID int64, role domain.PlatformRole) error {
	return s.q.AddUserRole(ctx, db.AddUserRoleParams{UserID: userID, RoleName: string(role)})
}

// emailTaken: another account has the e-mail (which is also its username).
var emailTaken = domain.Conflict("email", "A user with that email already exists.")
