package store

import (
	"context"

	"github.com/hackforge/hackforge/store/internal/db"
	"github.com/hackforge/hackforge/store/record"
)

// HackathonProfileByID returns the profile, or domain.ErrNotFound.
func (s *Store) HackathonProfileByID(ctx context.Context, id int64) (record.HackathonProfile, error) {
	p, err := s.q.GetHackathonProfileByID(ctx, id)
	return p, notFound(err)
}

// ProfilePage is one page of hackathon profiles.
type ProfilePage struct {
	Items []record.HackathonProfile
	Total int
}

// HackathonProfiles lists profiles, oldest first; userID, when not nil,
// narrows to that user's.
func (s *Store) HackathonProfiles(ctx context.Context, userID *int64, limit, offset int) (ProfilePage, error) {
	rows, err := s.q.ListHackathonProfiles(ctx, db.ListHackathonProfilesParams{UserID: userID, PageSize: int32(limit), PageOffset: int32(offset)})
	if err != nil {
		return ProfilePage{}, err
	}
	page := ProfilePage{Items: make([]record.HackathonProfile, len(rows))}
	for i, r := range rows {
		page.Items[i] = r.HackathonProfile
		page.Total = int(r.TotalCount)
	}
	return page, nil
}

// SharesHackathon: both users hold a role in one hackathon, neither banned.
func (s *Store) SharesHackathon(ctx context.Context, viewerID, userID int64) (bool, error) {
	return s.q.SharesHackathon(ctx, db.SharesHackathonParams{ViewerID: viewerID, UserID: userID})
}

// AuthUserWindow picks users by id: OnlyID one user, AfterID/BeforeID
// exclusive bounds, Last the last Limit of the window instead of the first,
// Offset skipped from the window's start (or end, with Last).
type AuthUserWindow struct {
	OnlyID, AfterID, BeforeID *int64
	Limit, Offset             int
	Last                      bool
}

// AuthUserPage is one page of users in id order and how many the window holds.
type AuthUserPage struct {
	Items []record.User
	Total int
}

// AuthUsers lists users by id within the window.
func (s *Store) AuthUsers(ctx context.Context, w AuthUserWindow) (AuthUserPage, error) {
	users, err := s.q.ListAuthUsers(ctx, db.ListAuthUsersParams{
		OnlyID: w.OnlyID, AfterID: w.AfterID, BeforeID: w.BeforeID, Descending: w.Last,
		PageSize: int32(w.Limit), PageOffset: int32(w.Offset),
	})
	if err != nil {
		return AuthUserPage{}, err
	}
	total, err := s.q.CountAuthUsers(ctx, db.CountAuthUsersParams{OnlyID: w.OnlyID, AfterID: w.AfterID, BeforeID: w.BeforeID})
	if err != nil {
		return AuthUserPage{}, err
	}
	if w.Last {
		for i, j := 0, len(users)-1; i < j; i, j = i+1, j-1 {
			users[i], users[j] = users[j], users[i]
		}
	}
	return AuthUserPage{Items: users, Total: int(total)}, nil
}
