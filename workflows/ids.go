package workflows

import (
	"strconv"
	"strings"
)

// PasswordResetID keys a reset by the address it was asked for, so a double
// click while one is running does not send two e-mails.
func PasswordResetID(email string) string {
	return "password-reset:" + strings.ToLower(strings.TrimSpace(email))
}

// HackathonLifecycleID is the ID of a hackathon's phase-progression
// workflow: one per hackathon, e.g. "hackathon-lifecycle:42".
func HackathonLifecycleID(hackathonID int64) string {
	return "hackathon-lifecycle:" + strconv.FormatInt(hackathonID, 10)
}
