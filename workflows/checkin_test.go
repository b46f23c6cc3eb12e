package workflows

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestCheckInCodesRetriesTheEmailsUntilTheyGo(t *testing.T) {
	requireEmailsRetried(t, CheckInCodes, CheckInCodesWorkflowName, SendCheckInCodesActivity,
		CheckInCodesInput{HackathonID: 42, ParticipantID: 7}, CheckInCodesResult{Emails: 1})
}

func TestCheckInCodesID(t *testing.T) {
	require.Equal(t, "check-in-codes:42", CheckInCodesID(42, 0))
	require.Equal(t, "check-in-codes:42:7", CheckInCodesID(42, 7))
}
