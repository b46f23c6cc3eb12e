package domain_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
)

func TestUnsubscribeTokenReadsBackOnlyUnaltered(t *testing.T) {
	key := []byte("a server key of thirty-two bytes")
	token := domain.UnsubscribeToken(key, 42, domain.EmailResults)
	require.Regexp(t, `^42\.RESULTS\.[A-Za-z0-9_-]{43}$`, token)

	id, c, ok := domain.ParseUnsubscribeToken(key, token)
	require.True(t, ok)
	require.Equal(t, int64(42), id)
	require.Equal(t, domain.EmailResults, c)

	sig := token[strings.LastIndex(token, ".")+1:]
	flipped := []byte(token)
	last := len(flipped) - 1
	flipped[last] = map[bool]byte{true: 'B', false: 'A'}[flipped[last] == 'A']
	for name, bad := range map[string]string{
		"flipped character":    string(flipped),
		"other user":           "43.RESULTS." + sig,
		"other category":       "42.INVITES." + sig,
		"other key":            domain.UnsubscribeToken([]byte("another key"), 42, domain.EmailResults),
		"transactional":        domain.UnsubscribeToken(key, 42, domain.EmailTransactional),
		"unknown category":     domain.UnsubscribeToken(key, 42, "NEWSLETTER"),
		"zero user":            domain.UnsubscribeToken(key, 0, domain.EmailResults),
		"missing signature":    "42.RESULTS",
		"extra part":           token + ".x",
		"empty":                "",
		"lower-case category":  "42.results." + sig,
		"not a number":         "4x.RESULTS." + sig,
		"signature of another": "42.RESULTS." + domain.UnsubscribeToken(key, 42, domain.EmailInvites)[len("42.INVITES."):],
	} {
		_, _, ok := domain.ParseUnsubscribeToken(key, bad)
		require.False(t, ok, name)
	}
}

func TestEmailPreferencesListEveryCategoryOnUnlessTurnedOff(t *testing.T) {
	prefs := domain.EmailPreferences([]domain.EmailCategory{domain.EmailInvites})
	require.Len(t, prefs, len(domain.EmailCategories))
	for _, p := range prefs {
		require.Equal(t, p.Category != domain.EmailInvites, p.Enabled, p.Category)
	}
}

func TestCheckEmailPreferencesRefusesUnknownAndRepeatedCategories(t *testing.T) {
	require.NoError(t, domain.CheckEmailPreferences([]domain.EmailPreference{{Category: domain.EmailResults}, {Category: domain.EmailInvites, Enabled: true}}))
	for name, bad := range map[string][]domain.EmailPreference{
		"unknown":       {{Category: "NEWSLETTER"}},
		"transactional": {{Category: domain.EmailTransactional}},
		"twice":         {{Category: domain.EmailResults}, {Category: domain.EmailResults, Enabled: true}},
	} {
		err := domain.CheckEmailPreferences(bad)
		var de *domain.Error
		require.ErrorAs(t, err, &de, name)
		require.Equal(t, domain.CodeInvalid, de.Code, name)
		require.Equal(t, "preferences", de.Field, name)
	}
}
