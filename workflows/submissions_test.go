package workflows

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestSubmissionConfirmationRetriesTheEmailsUntilTheyGo(t *testing.T) {
	in := SubmissionConfirmationInput{HackathonID: 42, TeamID: 7, SubmissionID: 9, CategoryName: "Main"}
	requireEmailsRetried(t, SubmissionConfirmation, SubmissionConfirmationWorkflowName, SendSubmissionConfirmationActivity,
		in, SubmissionConfirmationResult{Emails: 3})
}

func TestSubmissionConfirmationID(t *testing.T) {
	require.Equal(t, "submission-confirmation:9", SubmissionConfirmationID(9))
}
