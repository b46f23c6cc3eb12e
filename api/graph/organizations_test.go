package graph_test

import (
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/domain"
)

func TestOrganizationsPerRole(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	query := `{ organizations(filter: ASSOCIATED) { id name userMembershipRole creator { email } viewerCan { createHackathon manageMembers } } }`
	var mine struct {
		Organizations []struct {
			ID, Name           string
			UserMembershipRole *string
			Creator            struct{ Email string }
			ViewerCan          struct{ CreateHackathon, ManageMembers bool }
		}
	}
	require.Empty(t, w.creator.Client.GraphQL(query, nil, &mine))
	require.Len(t, mine.Organizations, 1)
	assert.Equal(t, w.orgID, mine.Organizations[0].ID)
	assert.Equal(t, "OWNER", *mine.Organizations[0].UserMembershipRole)
	assert.Equal(t, w.creator.Email, mine.Organizations[0].Creator.Email)
	assert.True(t, mine.Organizations[0].ViewerCan.CreateHackathon)
	assert.True(t, mine.Organizations[0].ViewerCan.ManageMembers)

	single := `query($id: ID!) { organization(id: $id) { name } }`
	assert.Empty(t, w.creator.Client.GraphQL(single, map[string]any{"id": w.orgID}, nil))
	assert.Equal(t, "FORBIDDEN", code(t, w.outsider.Client.GraphQL(single, map[string]any{"id": w.orgID}, nil)))
	assert.Equal(t, "NOT_FOUND", code(t, w.outsider.Client.GraphQL(single, map[string]any{"id": "99999999"}, nil)))
	assert.Equal(t, "UNAUTHENTICATED", code(t, w.env.Client(t).GraphQLAt("/u-gql", single, map[string]any{"id": w.orgID}, nil)))

	// Owners and admins manage the members and host hackathons; members do neither.
	can := `query($id: ID!) { organization(id: $id) { viewerCan { createHackathon manageMembers } } }`
	for role, want := range map[domain.OrganizationRole]bool{domain.OrgAdmin: true, domain.OrgMember: false} {
		u := w.env.NewUser(t, "org-"+string(role))
		require.NoError(t, w.env.Store.AddOrganizationMember(t.Context(), intID(w.orgID), u.ID, role))
		var got struct {
			Organization struct {
				ViewerCan struct{ CreateHackathon, ManageMembers bool }
			}
		}
		require.Empty(t, u.Client.GraphQL(can, map[string]any{"id": w.orgID}, &got))
		assert.Equal(t, want, got.Organization.ViewerCan.CreateHackathon, role)
		assert.Equal(t, want, got.Organization.ViewerCan.ManageMembers, role)
	}

	var memberOnly struct{ Organizations []struct{ ID string } }
	require.Empty(t, w.manager.Client.GraphQL(query, nil, &memberOnly))
	assert.Empty(t, memberOnly.Organizations, "a hackathon manager is not an organization member")
}

func TestCreateOrganizationValidatesTheName(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	errs := w.outsider.Client.GraphQL(createOrganization, map[string]any{"name": "   "}, nil)
	assert.Equal(t, "BAD_USER_INPUT", code(t, errs))
	assert.Equal(t, "name", errs[0].Extensions["field"])
	assert.Equal(t, "This field is required.", errs[0].Message)
	assert.Equal(t, "UNAUTHENTICATED", code(t, w.env.Client(t).GraphQLAt("/u-gql", createOrganization, map[string]any{"name": "X"}, nil)))
}

const (
	updateOrganizationOp = `mutation($input: UpdateOrganizationInput!) {
	  updateOrganization(input: $input) { organization { id name description viewerCan { update delete } } } }`
	deleteOrganizationOp = `mutation($id: ID!, $name: String!) { deleteOrganization(input: {id: $id, confirmName: $name}) { deletedId } }`
)

func TestUpdateOrganization(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	users := map[domain.OrganizationRole]apitest.User{}
	for _, role := range []domain.OrganizationRole{domain.OrgOwner, domain.OrgAdmin, domain.OrgMember} {
		users[role] = w.env.NewUser(t, "org-"+string(role))
		require.NoError(t, w.env.Store.AddOrganizationMember(t.Context(), intID(w.orgID), users[role].ID, role))
	}
	input := func(name, description string) map[string]any {
		return map[string]any{"input": map[string]any{"id": w.orgID, "name": name, "description": description}}
	}

	var got struct {
		UpdateOrganization struct {
			Organization struct {
				ID, Name, Description string
				ViewerCan             struct{ Update, Delete bool }
			}
		}
	}
	require.Empty(t, users[domain.OrgAdmin].Client.GraphQL(updateOrganizationOp, input("  Acme Labs ", " We build things. \n"), &got))
	org := got.UpdateOrganization.Organization
	assert.Equal(t, "Acme Labs", org.Name)
	assert.Equal(t, "We build things.", org.Description)
	assert.True(t, org.ViewerCan.Update, "admins rename it")
	assert.False(t, org.ViewerCan.Delete, "only owners delete it")

	for _, u := range []apitest.User{users[domain.OrgMember], w.outsider, w.manager} {
		assert.Equal(t, "FORBIDDEN", code(t, u.Client.GraphQL(updateOrganizationOp, input("Taken over", ""), nil)), u.Email)
	}
	assert.Equal(t, "UNAUTHENTICATED", code(t, w.env.Client(t).GraphQLAt("/u-gql", updateOrganizationOp, input("X", ""), nil)))

	for _, c := range []struct{ name, description, field string }{
		{" ", "", "name"},
		{strings.Repeat("n", 101), "", "name"},
		{"Acme", strings.Repeat("d", 1001), "description"},
	} {
		errs := users[domain.OrgOwner].Client.GraphQL(updateOrganizationOp, input(c.name, c.description), nil)
		require.Equal(t, "BAD_USER_INPUT", code(t, errs), c.field)
		assert.Equal(t, c.field, errs[0].Extensions["field"])
	}

	var owner struct {
		Organization struct {
			Name, Description string
			ViewerCan         struct{ Update, Delete bool }
		}
	}
	require.Empty(t, users[domain.OrgOwner].Client.GraphQL(`query($id: ID!) { organization(id: $id) { name description viewerCan { update delete } } }`,
		map[string]any{"id": w.orgID}, &owner))
	assert.Equal(t, "Acme Labs", owner.Organization.Name, "a refused change changed nothing")
	assert.Equal(t, "We build things.", owner.Organization.Description)
	assert.True(t, owner.Organization.ViewerCan.Update)
	assert.True(t, owner.Organization.ViewerCan.Delete)
}

func TestDeleteOrganization(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	name := "Empty " + apitest.RandomString(4)
	id := newOrganization(t, w.outsider, name)
	admin, member := w.env.NewUser(t, "admin"), w.env.NewUser(t, "member")
	require.NoError(t, w.env.Store.AddOrganizationMember(t.Context(), intID(id), admin.ID, domain.OrgAdmin))
	require.NoError(t, w.env.Store.AddOrganizationMember(t.Context(), intID(id), member.ID, domain.OrgMember))

	assert.Equal(t, "FORBIDDEN", code(t, admin.Client.GraphQL(deleteOrganizationOp, map[string]any{"id": id, "name": name}, nil)), "admins do not delete it")
	assert.Equal(t, "FORBIDDEN", code(t, w.creator.Client.GraphQL(deleteOrganizationOp, map[string]any{"id": id, "name": name}, nil)))
	errs := w.outsider.Client.GraphQL(deleteOrganizationOp, map[string]any{"id": id, "name": name + "x"}, nil)
	require.Equal(t, "BAD_USER_INPUT", code(t, errs))
	assert.Equal(t, "confirmName", errs[0].Extensions["field"])

	var deleted struct{ DeleteOrganization struct{ DeletedID string } }
	require.Empty(t, w.outsider.Client.GraphQL(deleteOrganizationOp, map[string]any{"id": id, "name": " " + strings.ToUpper(name)}, &deleted))
	assert.Equal(t, id, deleted.DeleteOrganization.DeletedID)
	assert.Equal(t, "NOT_FOUND", code(t, member.Client.GraphQL(`query($id: ID!) { organization(id: $id) { id } }`, map[string]any{"id": id}, nil)))
	members, err := w.env.Store.OrganizationMembers(t.Context(), intID(id))
	require.NoError(t, err)
	assert.Empty(t, members, "its memberships went with it")
	assert.Equal(t, "NOT_FOUND", code(t, w.outsider.Client.GraphQL(deleteOrganizationOp, map[string]any{"id": id, "name": name}, nil)))
}

// An organization that hosts hackathons, finished or not, stays, and the
// refusal names them.
func TestDeleteOrganizationKeepsItsHackathons(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	var org struct{ Organization struct{ Name string } }
	require.Empty(t, w.creator.Client.GraphQL(`query($id: ID!) { organization(id: $id) { name } }`, map[string]any{"id": w.orgID}, &org))
	errs := w.creator.Client.GraphQL(deleteOrganizationOp, map[string]any{"id": w.orgID, "name": org.Organization.Name}, nil)
	require.Equal(t, "CONFLICT", code(t, errs))
	assert.Contains(t, errs[0].Message, `"Secret Hack"`)
	assert.Contains(t, errs[0].Message, `"Open Hack"`)
	assert.Empty(t, w.participant.Client.GraphQL(`query($id: ID!) { hackathon(id: $id) { id organization { id } } }`, map[string]any{"id": w.inviteOnlyID}, nil))
}

// A hackathon created while its organization is deleted is either in it,
// and the deletion refused, or refused itself: never left without one.
func TestDeleteOrganizationRacesHackathonCreation(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	for round := range 3 {
		name := fmt.Sprintf("Racing %d %s", round, apitest.RandomString(3))
		id := newOrganization(t, w.outsider, name)
		const creators = 4
		codes := make([]string, creators)
		var deleteCode string
		var wg sync.WaitGroup
		for i := range creators {
			wg.Go(func() {
				codes[i] = codeOrNone(w.outsider.Client.GraphQL(createHackathon, map[string]any{"input": hackathonInput(id, fmt.Sprintf("Hack %d", i), "INVITE_ONLY")}, nil))
			})
		}
		wg.Go(func() {
			deleteCode = codeOrNone(w.outsider.Client.GraphQL(deleteOrganizationOp, map[string]any{"id": id, "name": name}, nil))
		})
		wg.Wait()
		created := 0
		for _, c := range codes {
			require.Contains(t, []string{"", "BAD_USER_INPUT"}, c, "a creation either succeeds or finds the organization gone")
			if c == "" {
				created++
			}
		}
		if deleteCode == "" {
			assert.Zero(t, created, "round %d: the organization was deleted with a hackathon created in it", round)
		} else {
			assert.Equal(t, "CONFLICT", deleteCode, "round %d", round)
			assert.NotZero(t, created, "round %d", round)
		}
	}
}

// codeOrNone is the error's code, "" for none; safe outside the test's goroutine.
func codeOrNone(errs []apitest.GraphQLError) string {
	if len(errs) == 0 {
		return ""
	}
	c, _ := errs[0].Extensions["code"].(string)
	return c
}
