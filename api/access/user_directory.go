package access

import "github.com/hackforge/hackforge/store/record"

// Who reads what of other users (SPEC 7.2 user and profile queries;
// docs/decisions.md, User directory). A user's own activity, account and
// roles are theirs; a hackathon profile is also readable by the people they
// meet in hackathons (anyone holding a role in a hackathon they hold one in,
// banned participants excepted), since that is how teams find each other;
// platform administrators read everything. E-mail addresses stay with
// CanSeeEmail: the person themselves (administrators read them through
// authUsers).

// CanReadOwnActivity: any signed-in user reads their own timeline, and only
// their own (the query takes no user).
func CanReadOwnActivity(viewerID int64) bool {
	return viewerID != 0
}

// CanReadProfileOf: the viewer may read the owner's hackathon profile and
// public face (userProfile); shares says whether both hold a role in one
// hackathon, neither banned.
func CanReadProfileOf(viewerID, ownerID int64, platformRoles []record.Role, shares bool) bool {
	if viewerID == 0 {
		return false
	}
	return viewerID == ownerID || IsPlatformAdmin(platformRoles) || shares
}

// CanListAllProfiles: the unfiltered list of every profile.
func CanListAllProfiles(viewerID int64, platformRoles []record.Role) bool {
	return viewerID != 0 && IsPlatformAdmin(platformRoles)
}

// CanReadAccountOf: the account (idB64, uid) and platform roles of a user.
func CanReadAccountOf(viewerID, ownerID int64, platformRoles []record.Role) bool {
	return viewerID != 0 && (viewerID == ownerID || IsPlatformAdmin(platformRoles))
}

// CanListAuthUsers: every user with their e-mail address.
func CanListAuthUsers(viewerID int64, platformRoles []record.Role) bool {
	return viewerID != 0 && IsPlatformAdmin(platformRoles)
}
