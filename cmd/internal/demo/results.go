package demo

import (
	"context"

	"github.com/hackforge/hackforge/api/flows"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
	"github.com/hackforge/hackforge/workflows"
)

// Results: Fintech Jam (COMPLETE) has three prizes, awarded to its judged
// standings in order, published results and an open gallery to which each
// of its teams agreed. The publication writes the winners' announcement as
// the app's does: the first serve starts it, and the winning teams find it in
// their inbox and the mail catcher.
func seedResults(ctx context.Context, st *store.Store, organiserID int64, h record.Hackathon) error {
	boards, err := st.JudgingBoards(ctx, []int64{h.ID})
	if err != nil {
		return err
	}
	board := boards[h.ID]
	var standings []int64
	for _, c := range board.Results() {
		for _, s := range c.Standings {
			standings = append(standings, s.Submission)
		}
	}
	var winners []store.PrizeWinner
	for i, p := range prizes[:3] {
		p.HackathonID, p.Active = h.ID, true
		prize, err := st.CreatePrize(ctx, p)
		if err != nil {
			return err
		}
		if i < len(standings) {
			winners = append(winners, store.PrizeWinner{PrizeID: prize.ID, SubmissionID: standings[i]})
		}
	}
	var starts flows.Starts
	if _, err := st.PublishResults(ctx, store.PublishFields{
		HackathonID: h.ID, PublishedBy: organiserID, PrizeWinners: winners,
		Announcement: func(record.HackathonResult) store.WorkflowStart {
			return starts.Write(workflows.ResultsAnnouncementStart(workflows.ResultsAnnouncementInput{HackathonID: h.ID}, flows.HackathonOwner(h)))
		},
	}); err != nil {
		return err
	}
	if _, err := st.SetGallery(ctx, h.ID, true); err != nil {
		return err
	}
	teams, _, err := st.TeamViews(ctx, h.ID, 0, "", 100, 0)
	if err != nil {
		return err
	}
	for _, t := range teams {
		admins, err := st.TeamAdminIDs(ctx, t.ID)
		if err != nil || len(admins) == 0 {
			return err
		}
		if err := st.SetTeamGalleryConsent(ctx, t.ID, admins[0], true); err != nil {
			return err
		}
	}
	return nil
}
