package demo

import (
	"context"
	"time"

	"github.com/hackforge/hackforge/api/flows"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// Announcements: the organiser's welcome to the participants of h went out
// a day ago (it shows in the hackathon page's feed, delivered to everyone),
// and a reminder to everyone waits for tomorrow, its workflow started by
// the worker's dispatcher.
func seedAnnouncements(ctx context.Context, st *store.Store, organiserID int64, h record.Hackathon) error {
	welcome, err := st.ScheduleAnnouncement(ctx, store.AnnouncementFields{
		HackathonID: h.ID, AuthorID: organiserID, Audience: domain.AudienceParticipants, SendAt: time.Now().Add(-24 * time.Hour),
		AnnouncementText: domain.AnnouncementText{Title: "Welcome aboard!",
			Body: "Thanks for joining **" + h.Name + "**.\n\nFind a team on the Teams page, and say hello in the chat."},
	}, nil)
	if err != nil {
		return err
	}
	if _, err := st.BeginAnnouncementSending(ctx, welcome.ID); err != nil {
		return err
	}
	people, err := st.PendingAnnouncementDeliveries(ctx, welcome.ID, 10_000)
	if err != nil {
		return err
	}
	ids := make([]int64, len(people))
	for i, p := range people {
		ids[i] = p.ID
	}
	if _, err := st.RecordAnnouncementDeliveries(ctx, welcome.ID, ids, nil); err != nil {
		return err
	}
	if _, err := st.FinishAnnouncement(ctx, welcome.ID); err != nil {
		return err
	}
	var starts flows.Starts
	_, err = st.ScheduleAnnouncement(ctx, store.AnnouncementFields{
		HackathonID: h.ID, AuthorID: organiserID, Audience: domain.AudienceEveryone, SendAt: time.Now().Add(24 * time.Hour).Truncate(time.Hour),
		AnnouncementText: domain.AnnouncementText{Title: "Lunch is on us", Body: "Pizza and salads in the main hall at **12:30**."},
	}, func(a record.Announcement) store.WorkflowStart { return starts.Write(flows.Announcement(a, h)) })
	return err
}
