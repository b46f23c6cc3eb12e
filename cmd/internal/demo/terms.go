package demo

import (
	"context"

	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// demoTerms are the first hackathon's versions, oldest first.
var demoTerms = []store.NewTerms{
	{Version: "1.0", ContentHTML: `<h2>Taking part</h2><p>Be kind, credit the work of others and keep to the schedule.</p>`},
	{Version: "1.1", ContentHTML: `<h2>Taking part</h2><p>Be kind, credit the work of others and keep to the schedule.</p>` +
		`<h2>Your work</h2><p>You keep the rights to what you build; the organisers may show it with your name.</p>`},
}

// termsLaggard is the crowd member who accepted only the first version, so
// the terms page asks them again.
const termsLaggard = "kai.king@hackforge.local"

// seedTerms makes h require its terms, publishes the versions, and has every
// participant accept them, except the laggard the latest one.
func seedTerms(ctx context.Context, st *store.Store, users map[string]int64, h record.Hackathon) error {
	required := true
	if _, err := st.UpdateHackathon(ctx, store.HackathonChanges{ID: h.ID, RequireTermsAcceptance: &required}); err != nil {
		return err
	}
	accepting := []string{participant}
	for _, a := range crowdAccounts() {
		accepting = append(accepting, a.Email)
	}
	for i, t := range demoTerms {
		t.HackathonID, t.CreatedBy = h.ID, users[organiser]
		published, err := st.PublishTerms(ctx, t)
		if err != nil {
			return err
		}
		latest := i == len(demoTerms)-1
		for _, email := range accepting {
			if latest && email == termsLaggard {
				continue
			}
			a := store.TermsAcceptance{TermsID: published.ID, UserID: users[email], IPAddress: "127.0.0.1", UserAgent: "Hackforge demo data"}
			if err := st.AcceptTerms(ctx, a); err != nil {
				return err
			}
		}
	}
	return nil
}
