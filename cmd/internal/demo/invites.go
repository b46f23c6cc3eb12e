package demo

import (
	"context"
	"time"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// demoInvite is an invite the organiser sent; accepted ones were answered
// by the demo account with the address.
type demoInvite struct {
	kind     domain.InviteKind
	email    string
	orgRole  domain.OrganizationRole // ORGANIZATION_MEMBER only
	accepted bool
}

// invites go to the first demo hackathon, which has judges, mentors and
// Heroes, and to the demo organisation: the demo accounts that hold those
// roles accepted theirs; the others are pending, one of them for an account
// (Otto), who finds it in his notifications.
var invites = []demoInvite{
	{domain.InviteOrganizingTeam, manager, "", true},
	{domain.InviteJudge, judge, "", true},
	{domain.InviteMentor, mentor, "", true},
	{domain.InviteVolunteer, hero, "", true},
	{domain.InviteOrganizationMember, manager, domain.OrgAdmin, true},
	{domain.InviteOrganizingTeam, "new.organiser@hackforge.local", "", false},
	{domain.InviteJudge, "new.judge@hackforge.local", "", false},
	{domain.InviteMentor, "new.mentor@hackforge.local", "", false},
	{domain.InviteMentor, outsider, "", false},
	{domain.InviteVolunteer, "new.hero@hackforge.local", "", false},
	{domain.InviteOrganizationMember, "new.colleague@hackforge.local", domain.OrgMember, false},
}

// seedInvites sends the demo invites from the organiser and returns the
// pending ones, whose workflows the caller starts.
func seedInvites(ctx context.Context, st *store.Store, users map[string]int64, h record.Hackathon, orgID int64) ([]record.Invite, error) {
	var pending []record.Invite
	for _, d := range invites {
		place := store.InvitePlace{Kind: d.kind, HackathonID: h.ID}
		if !d.kind.ForHackathon() {
			place = store.InvitePlace{Kind: d.kind, OrganizationID: orgID, OrganizationRole: d.orgRole}
		}
		opened, err := st.OpenInvites(ctx, place, users[organiser], []string{d.email}, time.Now().Add(domain.DefaultInviteTimings.ExpireAfter), nil)
		if err != nil {
			return nil, err
		}
		inv := opened.Opened[0]
		if !d.accepted {
			pending = append(pending, inv)
			continue
		}
		if _, err := st.AcceptInvite(ctx, inv.Uid, inv.Round, users[d.email]); err != nil {
			return nil, err
		}
	}
	return pending, nil
}
