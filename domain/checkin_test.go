package domain_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
)

func TestCheckInCodeReadsBackOnlyUnaltered(t *testing.T) {
	key := []byte("a server key of thirty-two bytes")
	code := domain.CheckInCode(key, 12, 345)
	require.Regexp(t, `^12-345-[A-Z2-7]{16}$`, code)

	got, ok := domain.ParseCheckInCode(key, code)
	require.True(t, ok)
	require.Equal(t, domain.ParsedCheckInCode{HackathonID: 12, ParticipantID: 345}, got)

	_, ok = domain.ParseCheckInCode(key, "  "+strings.ToLower(code)+"\n")
	require.True(t, ok, "typed by hand in lower case with spaces")

	sig := code[len(code)-16:]
	flipped := []byte(code)
	last := len(flipped) - 1
	flipped[last] = map[bool]byte{true: 'B', false: 'A'}[flipped[last] == 'A']
	for name, bad := range map[string]string{
		"flipped character":      string(flipped),
		"other participant":      "12-346-" + sig,
		"other hackathon":        "13-345-" + sig,
		"other key":              domain.CheckInCode([]byte("another key"), 12, 345),
		"missing signature":      "12-345",
		"not numbers":            "a-b-" + sig,
		"zero ids":               "0-0-" + domain.CheckInCode(key, 0, 0)[4:],
		"empty":                  "",
		"extra part":             code + "-X",
		"signature of other ids": "12-345-" + domain.CheckInCode(key, 12, 346)[7:],
	} {
		_, ok := domain.ParseCheckInCode(key, bad)
		require.False(t, ok, name)
	}
}

func TestCheckInCodesOpenFromRegistration(t *testing.T) {
	require.False(t, domain.CheckInCodesOpen(domain.PhasePlanning))
	require.True(t, domain.CheckInCodesOpen(domain.PhaseRegistrationOpen))
	require.True(t, domain.CheckInCodesOpen(domain.PhaseHacking))
	require.True(t, domain.CheckInCodesOpen(domain.PhaseComplete))
	require.False(t, domain.CheckInCodesOpen(domain.Phase("UNKNOWN")))
}
