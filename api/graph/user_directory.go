package graph

import (
	"context"
	"encoding/base64"
	"strconv"
	"strings"

	"github.com/hackforge/hackforge/api/access"
	"github.com/hackforge/hackforge/api/graph/model"
	"github.com/hackforge/hackforge/api/loaders"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// The SPEC 7.2 user and profile reads; who reads what is in
// api/access/user_directory.go.

// platformRoles are the signed-in user's platform roles.
func platformRoles(ctx context.Context, u *record.User) ([]record.Role, error) {
	return loaders.For(ctx).RolesOfUser.Load(ctx, u.ID)
}

// requireProfileReader refuses unless the viewer may read the owner's profile.
func (r *Resolver) requireProfileReader(ctx context.Context, ownerID int64) error {
	u, err := viewer(ctx)
	if err != nil {
		return err
	}
	roles, err := platformRoles(ctx, u)
	if err != nil {
		return err
	}
	shares := false
	if u.ID != ownerID && !access.IsPlatformAdmin(roles) {
		if shares, err = r.Store.SharesHackathon(ctx, u.ID, ownerID); err != nil {
			return err
		}
	}
	if !access.CanReadProfileOf(u.ID, ownerID, roles, shares) {
		return domain.ErrForbidden
	}
	return nil
}

// requireAccountReader refuses unless the viewer is the user or an administrator.
func requireAccountReader(ctx context.Context, ownerID int64) (isAdmin bool, err error) {
	u, err := viewer(ctx)
	if err != nil {
		return false, err
	}
	roles, err := platformRoles(ctx, u)
	if err != nil {
		return false, err
	}
	if !access.CanReadAccountOf(u.ID, ownerID, roles) {
		return false, domain.ErrForbidden
	}
	return access.IsPlatformAdmin(roles), nil
}

func (r *Resolver) hackathonProfiles(ctx context.Context, userID *int64, first *int, after *string) (*model.HackathonProfilePage, error) {
	u, err := viewer(ctx)
	if err != nil {
		return nil, err
	}
	if userID != nil {
		if err := r.requireProfileReader(ctx, *userID); err != nil {
			return nil, err
		}
	} else {
		roles, err := platformRoles(ctx, u)
		if err != nil {
			return nil, err
		}
		if !access.CanListAllProfiles(u.ID, roles) {
			return nil, domain.ErrForbidden
		}
	}
	limit, offset, err := PageWindow(first, after)
	if err != nil {
		return nil, err
	}
	page, err := r.Store.HackathonProfiles(ctx, userID, limit, offset)
	if err != nil {
		return nil, err
	}
	return &model.HackathonProfilePage{Items: page.Items, TotalCount: page.Total, PageInfo: pageInfo(offset, len(page.Items), page.Total)}, nil
}

func (r *Resolver) hackathonProfileByID(ctx context.Context, id int64) (*record.HackathonProfile, error) {
	if _, err := signedInViewerID(ctx); err != nil {
		return nil, err
	}
	p, err := r.Store.HackathonProfileByID(ctx, id)
	if err != nil {
		return nil, err
	}
	if err := r.requireProfileReader(ctx, p.UserID); err != nil {
		return nil, err
	}
	return &p, nil
}

func (r *Resolver) hackathonProfileOfUser(ctx context.Context, userID int64) (*record.HackathonProfile, error) {
	if err := r.requireProfileReader(ctx, userID); err != nil {
		return nil, err
	}
	p, found, err := r.Store.HackathonProfileOfUser(ctx, userID)
	if err != nil {
		return nil, err
	}
	if !found {
		return nil, domain.ErrNotFound
	}
	return &p, nil
}

func (r *Resolver) userProfile(ctx context.Context, userID int64) (*model.Person, error) {
	if err := r.requireProfileReader(ctx, userID); err != nil {
		return nil, err
	}
	u, err := loaders.For(ctx).User.Load(ctx, userID)
	if err != nil {
		return nil, err
	}
	me, err := viewer(ctx)
	if err != nil {
		return nil, err
	}
	roles, err := platformRoles(ctx, me)
	if err != nil {
		return nil, err
	}
	return person(u, access.CanSeeEmail(me.ID, u.ID) || access.IsPlatformAdmin(roles)), nil
}

func (r *Resolver) account(ctx context.Context, ownerID, userID *int64) (*model.Account, error) {
	if _, err := signedInViewerID(ctx); err != nil {
		return nil, err
	}
	var id int64
	switch {
	case ownerID != nil && userID != nil && *ownerID != *userID:
		return nil, domain.Invalid("ownerId", "Give the owner or the user, not two different people.")
	case ownerID != nil:
		id = *ownerID
	case userID != nil:
		id = *userID
	default:
		return nil, domain.Invalid("userId", "User ID is empty")
	}
	if _, err := requireAccountReader(ctx, id); err != nil {
		return nil, err
	}
	u, err := loaders.For(ctx).User.Load(ctx, id)
	if err != nil {
		return nil, err
	}
	return &model.Account{IDB64: store.EncodeUserID(u.ID), UID: u.Uid}, nil
}

func (r *Resolver) userRoles(ctx context.Context, userID int64) ([]record.Role, error) {
	if _, err := requireAccountReader(ctx, userID); err != nil {
		return nil, err
	}
	if _, err := loaders.For(ctx).User.Load(ctx, userID); err != nil {
		return nil, err
	}
	roles, err := loaders.For(ctx).RolesOfUser.Load(ctx, userID)
	if roles == nil {
		roles = []record.Role{}
	}
	return roles, err
}

// userCursor is an opaque cursor naming a user ("user:42", base64).
func userCursor(id int64) string {
	return base64.RawURLEncoding.EncodeToString([]byte("user:" + strconv.FormatInt(id, 10)))
}

func parseUserCursor(field string, cursor *string) (*int64, error) {
	if cursor == nil || *cursor == "" {
		return nil, nil
	}
	raw, err := base64.RawURLEncoding.DecodeString(*cursor)
	rest, ok := strings.CutPrefix(string(raw), "user:")
	id, parseErr := strconv.ParseInt(rest, 10, 64)
	if err != nil || !ok || parseErr != nil || id < 0 {
		return nil, domain.Invalid(field, "This cursor is not valid.")
	}
	return &id, nil
}

func (r *Resolver) authUsers(ctx context.Context, id *int64, offset, first *int, after *string, last *int, before *string) (*model.AuthUserPage, error) {
	u, err := viewer(ctx)
	if err != nil {
		return nil, err
	}
	roles, err := platformRoles(ctx, u)
	if err != nil {
		return nil, err
	}
	if !access.CanListAuthUsers(u.ID, roles) {
		return nil, domain.ErrForbidden
	}
	w := store.AuthUserWindow{OnlyID: id, Limit: defaultPageSize}
	switch {
	case first != nil && last != nil:
		return nil, domain.Invalid("last", "Give first or last, not both.")
	case first != nil:
		w.Limit = *first
	case last != nil:
		w.Limit, w.Last = *last, true
	}
	if w.Limit < 1 || w.Limit > maxPageSize {
		field := "first"
		if w.Last {
			field = "last"
		}
		return nil, domain.Invalid(field, "Ask for between 1 and 100 users.")
	}
	if offset != nil {
		if *offset < 0 {
			return nil, domain.Invalid("offset", "The offset cannot be negative.")
		}
		if *offset > maxOffset {
			return nil, domain.Invalid("offset", "The offset is too large.")
		}
		w.Offset = *offset
	}
	if w.AfterID, err = parseUserCursor("after", after); err != nil {
		return nil, err
	}
	if w.BeforeID, err = parseUserCursor("before", before); err != nil {
		return nil, err
	}
	page, err := r.Store.AuthUsers(ctx, w)
	if err != nil {
		return nil, err
	}
	out := &model.AuthUserPage{Items: page.Items, TotalCount: page.Total}
	if n := len(page.Items); n > 0 {
		start, end := userCursor(page.Items[0].ID), userCursor(page.Items[n-1].ID)
		out.StartCursor, out.EndCursor = &start, &end
	}
	more := w.Offset+len(page.Items) < page.Total
	if w.Last {
		out.HasPreviousPage, out.HasNextPage = more, w.Offset > 0
	} else {
		out.HasNextPage, out.HasPreviousPage = more, w.Offset > 0
	}
	return out, nil
}
