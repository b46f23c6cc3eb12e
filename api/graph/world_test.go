package graph_test

import (
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/domain"
)

// world is an organization with an invite-only and a public hackathon and
// one user per role, plus an outsider with an organization of their own.
type world struct {
	env                                                    *apitest.Env
	creator, manager, participant, mentor, judge, outsider apitest.User
	orgID, inviteOnlyID, publicID                          string
	inviteToken                                            string
}

const createOrganization = `mutation($name: String!) { createOrganization(input: {name: $name}) { organization { id name userMembershipRole } } }`

const createHackathon = `mutation($input: CreateHackathonInput!) { createHackathon(input: $input) { hackathon { id name phase inviteToken isCreator } } }`

func newWorld(t *testing.T) *world {
	t.Helper()
	env := apitest.Start(t)
	w := &world{env: env, creator: env.NewUser(t, "creator"), manager: env.NewUser(t, "manager"),
		participant: env.NewUser(t, "participant"), mentor: env.NewUser(t, "mentor"),
		judge: env.NewUser(t, "judge"), outsider: env.NewUser(t, "outsider")}
	w.orgID = newOrganization(t, w.creator, "Acme "+apitest.RandomString(3))
	newOrganization(t, w.outsider, "Elsewhere "+apitest.RandomString(3))

	var invite struct {
		CreateHackathon struct {
			Hackathon struct{ ID, InviteToken string }
		}
	}
	require.Empty(t, w.creator.Client.GraphQL(createHackathon, map[string]any{"input": hackathonInput(w.orgID, "Secret Hack", "INVITE_ONLY")}, &invite))
	w.inviteOnlyID, w.inviteToken = invite.CreateHackathon.Hackathon.ID, invite.CreateHackathon.Hackathon.InviteToken
	var public struct {
		CreateHackathon struct{ Hackathon struct{ ID string } }
	}
	require.Empty(t, w.creator.Client.GraphQL(createHackathon, map[string]any{"input": hackathonInput(w.orgID, "Open Hack", "PUBLIC")}, &public))
	w.publicID = public.CreateHackathon.Hackathon.ID

	id := intID(w.inviteOnlyID)
	for u, role := range map[*apitest.User]domain.HackathonRole{&w.manager: domain.RoleManager, &w.participant: domain.RoleParticipant, &w.mentor: domain.RoleMentor, &w.judge: domain.RoleJudge} {
		require.NoError(t, env.Store.AddHackathonRole(t.Context(), id, u.ID, role))
	}
	return w
}

// newOrganization creates an organization as u and returns its id.
func newOrganization(t *testing.T, u apitest.User, name string) string {
	var out struct {
		CreateOrganization struct{ Organization struct{ ID string } }
	}
	require.Empty(t, u.Client.GraphQL(createOrganization, map[string]any{"name": name}, &out))
	return out.CreateOrganization.Organization.ID
}

// intID is a GraphQL ID as the store's int64.
func intID(s string) int64 {
	n, _ := strconv.ParseInt(s, 10, 64)
	return n
}

func hackathonInput(orgID, name, allowed string) map[string]any {
	start := time.Now().Add(48 * time.Hour).UTC().Truncate(time.Second)
	return map[string]any{
		"name": name, "organizationId": orgID, "allowedParticipants": allowed, "maxTeamSize": 4,
		"startDatetime": start.Format(time.RFC3339), "endDatetime": start.Add(48 * time.Hour).Format(time.RFC3339),
		"timeZone": "Africa/Johannesburg", "hasGameification": true,
		"flags": map[string]any{"hasJudges": true, "canRegisterOutsideRegistrationPhase": true},
	}
}

// code returns the extensions.code of the only error, failing otherwise.
func code(t *testing.T, errs []apitest.GraphQLError) string {
	t.Helper()
	require.Len(t, errs, 1, "%+v", errs)
	c, _ := errs[0].Extensions["code"].(string)
	return c
}
