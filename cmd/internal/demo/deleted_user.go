package demo

import (
	"context"

	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// leaver joins the first team of a hackathon in judging, whose submission
// is in, then deletes their account: the team shows them as "Deleted user".
var leaver = Account{"leaver@hackforge.local", "Lee", "Leaver", "deleted their account: shown as Deleted user on a Climate Hack team"}

func seedDeletedUser(ctx context.Context, st *store.Store, h record.Hackathon) error {
	id, err := ensureUser(ctx, st, leaver, "!") // never signs in
	if err != nil {
		return err
	}
	if _, err := st.JoinHackathon(ctx, h.ID, id); err != nil {
		return err
	}
	teams, _, err := st.TeamViews(ctx, h.ID, 0, "", 1, 0)
	if err != nil || len(teams) == 0 {
		return err
	}
	admins, err := st.TeamAdminIDs(ctx, teams[0].ID)
	if err != nil || len(admins) == 0 {
		return err
	}
	if err := joinDemoTeam(ctx, st, teams[0].ID, admins[0], id, "I can help with the pitch."); err != nil {
		return err
	}
	if _, err := st.DeleteAccount(ctx, id, nil); err != nil {
		return err
	}
	return st.EraseAccount(ctx, id)
}
