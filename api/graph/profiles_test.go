package graph_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/api/validate"
)

type profile struct {
	GithubURL, LinkedinURL, City string
	User                         struct{ Email string }
	Skills                       []struct{ ID, Name string }
}

const updateProfile = `mutation($input: UpdateHackathonProfileInput!) {
  updateHackathonProfile(input: $input) { hackathonProfile { githubUrl linkedinUrl city user { email } skills { id name } } }
}`

func TestHackathonProfileUpdateNormalisesURLsAndReplacesSkills(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	u := env.NewUser(t, "kai")
	var skills struct{ Skills []struct{ ID, Name string } }
	require.Empty(t, u.Client.GraphQL(`{ skills { id name } }`, nil, &skills))
	require.GreaterOrEqual(t, len(skills.Skills), 2)

	var data struct {
		UpdateHackathonProfile struct{ HackathonProfile profile }
	}
	errs := u.Client.GraphQL(updateProfile, map[string]any{"input": map[string]any{
		"githubUrl": "  www.github.com/kai/ ", "linkedinUrl": "", "city": "Cape Town",
		"skillIds": []string{skills.Skills[0].ID, skills.Skills[1].ID},
	}}, &data)
	require.Empty(t, errs)
	p := data.UpdateHackathonProfile.HackathonProfile
	assert.Equal(t, "https://www.github.com/kai", p.GithubURL)
	assert.Equal(t, "", p.LinkedinURL)
	assert.Equal(t, u.Email, p.User.Email)
	assert.Len(t, p.Skills, 2)

	var mine struct{ MyHackathonProfile profile }
	require.Empty(t, u.Client.GraphQL(`{ myHackathonProfile { city skills { id } } }`, nil, &mine))
	assert.Equal(t, "Cape Town", mine.MyHackathonProfile.City)
	assert.Len(t, mine.MyHackathonProfile.Skills, 2)
}

func TestHackathonProfileRejectsBadFieldsAndWritesNothing(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	u := env.NewUser(t, "zoe")
	errs := u.Client.GraphQL(updateProfile, map[string]any{"input": map[string]any{"city": "Durban", "githubUrl": "ftp://files"}}, nil)
	require.Len(t, errs, 1)
	assert.Equal(t, "BAD_USER_INPUT", errs[0].Extensions["code"])
	assert.Equal(t, "githubUrl", errs[0].Extensions["field"])
	assert.Equal(t, validate.URLMessage, errs[0].Message)

	errs = u.Client.GraphQL(updateProfile, map[string]any{"input": map[string]any{"city": "Durban", "skillIds": []string{"999999"}}}, nil)
	require.Len(t, errs, 1)
	assert.Equal(t, "skillIds", errs[0].Extensions["field"])

	var mine struct{ MyHackathonProfile profile }
	require.Empty(t, u.Client.GraphQL(`{ myHackathonProfile { city } }`, nil, &mine))
	assert.Equal(t, "", mine.MyHackathonProfile.City, "nothing half-written")
}

func TestHackathonProfileDeleteErasesItsFieldsAndSkillsForItsOwnerOnly(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	kai, lee := env.NewUser(t, "kai"), env.NewUser(t, "lee")
	var skills struct{ Skills []struct{ ID string } }
	require.Empty(t, kai.Client.GraphQL(`{ skills { id } }`, nil, &skills))
	for _, u := range []apitest.User{kai, lee} {
		require.Empty(t, u.Client.GraphQL(updateProfile, map[string]any{"input": map[string]any{
			"city": "Cape Town", "githubUrl": "github.com/someone", "skillIds": []string{skills.Skills[0].ID},
		}}, nil))
	}

	var deleted struct{ DeleteHackathonProfile struct{ Success bool } }
	require.Empty(t, kai.Client.GraphQL(`mutation { deleteHackathonProfile { success } }`, nil, &deleted))
	assert.True(t, deleted.DeleteHackathonProfile.Success)
	require.Empty(t, kai.Client.GraphQL(`mutation { deleteHackathonProfile { success } }`, nil, &deleted), "deleting twice is no error")

	read := func(u apitest.User) profile {
		var mine struct{ MyHackathonProfile profile }
		require.Empty(t, u.Client.GraphQL(`{ myHackathonProfile { city githubUrl skills { id } } }`, nil, &mine))
		return mine.MyHackathonProfile
	}
	assert.Equal(t, profile{Skills: []struct{ ID, Name string }{}}, read(kai), "an empty profile again")
	assert.Equal(t, "Cape Town", read(lee).City, "someone else's stays")
	assert.Len(t, read(lee).Skills, 1)
}
