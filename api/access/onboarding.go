package access

// Onboarding answers and the dashboard are private to their user
// (docs/decisions.md, Onboarding): nobody else reads or writes them, not even
// the organizers of the user's hackathons.

// CanReadUserMetadata: the user themselves; viewerID is 0 for anonymous callers.
func CanReadUserMetadata(viewerID, ownerID int64) bool {
	return viewerID != 0 && viewerID == ownerID
}

// CanSaveUserMetadata: the user themselves.
func CanSaveUserMetadata(viewerID, ownerID int64) bool {
	return viewerID != 0 && viewerID == ownerID
}

// CanSeeDashboard: the user's dashboard, to the user themselves.
func CanSeeDashboard(viewerID, ownerID int64) bool {
	return viewerID != 0 && viewerID == ownerID
}
