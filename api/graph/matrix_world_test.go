package graph_test

import (
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/access"
	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

// The world of the authorisation matrix (matrix_test.go): organization Acme,
// owned by someone outside the matrix, whose admin (the creator column)
// runs its hackathons; each other column holds one role in them, except the
// signed-in user without a role and the admin of another organization.

// matrixCaller is one column of the matrix.
type matrixCaller int

const (
	asAnonymous matrixCaller = iota // on /u-gql
	asSignedIn                      // signed in, without any role
	asParticipant
	asBanned // a banned participant
	asMentor
	asJudge
	asVolunteer
	asManager
	asCreator    // created the hackathons; an ADMIN of Acme
	asOtherAdmin // an ADMIN of another organization
	callerCount
)

// callerColumns are the matrix's column headings, in the order above.
var callerColumns = [callerCount]string{"anon", "noRole", "partic", "banned", "mentor", "judge", "volunt", "manager", "creator", "otherOrg"}

// staffRoles are the roles given by the store; participants join through the API.
var staffRoles = map[matrixCaller]domain.HackathonRole{
	asMentor: domain.RoleMentor, asJudge: domain.RoleJudge, asVolunteer: domain.RoleVolunteer, asManager: domain.RoleManager,
}

type matrixWorld struct {
	env   *apitest.Env
	users [callerCount]apitest.User // the anonymous caller's is empty
	// owner created Acme, otherOwner the other organization.
	owner, otherOwner apitest.User
	orgID, otherOrgID string
	// target and viaLink are invite-only, public is PUBLIC, all three with
	// every role; the rows with a share link bring viaLink's. orgOnly
	// (ORGANIZATION) has no roles, so only Acme's members know of it.
	target, viaLink, public, orgOnly matrixHackathon
	// notificationID is one of the creator's notifications.
	notificationID string
	// invite: a pending judge invite to target, for an address outside the
	// world; judgeID: the judge column's membership of target.
	invite  matrixInvite
	judgeID int64
	// registrants: the participants the participant rows register in
	// target, under mu (the cells run in parallel).
	registrants []apitest.User
	mu          sync.Mutex
	// creatorMembershipID: the creator's ADMIN seat in Acme.
	creatorMembershipID int64
}

type matrixInvite struct{ id, uid, email string }

type matrixHackathon struct{ id, name, inviteToken string }

func newMatrixWorld(t *testing.T) *matrixWorld {
	t.Helper()
	env := apitest.Start(t)
	w := &matrixWorld{env: env, owner: env.NewUser(t, "owner"), otherOwner: env.NewUser(t, "other-owner")}
	for c := asSignedIn; c < callerCount; c++ {
		w.users[c] = env.NewUser(t, callerColumns[c])
	}
	w.orgID = newOrganization(t, w.owner, "Acme "+apitest.RandomString(3))
	w.otherOrgID = newOrganization(t, w.otherOwner, "Elsewhere "+apitest.RandomString(3))
	require.NoError(t, env.Store.AddOrganizationMember(t.Context(), intID(w.orgID), w.users[asCreator].ID, domain.OrgAdmin))
	require.NoError(t, env.Store.AddOrganizationMember(t.Context(), intID(w.otherOrgID), w.users[asOtherAdmin].ID, domain.OrgAdmin))

	w.target = w.newHackathon(t, "INVITE_ONLY", true)
	w.viaLink = w.newHackathon(t, "INVITE_ONLY", true)
	w.public = w.newHackathon(t, "PUBLIC", true)
	w.orgOnly = w.newHackathon(t, "ORGANIZATION", false)

	var inbox struct {
		MyNotifications struct{ Items []struct{ ID string } }
	}
	require.Empty(t, w.client(t, asCreator).GraphQL(`{ myNotifications(first: 1) { items { id } } }`, nil, &inbox))
	require.Len(t, inbox.MyNotifications.Items, 1, "the participants' registrations notify the creator")
	w.notificationID = inbox.MyNotifications.Items[0].ID

	w.invite = w.inviteJudge(t, w.target)
	judges, err := env.Store.HackathonMembers(t.Context(), intID(w.target.id), domain.InviteJudge, "")
	require.NoError(t, err)
	require.Len(t, judges, 1)
	w.judgeID = judges[0].ID
	members, err := env.Store.OrganizationMembers(t.Context(), intID(w.orgID))
	require.NoError(t, err)
	for _, m := range members {
		if m.UserID == w.users[asCreator].ID {
			w.creatorMembershipID = m.ID
		}
	}
	return w
}

// openInvite stores a pending judge invite to h without starting its
// workflow (one that was lost), and returns its id.
func (w *matrixWorld) openInvite(t *testing.T, h matrixHackathon) int64 {
	t.Helper()
	place := store.InvitePlace{Kind: domain.InviteJudge, HackathonID: intID(h.id)}
	email := "lost-" + apitest.RandomString(4) + inviteeDomain
	invites, err := w.env.Store.OpenInvites(t.Context(), place, w.users[asCreator].ID, []string{email}, time.Now().Add(time.Hour), nil)
	require.NoError(t, err)
	return invites.Opened[0].ID
}

// newMember makes a new user a MEMBER of a new organization of Acme's owner,
// in which the creator is an ADMIN (so Acme's lists stay as they are), and
// returns the membership id.
func (w *matrixWorld) newMember(t *testing.T) int64 {
	t.Helper()
	orgID := intID(newOrganization(t, w.owner, "Side "+apitest.RandomString(3)))
	u := w.env.NewUser(t, "member")
	require.NoError(t, w.env.Store.AddOrganizationMember(t.Context(), orgID, w.users[asCreator].ID, domain.OrgAdmin))
	require.NoError(t, w.env.Store.AddOrganizationMember(t.Context(), orgID, u.ID, domain.OrgMember))
	members, err := w.env.Store.OrganizationMembers(t.Context(), orgID)
	require.NoError(t, err)
	for _, m := range members {
		if m.UserID == u.ID {
			return m.ID
		}
	}
	t.Fatalf("%s is no member of the new organization", u.Email)
	return 0
}

// sideOrganization makes a new organization of Acme's owner in which the
// creator has the role, and returns its id and name.
func (w *matrixWorld) sideOrganization(t *testing.T, role domain.OrganizationRole) (string, string) {
	t.Helper()
	name := "Side " + apitest.RandomString(3)
	id := newOrganization(t, w.owner, name)
	require.NoError(t, w.env.Store.AddOrganizationMember(t.Context(), intID(id), w.users[asCreator].ID, role))
	return id, name
}

// inviteeDomain: the addresses invited by the matrix, none with an account.
// Those who manage a place see its invitees' addresses; the holder of an
// invite's link sees that invite's.
const inviteeDomain = "@invitee.example.com"

// inviteJudge invites a new address to judge h, as the creator.
func (w *matrixWorld) inviteJudge(t *testing.T, h matrixHackathon) matrixInvite {
	t.Helper()
	email := "judge-" + apitest.RandomString(4) + inviteeDomain
	var out struct {
		InviteToHackathon struct{ Invited []struct{ ID, UID string } }
	}
	require.Empty(t, w.client(t, asCreator).GraphQL(`mutation($id: ID!, $email: String!) {
	  inviteToHackathon(input: {hackathonId: $id, kind: JUDGE, emails: [$email]}) { invited { id uid } } }`,
		map[string]any{"id": h.id, "email": email}, &out))
	require.Len(t, out.InviteToHackathon.Invited, 1)
	return matrixInvite{id: out.InviteToHackathon.Invited[0].ID, uid: out.InviteToHackathon.Invited[0].UID, email: email}
}

// newHackathon creates a hackathon in Acme as the creator and, withRoles,
// gives each column its role: participants join with the share link. It is
// written through the store, as the createHackathon resolver writes it, but
// without attaching its phase workflow: no cell needs one, and the 430 that
// the fresh rows' cells would start took most of the matrix's time (in the
// Temporal server). The createHackathon row still creates through the API.
func (w *matrixWorld) newHackathon(t *testing.T, allowed string, withRoles bool) matrixHackathon {
	t.Helper()
	name := "Matrix " + allowed + " " + apitest.RandomString(3)
	start := time.Now().Add(48 * time.Hour).UTC().Truncate(time.Second)
	created, err := w.env.Store.CreateHackathon(t.Context(), store.NewHackathon{
		Name: name, AllowedParticipants: domain.AllowedParticipants(allowed), MaxTeamSize: 4,
		StartDatetime: start, EndDatetime: start.Add(48 * time.Hour), TimeZone: "Africa/Johannesburg",
		OrganizationID: intID(w.orgID), CreatorID: w.users[asCreator].ID,
		HasGameification: true, HasJudges: true, CanRegisterOutsideRegistrationPhase: true, ShowTeams: true,
	})
	require.NoError(t, err)
	h := matrixHackathon{id: strconv.FormatInt(created.ID, 10), name: name, inviteToken: created.InviteToken}
	if !withRoles {
		return h
	}
	for _, c := range []matrixCaller{asParticipant, asBanned} {
		require.Empty(t, w.client(t, c).GraphQL(joinHackathon, map[string]any{"id": h.id, "token": h.inviteToken}, nil))
	}
	_, err = w.env.Store.Pool().Exec(t.Context(), `UPDATE participants SET banned = true WHERE hackathon_id = $1 AND user_id = $2`,
		intID(h.id), w.users[asBanned].ID)
	require.NoError(t, err)
	for c, role := range staffRoles {
		require.NoError(t, w.env.Store.AddHackathonRole(t.Context(), intID(h.id), w.users[c].ID, role))
	}
	return h
}

// client is a new client of the caller, bound to t (a cell's own test).
func (w *matrixWorld) client(t *testing.T, c matrixCaller) *apitest.Client {
	cl := w.env.Client(t)
	if c != asAnonymous {
		cl.Token = w.users[c].Client.Token
	}
	return cl
}

// secretsFrom lists what the caller must never read, whatever the
// operation, as api/access decides from their roles: the names of the
// hackathons in named they may not view and the share tokens of those in
// tokens they do not run.
func (w *matrixWorld) secretsFrom(t *testing.T, c matrixCaller, named, tokens []matrixHackathon) []string {
	t.Helper()
	var secrets []string
	for _, h := range named {
		if v := w.viewAs(t, c, h); !access.CanViewHackathon(v.HackathonRoles, v.Hackathon, "") {
			secrets = append(secrets, h.name)
		}
	}
	for _, h := range tokens {
		if !access.CanManageHackathon(w.viewAs(t, c, h).HackathonRoles) {
			secrets = append(secrets, h.inviteToken)
		}
	}
	return secrets
}

// viewAs reads the hackathon with the caller's roles in it.
func (w *matrixWorld) viewAs(t *testing.T, c matrixCaller, h matrixHackathon) store.HackathonView {
	t.Helper()
	views, err := w.env.Store.HackathonViews(t.Context(), w.users[c].ID, []int64{intID(h.id)})
	require.NoError(t, err)
	return views[intID(h.id)]
}

// emailsVisibleTo are the addresses the caller may read, as api/access
// decides from their roles in the world: their own, the hackathon creator's
// to those who run the hackathons, each organization owner's to its admins.
func (w *matrixWorld) emailsVisibleTo(t *testing.T, c matrixCaller) map[string]bool {
	t.Helper()
	viewer := w.users[c] // ID 0 for the anonymous caller
	visible := map[string]bool{}
	if c != asAnonymous {
		visible[viewer.Email] = true
	}
	visible[w.invite.email] = true // every caller holds the link
	for _, h := range []matrixHackathon{w.target, w.viaLink, w.public, w.orgOnly} {
		roles := w.viewAs(t, c, h).HackathonRoles
		for p := asSignedIn; p < callerCount; p++ {
			if access.CanSeeEmailInHackathon(viewer.ID, w.users[p].ID, roles) {
				visible[w.users[p].Email] = true
			}
		}
		if access.CanManageMembers(domain.InviteJudge, roles) {
			visible[inviteeDomain] = true
		}
		if h == w.target {
			for _, r := range w.registrants {
				visible[r.Email] = access.CanSeeEmailInHackathon(viewer.ID, r.ID, roles)
			}
		}
	}
	for _, org := range []struct {
		id    string
		owner apitest.User
	}{{w.orgID, w.owner}, {w.otherOrgID, w.otherOwner}} {
		o, err := w.env.Store.OrganizationsByIDs(t.Context(), []int64{intID(org.id)})
		require.NoError(t, err)
		roles, err := w.env.Store.MembershipRoles(t.Context(), viewer.ID, []int64{intID(org.id)})
		require.NoError(t, err)
		if access.CanSeeEmailInOrganization(viewer.ID, org.owner.ID, o[intID(org.id)], roles[intID(org.id)]) {
			visible[org.owner.Email] = true
		}
		if access.CanManageOrganizationMembers(o[intID(org.id)], viewer.ID, roles[intID(org.id)]) {
			visible[inviteeDomain] = true
		}
	}
	return visible
}

// fixtureEmails are the addresses of everyone in the world.
func (w *matrixWorld) fixtureEmails() []string {
	emails := []string{w.owner.Email, w.otherOwner.Email}
	for c := asSignedIn; c < callerCount; c++ {
		emails = append(emails, w.users[c].Email)
	}
	return emails
}
