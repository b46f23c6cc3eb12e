package graph_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
)

const (
	myEmailPreferencesOp     = `{ myEmailPreferences { category enabled } }`
	updateEmailPreferencesOp = `mutation($input: UpdateEmailPreferencesInput!) { updateEmailPreferences(input: $input) { preferences { category enabled } } }`
)

type emailPreference struct {
	Category string
	Enabled  bool
}

func offCategories(prefs []emailPreference) []string {
	var off []string
	for _, p := range prefs {
		if !p.Enabled {
			off = append(off, p.Category)
		}
	}
	return off
}

func TestEmailPreferencesAreAllOnUntilThePersonTurnsOneOff(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	ann, bob := env.NewUser(t, "ann"), env.NewUser(t, "bob")

	var mine struct{ MyEmailPreferences []emailPreference }
	require.Empty(t, ann.Client.GraphQL(myEmailPreferencesOp, nil, &mine))
	require.Equal(t, []emailPreference{
		{"ANNOUNCEMENTS", true}, {"INVITES", true}, {"PHASE_CHANGES", true}, {"APPROVALS", true}, {"TEAM_REQUESTS", true}, {"RESULTS", true},
	}, mine.MyEmailPreferences)

	var out struct {
		UpdateEmailPreferences struct{ Preferences []emailPreference }
	}
	input := map[string]any{"preferences": []map[string]any{{"category": "RESULTS", "enabled": false}, {"category": "INVITES", "enabled": false}}}
	require.Empty(t, ann.Client.GraphQL(updateEmailPreferencesOp, map[string]any{"input": input}, &out))
	assert.Equal(t, []string{"INVITES", "RESULTS"}, offCategories(out.UpdateEmailPreferences.Preferences))

	input = map[string]any{"preferences": []map[string]any{{"category": "INVITES", "enabled": true}}}
	require.Empty(t, ann.Client.GraphQL(updateEmailPreferencesOp, map[string]any{"input": input}, &out))
	assert.Equal(t, []string{"RESULTS"}, offCategories(out.UpdateEmailPreferences.Preferences), "the others keep their setting")

	require.Empty(t, ann.Client.GraphQL(myEmailPreferencesOp, nil, &mine))
	assert.Equal(t, []string{"RESULTS"}, offCategories(mine.MyEmailPreferences))
	require.Empty(t, bob.Client.GraphQL(myEmailPreferencesOp, nil, &mine))
	assert.Empty(t, offCategories(mine.MyEmailPreferences), "each person's own")
}

func TestBadEmailPreferencesAreFieldErrors(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	ann := env.NewUser(t, "ann")

	twice := map[string]any{"preferences": []map[string]any{{"category": "RESULTS", "enabled": false}, {"category": "RESULTS", "enabled": true}}}
	errs := ann.Client.GraphQL(updateEmailPreferencesOp, map[string]any{"input": twice}, nil)
	require.Len(t, errs, 1)
	assert.Equal(t, "BAD_USER_INPUT", errs[0].Extensions["code"])
	assert.Equal(t, "preferences", errs[0].Extensions["field"])
	assert.Equal(t, "RESULTS is named twice.", errs[0].Message)

	unknown := map[string]any{"preferences": []map[string]any{{"category": "NEWSLETTER", "enabled": false}}}
	errs = ann.Client.GraphQL(updateEmailPreferencesOp, map[string]any{"input": unknown}, nil)
	require.Len(t, errs, 1)
	assert.NotEqual(t, "INTERNAL", errs[0].Extensions["code"], errs[0].Message)
	assert.Contains(t, errs[0].Message, "NEWSLETTER")

	var mine struct{ MyEmailPreferences []emailPreference }
	require.Empty(t, ann.Client.GraphQL(myEmailPreferencesOp, nil, &mine))
	assert.Empty(t, offCategories(mine.MyEmailPreferences), "nothing changed")
}
