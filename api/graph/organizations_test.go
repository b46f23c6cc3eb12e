package graph_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

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
