package workflows

import (
	"go.temporal.io/sdk/workflow"
)

// ResultsAnnouncementInput names the hackathon whose results were published.
type ResultsAnnouncementInput struct {
	HackathonID int64
}

// ResultsAnnouncementResult is what this run did: the winning teams' members
// notified in the app and e-mailed for the first time (a person told
// before, by an earlier attempt or run, is not counted again).
type ResultsAnnouncementResult struct {
	Teams, Notified, Emails int
}

// ResultsAnnouncement tells the winning teams' members that the results
// are published (ID ResultsAnnouncementID(hackathon)): in the app and by
// e-mail, once per person whatever the retries, retried like the
// check-in codes' e-mails.
func ResultsAnnouncement(ctx workflow.Context, in ResultsAnnouncementInput) (ResultsAnnouncementResult, error) {
	ctx = workflow.WithActivityOptions(ctx, checkInCodesActivityOptions)
	var res ResultsAnnouncementResult
	err := workflow.ExecuteActivity(ctx, AnnounceResultsActivity, in).Get(ctx, &res)
	return res, err
}
