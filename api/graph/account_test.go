package graph_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/store"
)

func TestMeReturnsTheSignedInUserWithRolesAndAccount(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	u := env.NewUser(t, "mia")
	var data struct {
		Me struct {
			ID, IDB64, Username, Email, FirstName string
			Roles                                 []struct{ Name, FriendlyName string }
			Account                               struct{ IDB64, UID string }
		}
	}
	errs := u.Client.GraphQL(`{ me { id idB64 username email firstName roles { name friendlyName } account { idB64 uid } } }`, nil, &data)
	require.Empty(t, errs)
	assert.Equal(t, u.Email, data.Me.Username)
	assert.Equal(t, "mia", data.Me.FirstName)
	assert.Equal(t, store.EncodeUserID(u.ID), data.Me.IDB64)
	assert.Equal(t, data.Me.IDB64, data.Me.Account.IDB64)
	assert.Len(t, data.Me.Account.UID, 36)
	require.Len(t, data.Me.Roles, 1)
	assert.Equal(t, "participant", data.Me.Roles[0].Name)
}

func TestAuthenticatedEndpointRefusesAnonymousCallers(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	req, _ := http.NewRequestWithContext(t.Context(), http.MethodPost, env.Server.URL+"/gql", strings.NewReader(`{"query":"{ me { id } }"}`))
	req.Header.Set("Content-Type", "application/json")
	assert.Equal(t, http.StatusUnauthorized, env.Client(t).Send(req).Status)

	errs := env.Client(t).GraphQLAt("/u-gql", `{ me { id } }`, nil, nil)
	require.Len(t, errs, 1)
	assert.Equal(t, "UNAUTHENTICATED", errs[0].Extensions["code"])
	assert.Equal(t, "You must be logged in to do this.", errs[0].Message)
}

func TestFeatureTogglesPerEnvironmentArePublic(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	var data struct {
		FeatureToggles []struct {
			FeatureName, Environment, EnvironmentDisplay string
			Enabled                                      bool
		}
	}
	query := `query($env: Environment!) { featureToggles(environment: $env) { featureName enabled environment environmentDisplay } }`
	require.Empty(t, env.Client(t).GraphQLAt("/u-gql", query, map[string]any{"env": "PRODUCTION"}, &data))
	names := map[string]bool{}
	for _, f := range data.FeatureToggles {
		assert.Equal(t, "PRODUCTION", f.Environment)
		assert.Equal(t, "Production", f.EnvironmentDisplay)
		names[f.FeatureName] = f.Enabled
	}
	assert.Equal(t, map[string]bool{"peer_ratings": true, "talent_ratings": true, "gamification": true, "innovations": false, "organization_page": true}, names)

	errs := env.Client(t).GraphQLAt("/u-gql", query, map[string]any{"env": "STAGING"}, nil)
	require.NotEmpty(t, errs)
	assert.Equal(t, "GRAPHQL_VALIDATION_FAILED", errs[0].Extensions["code"])
}
