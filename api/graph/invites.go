package graph

import (
	"context"
	"regexp"
	"strings"
	"time"

	"github.com/hackforge/hackforge/api/access"
	"github.com/hackforge/hackforge/api/flows"
	"github.com/hackforge/hackforge/api/graph/model"
	"github.com/hackforge/hackforge/api/loaders"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
	"github.com/hackforge/hackforge/workflows"
)

// invitePlace is where invites lead, as the caller who manages it sees it:
// the store's key, and names for e-mails and the Temporal memo.
type invitePlace struct {
	store.InvitePlace
	owner workflows.Owner // named e.g. "Hack the Planet (hackathon 42)"
}

// managedHackathonPlace loads the hackathon and checks that the caller may
// manage the kind's people in it.
func managedHackathonPlace(ctx context.Context, hackathonID int64, kind domain.InviteKind) (invitePlace, error) {
	if _, err := signedInViewerID(ctx); err != nil {
		return invitePlace{}, err
	}
	if !kind.ForHackathon() {
		return invitePlace{}, domain.Invalid("kind", "Choose a hackathon role: organizing team, judge, mentor or Hero.")
	}
	v, err := visibleHackathon(ctx, hackathonID, "")
	if err != nil {
		return invitePlace{}, err
	}
	if !access.CanManageMembers(kind, v.HackathonRoles) {
		return invitePlace{}, domain.ErrForbidden
	}
	return invitePlace{
		InvitePlace: store.InvitePlace{Kind: kind, HackathonID: v.ID},
		owner:       flows.HackathonInvitePlace(v.Hackathon),
	}, nil
}

// managedOrganization loads an organization whose members the caller may
// manage, with the caller's role in it.
func managedOrganization(ctx context.Context, orgID int64) (record.Organization, domain.OrganizationRole, error) {
	org, role, err := visibleOrganization(ctx, orgID)
	if err == nil && !access.CanManageOrganizationMembers(org, viewerID(ctx), role) {
		err = domain.ErrForbidden
	}
	return org, role, err
}

// visibleOrganization loads an organization the caller belongs to.
func visibleOrganization(ctx context.Context, orgID int64) (record.Organization, domain.OrganizationRole, error) {
	me, err := signedInViewerID(ctx)
	if err != nil {
		return record.Organization{}, "", err
	}
	l := loaders.For(ctx)
	org, err := l.Organization.Load(ctx, orgID)
	if err != nil {
		return org, "", err
	}
	role, err := l.MembershipRole.Load(ctx, orgID)
	if err == nil && !access.CanViewOrganization(org, me, role) {
		err = domain.ErrForbidden
	}
	return org, role, err
}

// managedPendingInvite loads a pending invite whose place the caller
// manages, with its workflow's input.
func (r *mutationResolver) managedPendingInvite(ctx context.Context, id int64) (record.Invite, workflows.InviteInput, error) {
	if _, err := signedInViewerID(ctx); err != nil {
		return record.Invite{}, workflows.InviteInput{}, err
	}
	inv, err := r.Store.Invite(ctx, id)
	if err != nil {
		return inv, workflows.InviteInput{}, err
	}
	if inv.Kind.ForHackathon() {
		_, err = managedHackathonPlace(ctx, *inv.HackathonID, inv.Kind)
	} else {
		_, _, err = managedOrganization(ctx, *inv.OrganizationID)
	}
	if err == nil {
		err = closedInviteError("id", inv)
	}
	if err != nil {
		return inv, workflows.InviteInput{}, err
	}
	in, err := inviteInput(ctx, r.Flows, inv)
	return inv, in, err
}

func organizationPlace(org record.Organization, role domain.OrganizationRole) invitePlace {
	return invitePlace{
		InvitePlace: store.InvitePlace{Kind: domain.InviteOrganizationMember, OrganizationID: org.ID, OrganizationRole: role},
		owner:       flows.OrganizationInvitePlace(org.ID, org.Name),
	}
}

// invite sends invites to the place: each address checked, the valid ones
// stored in one statement and their workflows started in one batch.
func (r *mutationResolver) invite(ctx context.Context, place invitePlace, rawEmails []string) (*model.InvitePayload, error) {
	u, err := viewer(ctx)
	if err != nil {
		return nil, err
	}
	emails, rejected, err := inviteAddresses(rawEmails)
	if err != nil {
		return nil, err
	}
	members, err := r.Store.MemberEmails(ctx, place.InvitePlace, emails)
	if err != nil {
		return nil, err
	}
	emails, rejected = withoutMembers(emails, rejected, members, place.Kind)
	if len(emails) == 0 {
		return nil, domain.Invalid("emails", "%s: %s", rejected[0].Email, rejected[0].Reason)
	}
	starts := r.Flows.NewStarts()
	// A pending invite whose workflow is running is left alone (the ID's
	// conflict policy); one whose workflow was lost is started again.
	batch := func(invites store.OpenedInvites) store.WorkflowStart {
		inputs := make([]workflows.InviteInput, 0, len(emails))
		for _, inv := range append(invites.Opened, invites.Pending...) {
			inputs = append(inputs, r.Flows.InviteInput(inv, place.owner))
		}
		return starts.Write(flows.InviteBatch(inputs))
	}
	invites, err := r.Store.OpenInvites(ctx, place.InvitePlace, u.ID, emails, time.Now().Add(r.Flows.Timings().ExpireAfter), batch)
	if err != nil {
		return nil, err
	}
	starts.Launch(ctx, r.Store)
	return &model.InvitePayload{Invited: invites.Opened, AlreadyPending: nonNil(invites.Pending), Rejected: rejected}, nil
}

// inviteAddresses normalises a list of addresses: duplicates are dropped,
// malformed ones rejected with the reason.
func inviteAddresses(raw []string) ([]string, []model.RejectedAddress, error) {
	if len(raw) == 0 {
		return nil, nil, domain.Invalid("emails", "Enter at least one e-mail address.")
	}
	if len(raw) > domain.MaxInvitesPerRequest {
		return nil, nil, domain.Invalid("emails", "Invite at most %d addresses at once.", domain.MaxInvitesPerRequest)
	}
	seen := make(map[string]bool, len(raw))
	emails := make([]string, 0, len(raw))
	rejected := []model.RejectedAddress{}
	for _, r := range raw {
		email, err := domain.NormalizeEmail(r)
		switch {
		case err != nil:
			rejected = append(rejected, model.RejectedAddress{Email: strings.TrimSpace(r), Reason: capitalise(err.Error()) + "."})
		case !seen[email]:
			seen[email] = true
			emails = append(emails, email)
		}
	}
	return emails, rejected, nil
}

// withoutMembers moves the addresses of people who hold the role already
// from emails to rejected.
func withoutMembers(emails []string, rejected []model.RejectedAddress, members []string, kind domain.InviteKind) ([]string, []model.RejectedAddress) {
	if len(members) == 0 {
		return emails, rejected
	}
	isMember := make(map[string]bool, len(members))
	for _, m := range members {
		isMember[m] = true
	}
	kept := emails[:0]
	for _, e := range emails {
		if isMember[e] {
			rejected = append(rejected, model.RejectedAddress{Email: e, Reason: "Already a " + kind.RoleName() + "."})
		} else {
			kept = append(kept, e)
		}
	}
	return kept, rejected
}

func capitalise(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// uidPattern is the shape of an invite's uid (a UUID); anything else is
// not found without asking Postgres.
var uidPattern = regexp.MustCompile(`^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$`)

func (r *Resolver) inviteByUID(ctx context.Context, uid string) (record.Invite, error) {
	if !uidPattern.MatchString(uid) {
		return record.Invite{}, domain.ErrNotFound
	}
	return r.Store.InviteByUID(ctx, uid)
}

// closedInviteError says why an invite can no longer be answered, resent
// or revoked.
func closedInviteError(field string, inv record.Invite) error {
	switch inv.Status {
	case domain.InviteAccepted:
		return domain.Conflict(field, "The invitation was already accepted.")
	case domain.InviteDeclined:
		return domain.Conflict(field, "The invitation was declined.")
	case domain.InviteRevoked:
		return domain.Conflict(field, "The invitation was withdrawn.")
	case domain.InviteExpired:
		return domain.Conflict(field, "The invitation has expired.")
	}
	return nil
}

// emailVisibleInInvite: the caller sees the address of a person an invite
// names, by the rules of the invite's hackathon or organization.
func emailVisibleInInvite(ctx context.Context, inv record.Invite, personID int64) (bool, error) {
	l := loaders.For(ctx)
	if inv.Kind.ForHackathon() {
		v, err := l.Hackathon.Load(ctx, *inv.HackathonID)
		return access.CanSeeEmailInHackathon(viewerID(ctx), personID, v.HackathonRoles), err
	}
	org, err := l.Organization.Load(ctx, *inv.OrganizationID)
	if err != nil {
		return false, err
	}
	role, err := l.MembershipRole.Load(ctx, org.ID)
	return access.CanSeeEmailInOrganization(viewerID(ctx), personID, org, role), err
}

// personInInvite shows someone named by an invite (its inviter or who
// answered it).
func personInInvite(ctx context.Context, inv record.Invite, userID int64) (*model.Person, error) {
	u, err := loaders.For(ctx).User.Load(ctx, userID)
	if err != nil {
		return nil, err
	}
	visible, err := emailVisibleInInvite(ctx, inv, userID)
	return person(u, visible), err
}

func inviteStatus(status *domain.InviteStatus) domain.InviteStatus {
	if status == nil {
		return ""
	}
	return *status
}

// managedMember loads a member of a hackathon whose kind's people the
// caller manages.
func (r *mutationResolver) managedMember(ctx context.Context, kind domain.InviteKind, id int64) (record.HackathonMember, error) {
	if _, err := signedInViewerID(ctx); err != nil {
		return record.HackathonMember{}, err
	}
	if !kind.ForHackathon() {
		return record.HackathonMember{}, domain.Invalid("kind", "Choose a hackathon role: organizing team, judge, mentor or Hero.")
	}
	m, err := r.Store.HackathonMember(ctx, kind, id)
	if err != nil {
		return m, err
	}
	_, err = managedHackathonPlace(ctx, m.HackathonID, kind)
	return m, err
}

// visibleOrganizationMember loads a membership of an organization the
// caller belongs to, with the organization and the caller's role in it.
func (r *mutationResolver) visibleOrganizationMember(ctx context.Context, id int64) (record.OrganizationMember, record.Organization, domain.OrganizationRole, error) {
	if _, err := signedInViewerID(ctx); err != nil {
		return record.OrganizationMember{}, record.Organization{}, "", err
	}
	m, err := r.Store.OrganizationMember(ctx, id)
	if err != nil {
		return m, record.Organization{}, "", err
	}
	org, role, err := visibleOrganization(ctx, m.OrganizationID)
	return m, org, role, err
}

// inviteInput is the input of the invite's workflow, should it have to be
// started again.
func inviteInput(ctx context.Context, f *flows.Flows, inv record.Invite) (workflows.InviteInput, error) {
	l := loaders.For(ctx)
	if inv.Kind.ForHackathon() {
		v, err := l.Hackathon.Load(ctx, *inv.HackathonID)
		return f.InviteInput(inv, flows.HackathonInvitePlace(v.Hackathon)), err
	}
	org, err := l.Organization.Load(ctx, *inv.OrganizationID)
	return f.InviteInput(inv, flows.OrganizationInvitePlace(org.ID, org.Name)), err
}
