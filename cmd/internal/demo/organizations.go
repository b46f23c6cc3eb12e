package demo

import (
	"context"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

// SecondOrganizationName is the organiser's second organisation, so that
// the Organization page has someone to switch between. It hosts no
// hackathon, so the organiser may also delete it.
const SecondOrganizationName = "Forge Community"

// describeOrganizations gives the demo organisation its description and the
// organiser a second organisation, with the manager (already in Forge
// Labs) as a member.
func describeOrganizations(ctx context.Context, st *store.Store, orgID int64, users map[string]int64) error {
	if _, err := st.UpdateOrganization(ctx, orgID, OrganizationName,
		"Forge Labs builds tools for builders and runs the demo's hackathons: a city challenge, a climate hack, a fintech jam and a staff summit."); err != nil {
		return err
	}
	second, err := st.CreateOrganization(ctx, SecondOrganizationName, users[organiser])
	if err != nil {
		return err
	}
	if _, err := st.UpdateOrganization(ctx, second.ID, SecondOrganizationName,
		"Volunteers who run meetups and mentor first-time hackers between Forge Labs' events."); err != nil {
		return err
	}
	return st.AddOrganizationMember(ctx, second.ID, users[manager], domain.OrgMember)
}
