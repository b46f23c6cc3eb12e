package domain

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestNormalizeEmail(t *testing.T) {
	for raw, want := range map[string]string{
		"Ada@Example.com":        "ada@example.com",
		"  grace@example.org  ":  "grace@example.org",
		"a.b+tag@sub.example.io": "a.b+tag@sub.example.io",
	} {
		got, err := NormalizeEmail(raw)
		require.NoError(t, err, raw)
		assert.Equal(t, want, got)
	}
	for raw, message := range map[string]string{
		"":                      "an address is empty",
		"ada @example.com":      "has a space in it",
		"ada":                   "not an e-mail address",
		"ada@localhost":         "not an e-mail address",
		"Ada <ada@example.com>": "has a space in it",
		"<ada@example.com>":     "not an e-mail address",
	} {
		_, err := NormalizeEmail(raw)
		require.Error(t, err, raw)
		assert.Equal(t, message, err.Error())
	}
}

func TestInviteKinds(t *testing.T) {
	for _, k := range InviteKinds {
		assert.True(t, k.Valid())
		assert.NotEmpty(t, k.RoleName(), k)
		assert.NotEmpty(t, k.AnswerPath(), k)
		if k.ForHackathon() {
			assert.NotEmpty(t, k.HackathonRole(), k)
			n := k.Notice(HackathonRef{HackathonID: 7, HackathonName: "Hack"}, "u-1")
			require.NotNil(t, n, k)
			assert.Equal(t, k.AnswerPath()+"?uid=u-1", n.Render().Link, "the notification opens the answer page")
		}
	}
	assert.False(t, InviteOrganizationMember.ForHackathon())
	assert.Nil(t, InviteOrganizationMember.Notice(HackathonRef{}, "u"))
	assert.False(t, InviteKind("OWNER").Valid())
}
