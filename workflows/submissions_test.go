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

func TestResultsAnnouncementRetriesUntilItGoes(t *testing.T) {
	in := ResultsAnnouncementInput{HackathonID: 42}
	requireEmailsRetried(t, ResultsAnnouncement, ResultsAnnouncementWorkflowName, AnnounceResultsActivity,
		in, ResultsAnnouncementResult{Teams: 2, Notified: 5, Emails: 5})
}

func TestResultsAnnouncementStartIsFindable(t *testing.T) {
	s := ResultsAnnouncementStart(ResultsAnnouncementInput{HackathonID: 42}, Owner{HackathonID: 42, OrganizationID: 3, Name: "Climate Hack"})
	require.Equal(t, "results-announcement:42", s.ID)
	require.Equal(t, ResultsAnnouncementWorkflowName, s.Type)
	require.Equal(t, "Results announcement of Climate Hack", s.Summary)
	require.Equal(t, Owner{HackathonID: 42, OrganizationID: 3, Name: "Climate Hack"}, s.Owner)
	require.True(t, s.Rerun)
}
