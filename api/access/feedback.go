package access

import (
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/record"
)

// Who sends and reads user feedback (the widget of SPEC 1; docs/decisions.md,
// Account and feedback): every signed-in user sends it; only platform
// administrators (the admin platform role, `hackforge grant-admin`) read it.
// Hackathon and organization roles grant nothing here.

// IsPlatformAdmin: the user's platform roles include admin.
func IsPlatformAdmin(platformRoles []record.Role) bool {
	for _, r := range platformRoles {
		if r.Name == string(domain.PlatformAdmin) {
			return true
		}
	}
	return false
}

// CanSendFeedback: a signed-in user (userID not 0) may send feedback.
func CanSendFeedback(userID int64) bool {
	return userID != 0
}

// CanReadFeedback: the user may list everyone's feedback.
func CanReadFeedback(userID int64, platformRoles []record.Role) bool {
	return userID != 0 && IsPlatformAdmin(platformRoles)
}
