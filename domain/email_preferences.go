package domain

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// EmailCategory is a kind of e-mail a person may turn off (issue 34). Every
// e-mail the product sends names one; EmailTransactional ones are always
// sent (docs/decisions.md says which).
type EmailCategory string

const (
	// EmailTransactional: the reply to the person's own action, or what
	// they need to get in (password reset, check-in code, submission
	// confirmation); no preference applies.
	EmailTransactional EmailCategory = ""
	EmailAnnouncements EmailCategory = "ANNOUNCEMENTS"
	EmailInvites       EmailCategory = "INVITES"
	EmailPhaseChanges  EmailCategory = "PHASE_CHANGES"
	EmailApprovals     EmailCategory = "APPROVALS"
	EmailTeamRequests  EmailCategory = "TEAM_REQUESTS"
	EmailResults       EmailCategory = "RESULTS"
)

// EmailCategories are the categories a person may turn off, in the order
// the settings page lists them.
var EmailCategories = []EmailCategory{
	EmailAnnouncements, EmailInvites, EmailPhaseChanges, EmailApprovals, EmailTeamRequests, EmailResults,
}

// Optional tells a category a person may turn off from the transactional
// one and from unknown values.
func (c EmailCategory) Optional() bool { return slices.Contains(EmailCategories, c) }

// Topic names what the category's e-mails are about, to end "e-mails
// about ...".
func (c EmailCategory) Topic() string {
	switch c {
	case EmailAnnouncements:
		return "announcements from organizers"
	case EmailInvites:
		return "invitations to judge, mentor, volunteer or organize a hackathon"
	case EmailPhaseChanges:
		return "your hackathons' phases and deadlines"
	case EmailApprovals:
		return "ideas waiting for your approval"
	case EmailTeamRequests:
		return "requests to join your team and invitations to join one"
	case EmailResults:
		return "results of your hackathons"
	}
	return string(c)
}

// UnsubscribePath is the API's one-click unsubscribe (RFC 8058), taking
// ?token=; EmailPreferencesPath is the web app's settings page.
const (
	UnsubscribePath      = "/api/v1/email/unsubscribe"
	EmailPreferencesPath = "/user/email"
)

// EmailPreference is whether a person gets the e-mails of one category.
type EmailPreference struct {
	Category EmailCategory
	Enabled  bool
}

// EmailPreferences lists every category, enabled unless the person turned
// it off.
func EmailPreferences(optedOut []EmailCategory) []EmailPreference {
	out := make([]EmailPreference, len(EmailCategories))
	for i, c := range EmailCategories {
		out[i] = EmailPreference{Category: c, Enabled: !slices.Contains(optedOut, c)}
	}
	return out
}

// CheckEmailPreferences refuses a change naming an unknown or transactional
// category, or one category twice, on the field "preferences".
func CheckEmailPreferences(changes []EmailPreference) error {
	seen := map[EmailCategory]bool{}
	for _, p := range changes {
		if !p.Category.Optional() {
			return Invalid("preferences", "%q is not an e-mail category.", p.Category)
		}
		if seen[p.Category] {
			return Invalid("preferences", "%s is named twice.", p.Category)
		}
		seen[p.Category] = true
	}
	return nil
}

// An unsubscribe token lets whoever holds it turn one category off for one
// person without signing in (RFC 8058's one-click link):
// "<user id>.<category>.<signature>", where the signature is HMAC-SHA256
// over both with the server's unsubscribe key, in unpadded URL-safe base64.
// It does not expire: a mail client may follow it long after the e-mail
// came, and all it can do is what the person can undo in their settings.

// UnsubscribeToken is the token that turns category off for the user.
func UnsubscribeToken(key []byte, userID int64, c EmailCategory) string {
	return fmt.Sprintf("%d.%s.%s", userID, c, unsubscribeSignature(key, userID, c))
}

// ParseUnsubscribeToken checks a token's signature; ok is false for
// anything malformed, altered or signed with another key.
func ParseUnsubscribeToken(key []byte, token string) (userID int64, c EmailCategory, ok bool) {
	parts := strings.Split(token, ".")
	if len(parts) != 3 {
		return 0, "", false
	}
	id, err := strconv.ParseInt(parts[0], 10, 64)
	c = EmailCategory(parts[1])
	if err != nil || id <= 0 || !c.Optional() {
		return 0, "", false
	}
	if !hmac.Equal([]byte(parts[2]), []byte(unsubscribeSignature(key, id, c))) {
		return 0, "", false
	}
	return id, c, true
}

func unsubscribeSignature(key []byte, userID int64, c EmailCategory) string {
	mac := hmac.New(sha256.New, key)
	fmt.Fprintf(mac, "hackforge-unsubscribe:%d:%s", userID, c)
	return base64.RawURLEncoding.EncodeToString(mac.Sum(nil))
}
