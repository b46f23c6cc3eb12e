package domain

import (
	"fmt"
	"strings"
)

// DeletedUserName is how a deleted account is shown wherever its name was.
const DeletedUserName = "Deleted user"

// DeleteAccountWord confirms a deletion, as the username does.
const DeleteAccountWord = "DELETE"

// BlockerKind is what a person must hand over before deleting their account.
type BlockerKind string

const (
	// BlockerOrganization: they are the last owner of an organization.
	BlockerOrganization BlockerKind = "ORGANIZATION"
	// BlockerHackathon: they created a hackathon that has not finished.
	BlockerHackathon BlockerKind = "HACKATHON"
)

// AccountBlocker is one thing that keeps an account from being deleted.
type AccountBlocker struct {
	Kind BlockerKind
	ID   int64
	Name string
}

// Advice says what to do about the blocker, in a sentence.
func (b AccountBlocker) Advice() string {
	if b.Kind == BlockerOrganization {
		return fmt.Sprintf("You are the last owner of the organization %q: make another member an owner first.", b.Name)
	}
	return fmt.Sprintf("You created the hackathon %q, which has not finished: hand it over to a member of its Organizing Team first.", b.Name)
}

// AccountBlocked is the refusal to delete an account, naming each blocker.
func AccountBlocked(blockers []AccountBlocker) error {
	advice := make([]string, len(blockers))
	for i, b := range blockers {
		advice[i] = b.Advice()
	}
	return Conflict("", "Your account cannot be deleted yet. %s", strings.Join(advice, " "))
}

// ConfirmsDeletion reports whether what the person typed confirms deleting
// the account of username: the username itself (any case) or DELETE.
func ConfirmsDeletion(typed, username string) bool {
	typed = strings.TrimSpace(typed)
	return typed == DeleteAccountWord || (typed != "" && strings.EqualFold(typed, username))
}
