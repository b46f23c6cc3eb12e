package demo

import (
	"context"
	"fmt"
	"time"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/db"
)

// SprintName is the running demo hackathon where people are checked in.
const SprintName = "Internal AI Sprint"

// sprintCrowd is how many of the crowd also take part in the sprint; the
// first sprintPresent of them are checked in on the day of the seed, so that
// QR Registration shows a count (Pat, the demo participant, is not: they can
// show their own code and be checked in by hand).
const (
	sprintCrowd   = 8
	sprintPresent = 5
)

// seedCheckIns registers part of the crowd in the sprint and checks some of
// them in today, by the organiser.
func seedCheckIns(ctx context.Context, st *store.Store, users map[string]int64, hackathons []db.Hackathon) error {
	sprint, ok := hackathonNamed(hackathons, SprintName)
	if !ok {
		return fmt.Errorf("demo hackathon %q is missing", SprintName)
	}
	today := domain.Today(sprint.TimeZone, time.Now())
	for i, a := range crowdAccounts()[:sprintCrowd] {
		if _, err := st.JoinHackathon(ctx, sprint.ID, users[a.Email]); err != nil {
			return err
		}
		if i >= sprintPresent {
			continue
		}
		id, err := st.ParticipantIDOfUser(ctx, sprint.ID, users[a.Email])
		if err != nil {
			return err
		}
		if _, err := st.MarkPresent(ctx, id, today, users[organiser]); err != nil {
			return err
		}
	}
	return nil
}

func hackathonNamed(hackathons []db.Hackathon, name string) (db.Hackathon, bool) {
	for _, h := range hackathons {
		if h.Name == name {
			return h, true
		}
	}
	return db.Hackathon{}, false
}
