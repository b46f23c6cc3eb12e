package graph_test

import (
	"maps"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"
)

// matrixUserDirectoryOperations are the rows of the user's own timeline and
// the SPEC 7.2 user and profile reads. A profile's readers are its owner,
// platform administrators (no column; user_directory_test.go) and those who
// share a hackathon with its owner: the rows ask for the profile of a new
// participant of the cell's fresh hackathon, so the columns with a role in
// it (the banned one aside) may read it and nobody else shares one.
var matrixUserDirectoryOperations = map[string]matrixOperation{
	"myActivity":        {doc: `query { myActivity(first: 5) { items { key kind at hackathon { id name } action object detail summary link } totalCount pageInfo { hasNextPage endCursor } } }`},
	"hackathonProfiles": {doc: `query { hackathonProfiles(first: 5) { items { id user ` + matrixPerson + ` city } totalCount } }`},
	"hackathonProfiles/user": {
		doc:   `query($userId: ID!) { hackathonProfiles(userId: $userId) { items { id user ` + matrixPerson + ` city } totalCount } }`,
		vars:  profiledParticipant(false),
		fresh: true,
	},
	"hackathonProfileById": {
		doc:   `query($id: ID!) { hackathonProfileById(id: $id) { id user ` + matrixPerson + ` bio skills { name } } }`,
		vars:  profiledParticipant(true),
		fresh: true,
	},
	"hackathonProfileOfUser": {
		doc:   `query($userId: ID!) { hackathonProfileOfUser(userId: $userId) { id city } }`,
		vars:  profiledParticipant(false),
		fresh: true,
	},
	"userProfile": {
		doc:   `query($userId: ID!) { userProfile(userId: $userId) ` + matrixPerson + ` }`,
		vars:  profiledParticipant(false),
		fresh: true,
	},
	"account":      {doc: `query($userId: ID!) { account(userId: $userId) { idB64 uid } }`, vars: creatorUserID},
	"account/none": {doc: `query { account { idB64 uid } }`},
	"userRoles":    {doc: `query($userId: ID!) { userRoles(userId: $userId) { id name friendlyName } }`, vars: creatorUserID},
	"authUsers":    {doc: `query { authUsers(first: 5) { items { id email } totalCount endCursor hasNextPage } }`},
}

// creatorUserID aims the operation at the creator column's user.
func creatorUserID(_ *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
	return map[string]any{"userId": strconv.FormatInt(w.users[asCreator].ID, 10)}
}

// profiledParticipant registers a new user in tg with a saved profile and
// names them (userId) or, byProfile, their profile (id).
func profiledParticipant(byProfile bool) func(*testing.T, *matrixWorld, matrixHackathon) map[string]any {
	return func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
		u := w.env.NewUser(t, "profiled")
		require.Empty(t, u.Client.GraphQL(joinHackathon, map[string]any{"id": tg.id, "token": tg.inviteToken}, nil))
		require.Empty(t, u.Client.GraphQL(`mutation { updateHackathonProfile(input: {city: "Lagos", bio: "Builds kites"}) { hackathonProfile { id } } }`, nil, nil))
		if !byProfile {
			return map[string]any{"userId": strconv.FormatInt(u.ID, 10)}
		}
		p, err := w.env.Store.HackathonProfile(t.Context(), u.ID)
		require.NoError(t, err)
		return map[string]any{"id": strconv.FormatInt(p.ID, 10)}
	}
}

func init() {
	maps.Copy(matrixOperations, matrixUserDirectoryOperations)
}
