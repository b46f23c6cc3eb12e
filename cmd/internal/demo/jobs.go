package demo

import (
	"context"
	"time"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// bouncedJudge is the demo invite whose e-mail could not be delivered.
const bouncedJudge = "bounced.judge@hackforge.invalid"

// seedJobs gives the first hackathon's Jobs page (/hackathon/{id}/jobs)
// something to repair: a judge invite whose delivery FAILED after its
// retries (no workflow runs for it; Resend starts one) and a participant
// export that FAILED (Restart runs a fresh one).
func seedJobs(ctx context.Context, st *store.Store, users map[string]int64, h record.Hackathon) error {
	opened, err := st.OpenInvites(ctx, store.InvitePlace{Kind: domain.InviteJudge, HackathonID: h.ID}, users[organiser],
		[]string{bouncedJudge}, time.Now().Add(domain.DefaultInviteTimings.ExpireAfter), nil)
	if err != nil {
		return err
	}
	inv := opened.Opened[0]
	if err := st.SetInviteDelivery(ctx, inv.Uid, inv.Round, domain.DeliveryFailed,
		"550 5.1.2 <"+bouncedJudge+">: Recipient address rejected: Domain not found"); err != nil {
		return err
	}
	now := time.Now()
	e, err := st.CreateExport(ctx, h.ID, users[organiser], domain.ExportFilename(h.Name, now), now.Add(domain.DefaultExportRetention), nil)
	if err != nil {
		return err
	}
	return st.FailExport(ctx, e.ID, "the database closed the connection while the file was being written")
}
