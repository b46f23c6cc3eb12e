package demo

import (
	"context"
	"strings"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// crowdNames are the demo participants who fill the first hackathon's
// participants list past one page; each signs in as
// first.last@hackforge.local with the demo password.
var crowdNames = [][2]string{
	{"Alex", "Adams"}, {"Bea", "Brown"}, {"Carl", "Clark"}, {"Dana", "Diaz"}, {"Eli", "Evans"},
	{"Fay", "Fisher"}, {"Gus", "Green"}, {"Hana", "Hill"}, {"Ivan", "Irwin"}, {"Jia", "Jones"},
	{"Kai", "King"}, {"Lena", "Lopez"}, {"Max", "Moore"}, {"Nia", "Nash"}, {"Omar", "Ortiz"},
	{"Pia", "Price"}, {"Quin", "Quick"}, {"Rosa", "Reed"}, {"Sam", "Smith"}, {"Tara", "Tran"},
	{"Uma", "Upton"}, {"Vic", "Vance"}, {"Wes", "Wood"}, {"Xena", "Xu"}, {"Yuri", "Young"},
}

// crowdStatuses give a few of the crowd other statuses than REGISTERED,
// and one a ban, so the list's filters find something.
var crowdStatuses = map[int]domain.ParticipantStatus{
	1: domain.ParticipantStatusConfirmed, 4: domain.ParticipantStatusConfirmed, 7: domain.ParticipantStatusWaitlisted,
	12: domain.ParticipantStatusCancelled,
}

const crowdBanned = 20

// crowdAccounts are the crowd as demo accounts.
func crowdAccounts() []Account {
	out := make([]Account, len(crowdNames))
	for i, n := range crowdNames {
		email := strings.ToLower(n[0]+"."+n[1]) + "@hackforge.local"
		out[i] = Account{Email: email, FirstName: n[0], LastName: n[1], Role: "participant of the first hackathon"}
	}
	return out
}

// seedParticipants registers the crowd in h.
func seedParticipants(ctx context.Context, st *store.Store, users map[string]int64, h record.Hackathon) error {
	for i, a := range crowdAccounts() {
		if _, err := st.JoinHackathon(ctx, h.ID, users[a.Email]); err != nil {
			return err
		}
		status, changed := crowdStatuses[i]
		banned := i == crowdBanned
		if !changed && !banned {
			continue
		}
		id, err := st.ParticipantIDOfUser(ctx, h.ID, users[a.Email])
		if err != nil {
			return err
		}
		c := store.ParticipantChanges{ID: id, Banned: &banned}
		if changed {
			c.Status = &status
		}
		if err := st.UpdateParticipant(ctx, c); err != nil {
			return err
		}
	}
	return nil
}
