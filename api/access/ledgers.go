package access

import (
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/record"
)

// Who works on an innovation ledger (docs/decisions.md): an organization
// owns it, and everyone in that organization (its creator, owners, admins
// and members) reads and edits all of it; nobody else sees it.

// CanWorkOnLedgers: the caller may create, read and edit the ledgers of
// the organization, in which they hold role ("" for none).
func CanWorkOnLedgers(org record.Organization, userID int64, role domain.OrganizationRole) bool {
	return userID != 0 && (org.CreatorID == userID || role != "")
}
