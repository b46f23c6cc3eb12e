package access

import (
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/record"
)

// Whose e-mail address a viewer sees (docs/decisions.md): a person's own,
// and the people of a hackathon or organization to those who run it. The
// username is the e-mail too, so other people are shown without it.

// CanSeeEmail: a person shown outside any hackathon or organization (a
// profile, say) to themselves only; viewerID is 0 for anonymous callers.
func CanSeeEmail(viewerID, personID int64) bool {
	return viewerID != 0 && viewerID == personID
}

// CanSeeEmailInHackathon: a person shown in a hackathon (its creator, say)
// to themselves and to the hackathon's creator and managers; r are the
// viewer's roles in it.
func CanSeeEmailInHackathon(viewerID, personID int64, r Roles) bool {
	return CanSeeEmail(viewerID, personID) || CanManageHackathon(r)
}

// CanSeeEmailInOrganization: a person shown in an organization (its creator,
// say) to themselves and to those who host hackathons in it: its creator,
// owners and admins; role is the viewer's membership role ("" for none).
func CanSeeEmailInOrganization(viewerID, personID int64, org record.Organization, role domain.OrganizationRole) bool {
	return CanSeeEmail(viewerID, personID) || (viewerID != 0 && CanCreateHackathonIn(org, viewerID, role))
}
