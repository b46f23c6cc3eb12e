package graph_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/workflows"
)

const deleteMyAccount = `mutation($c: String!) { deleteMyAccount(input: {confirmation: $c}) { success } }`

func TestDeletingMyAccountSignsMeOutAndShowsMeAsDeletedUser(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	ctx := t.Context()
	host, zoe := env.NewUser(t, "host"), env.NewUser(t, "zoe")
	org, err := env.Store.CreateOrganization(ctx, "Deleting org", host.ID)
	require.NoError(t, err)
	h, err := env.Store.CreateHackathon(ctx, store.NewHackathon{
		Name: "Deleting hack", StartDatetime: time.Now(), EndDatetime: time.Now().Add(48 * time.Hour), TimeZone: "UTC",
		AllowedParticipants: "PUBLIC", MaxTeamSize: 3, OrganizationID: org.ID, CreatorID: host.ID,
	})
	require.NoError(t, err)
	_, err = env.Store.JoinHackathon(ctx, h.ID, zoe.ID)
	require.NoError(t, err)

	errs := zoe.Client.GraphQL(deleteMyAccount, map[string]any{"c": "someone else"}, nil)
	require.Len(t, errs, 1)
	assert.Equal(t, "BAD_USER_INPUT", errs[0].Extensions["code"])
	assert.Equal(t, "confirmation", errs[0].Extensions["field"])

	var out struct{ DeleteMyAccount struct{ Success bool } }
	require.Empty(t, zoe.Client.GraphQL(deleteMyAccount, map[string]any{"c": zoe.Email}, &out))
	require.True(t, out.DeleteMyAccount.Success)

	// Signed out at once, and the password no longer signs in.
	assert.Equal(t, http.StatusUnauthorized, zoe.Client.PostGraphQL("/gql", `{ me { id } }`, nil).Status)
	login := env.Client(t).Do(http.MethodPost, "/api/v1/token/login/", map[string]string{"username": zoe.Email, "password": apitest.Password})
	assert.Equal(t, http.StatusBadRequest, login.Status)

	// The workflow finishes the erase; the host sees a deleted user, without an address.
	require.NoError(t, env.Temporal.GetWorkflow(ctx, workflows.AccountDeletionID(zoe.ID), "").Get(ctx, nil))
	var list struct {
		Participants struct {
			Items []struct {
				Person struct {
					DisplayName, FirstName string
					Email                  *string
				}
			}
		}
	}
	require.Empty(t, host.Client.GraphQL(`query($id: ID!) { participants(hackathonId: $id) { items { person { displayName firstName email } } } }`,
		map[string]any{"id": h.ID}, &list))
	require.Len(t, list.Participants.Items, 1)
	p := list.Participants.Items[0].Person
	assert.Equal(t, domain.DeletedUserName, p.DisplayName)
	assert.Equal(t, domain.DeletedUserName, p.FirstName)
	assert.Nil(t, p.Email)
	u, err := env.Store.User(ctx, zoe.ID)
	require.NoError(t, err)
	assert.NotEqual(t, zoe.Email, u.Email)
}

func TestTheHostIsToldWhatToHandOverBeforeDeleting(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	host := env.NewUser(t, "owner")
	_, err := env.Store.CreateOrganization(t.Context(), "Only-owner org", host.ID)
	require.NoError(t, err)

	var blockers struct {
		MyAccountDeletionBlockers []struct{ Kind, Name, Advice string }
	}
	require.Empty(t, host.Client.GraphQL(`{ myAccountDeletionBlockers { kind name advice } }`, nil, &blockers))
	require.Len(t, blockers.MyAccountDeletionBlockers, 1)
	assert.Equal(t, "ORGANIZATION", blockers.MyAccountDeletionBlockers[0].Kind)
	assert.Contains(t, blockers.MyAccountDeletionBlockers[0].Advice, "make another member an owner")

	errs := host.Client.GraphQL(deleteMyAccount, map[string]any{"c": "DELETE"}, nil)
	require.Len(t, errs, 1)
	assert.Equal(t, "CONFLICT", errs[0].Extensions["code"])
	assert.Contains(t, errs[0].Message, `"Only-owner org"`)
	assert.Equal(t, http.StatusOK, host.Client.PostGraphQL("/gql", `{ me { id } }`, nil).Status, "still signed in")
}
