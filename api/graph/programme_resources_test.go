package graph_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const (
	resourceFields   = `{ id name description url }`
	resourcesOp      = `query($id: ID!) { hackathonResources(hackathonId: $id) ` + resourceFields + ` }`
	createResourceOp = `mutation($input: CreateHackathonResourceInput!) { createHackathonResource(input: $input) { hackathonResource ` + resourceFields + ` } }`
)

func TestHackathonResources(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	var out struct {
		CreateHackathonResource struct {
			HackathonResource struct{ ID, Name, URL string }
		}
	}
	require.Empty(t, w.manager.Client.GraphQL(createResourceOp, map[string]any{"input": map[string]any{
		"hackathonId": w.inviteOnlyID, "name": "API docs", "url": "docs.example.com/api/",
	}}, &out))
	assert.Equal(t, "https://docs.example.com/api", out.CreateHackathonResource.HackathonResource.URL)

	errs := w.manager.Client.GraphQL(createResourceOp, map[string]any{"input": map[string]any{"hackathonId": w.inviteOnlyID, "name": "Bad", "url": "ftp://x.example.com"}}, nil)
	require.Equal(t, "BAD_USER_INPUT", code(t, errs))
	assert.Equal(t, "url", errs[0].Extensions["field"])
	assert.Equal(t, "Please enter a complete URL (e.g., www.example.com or https://example.com)", errs[0].Message)
	errs = w.manager.Client.GraphQL(createResourceOp, map[string]any{"input": map[string]any{"hackathonId": w.inviteOnlyID, "name": ""}}, nil)
	require.Equal(t, "BAD_USER_INPUT", code(t, errs))
	assert.Equal(t, "name", errs[0].Extensions["field"])

	assert.Equal(t, "FORBIDDEN", code(t, w.participant.Client.GraphQL(resourcesOp, map[string]any{"id": w.inviteOnlyID}, nil)), "no resources yet")
	require.Empty(t, w.creator.Client.GraphQL(updateFlagsOp, map[string]any{"id": w.inviteOnlyID, "flags": map[string]any{"hasResources": true}}, nil))
	var list struct {
		HackathonResources []struct{ ID, Name, URL string }
	}
	require.Empty(t, w.judge.Client.GraphQL(resourcesOp, map[string]any{"id": w.inviteOnlyID}, &list))
	require.Len(t, list.HackathonResources, 1, "everyone with a role reads them")

	id := out.CreateHackathonResource.HackathonResource.ID
	require.Empty(t, w.manager.Client.GraphQL(`mutation($id: ID!) { updateHackathonResource(input: {id: $id, name: "Docs", url: ""}) { hackathonResource { id } } }`,
		map[string]any{"id": id}, nil))
	require.Empty(t, w.participant.Client.GraphQL(resourcesOp, map[string]any{"id": w.inviteOnlyID}, &list))
	assert.Equal(t, "Docs", list.HackathonResources[0].Name)
	assert.Empty(t, list.HackathonResources[0].URL, "a URL is optional")
	require.Empty(t, w.manager.Client.GraphQL(`mutation($id: ID!) { deleteHackathonResource(input: {id: $id}) { deletedId } }`, map[string]any{"id": id}, nil))
	require.Empty(t, w.participant.Client.GraphQL(resourcesOp, map[string]any{"id": w.inviteOnlyID}, &list))
	assert.Empty(t, list.HackathonResources)
}
