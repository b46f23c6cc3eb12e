package domain

import "fmt"

// ResultsPublished tells a winning team's members that the results are
// published; TeamName is their winning team (the first, when a person won
// with two). The link opens the public results page.
type ResultsPublished struct {
	HackathonRef
	TeamName string `json:"teamName"`
}

func (ResultsPublished) Type() NotificationType { return NotifyResultsPublished }
func (n ResultsPublished) Render() RenderedNotice {
	return RenderedNotice{"Your team won!", fmt.Sprintf("The results of %s are published, and %s is among the winners.", n.HackathonName, n.TeamName),
		ResultsPath(n.HackathonID)}
}

// ResultsPath is the web app's public results page of a hackathon.
func ResultsPath(hackathonID int64) string {
	return fmt.Sprintf("/pub/hackathon/%d/results", hackathonID)
}

// ResultsReady reports whether judging is done, so that the organizers may
// publish the results: the hackathon is COMPLETE, past JUDGING and the
// popular vote, if it has one (docs/decisions.md, Results).
func ResultsReady(p Phase) bool { return p == PhaseComplete }
