package flows

import (
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/workflows"
)

// AccountDeletion is the workflow that finishes deleting account d.
func AccountDeletion(d store.DeletedAccount) workflows.Start {
	in := workflows.AccountDeletionInput{UserID: d.User.ID}
	for _, inv := range d.Invites {
		in.Invites = append(in.Invites, workflows.StoppedInvite{Kind: inv.Kind, UID: inv.UID})
	}
	return workflows.AccountDeletionStart(in)
}
