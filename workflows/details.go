package workflows

import (
	"regexp"
	"time"
)

// Each long-lived workflow keeps its current details (workflow.SetCurrentDetails),
// a line that the Temporal Web UI and `temporal workflow describe` show: what
// it is doing or waiting for, and until when. They are not recorded in the
// history, so changing them never breaks a replay. They hold no personal
// data: no e-mail addresses, no names of people (a hackathon's is fine);
// docs/operations.md (Current details) says what they show when healthy and when stuck.

// detailTime is how a time reads in the details: minutes, in UTC.
func detailTime(t time.Time) string { return t.UTC().Format("2006-01-02 15:04 UTC") }

// emailAddress is anything shaped like an address, as an SMTP server's
// refusal may quote the recipient.
var emailAddress = regexp.MustCompile(`<?[^\s<>"'(),;:\[\]]+@[^\s<>"'(),;:\[\]]+>?`)

// withoutAddresses is an error's text with e-mail addresses left out, for the details.
func withoutAddresses(reason string) string {
	return emailAddress.ReplaceAllString(reason, "<address>")
}
