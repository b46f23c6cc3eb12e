package demo

import (
	"context"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

// adminEmail is the demo platform administrator.
const adminEmail = "admin@hackforge.local"

// demoFeedback is what the demo users sent from the feedback widget.
var demoFeedback = []struct {
	email   string
	kind    domain.FeedbackKind
	message string
	rating  int32
	page    string
}{
	{"participant@hackforge.local", domain.FeedbackBug, "The schedule shows my sessions an hour late on my phone.", 2, "/hackathon/1/schedule"},
	{"mentor@hackforge.local", domain.FeedbackIdea, "Could mentors get a reminder the evening before their slot?", 4, "/dash"},
	{"judge@hackforge.local", domain.FeedbackPraise, "Inviting judges took two minutes. Lovely.", 5, "/hackathon/1/judges"},
	{"hero@hackforge.local", domain.FeedbackIdea, "A printable check-in list for when the Wi-Fi is down.", 0, "/hackathon/1/qr-scanner"},
}

// seedFeedback makes the demo administrator one and adds the demo pieces
// (with their thank-you notices) unless the first is there already.
func seedFeedback(ctx context.Context, st *store.Store, users map[string]int64) error {
	if _, err := st.GrantPlatformRole(ctx, adminEmail, domain.PlatformAdmin); err != nil {
		return err
	}
	existing, err := st.Feedback(ctx, store.FeedbackFilter{Search: demoFeedback[0].message}, 1, 0)
	if err != nil || existing.Total > 0 {
		return err
	}
	for _, f := range demoFeedback {
		var rating *int32
		if f.rating > 0 {
			rating = &f.rating
		}
		if _, err := st.SendFeedback(ctx, store.NewFeedback{UserID: users[f.email], Kind: f.kind, Message: f.message, Rating: rating, PageURL: f.page}); err != nil {
			return err
		}
	}
	return nil
}
