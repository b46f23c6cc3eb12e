package graph

import (
	"context"
	"time"

	"github.com/hackforge/hackforge/api/flows"
	"github.com/hackforge/hackforge/api/graph/model"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
	"github.com/hackforge/hackforge/workflows"
)

// feedLength is how many sent announcements the hackathon's page shows.
const feedLength = 50

// announcementDraft is what scheduleAnnouncement and updateAnnouncement share.
type announcementDraft struct {
	title, body   string
	audience      *domain.AnnouncementAudience
	sendAt        *time.Time
	phase         *domain.Phase
	offsetMinutes *int
}

// fields checks the draft against the hackathon: its text, audience and
// time (domain.AnnouncementTime.Resolve), each problem an Invalid error
// naming its field.
func (r *Resolver) fields(ctx context.Context, h *store.HackathonView, d announcementDraft) (store.AnnouncementFields, error) {
	f := store.AnnouncementFields{HackathonID: h.ID, AuthorID: viewerID(ctx),
		AnnouncementText: domain.AnnouncementText{Title: d.title, Body: d.body}}
	if err := f.AnnouncementText.Validate(); err != nil {
		return f, err
	}
	if d.audience == nil || !d.audience.Valid() {
		return f, domain.Invalid("audience", "Choose who the announcement goes to.")
	}
	f.Audience = *d.audience
	f.Time = domain.AnnouncementTime{SendAt: d.sendAt}
	if d.phase != nil {
		f.Time = domain.AnnouncementTime{Phase: *d.phase}
		if d.offsetMinutes != nil {
			f.Time.OffsetMinutes = *d.offsetMinutes
		}
	}
	tl, err := r.Store.HackathonTimeline(ctx, h.ID)
	if err != nil {
		return f, err
	}
	f.SendAt, err = f.Time.Resolve(tl.Schedule, tl.HasPopularVote, h.EndDatetime, time.Now())
	return f, err
}

// scheduleAnnouncement writes a scheduled announcement and starts its
// workflow after the commit.
func (r *Resolver) scheduleAnnouncement(ctx context.Context, in model.ScheduleAnnouncementInput) (*model.AnnouncementPayload, error) {
	h, err := managedHackathon(ctx, in.HackathonID)
	if err != nil {
		return nil, err
	}
	f, err := r.fields(ctx, h, announcementDraft{in.Title, in.Body, in.Audience, in.SendAt, in.Phase, in.OffsetMinutes})
	if err != nil {
		return nil, err
	}
	starts := r.Flows.NewStarts()
	a, err := r.Store.ScheduleAnnouncement(ctx, f, func(a record.Announcement) store.WorkflowStart {
		return starts.Write(flows.Announcement(a, h.Hackathon))
	})
	if err != nil {
		return nil, err
	}
	starts.Launch(ctx, r.Store)
	return &model.AnnouncementPayload{Announcement: &a}, nil
}

// managedAnnouncement reads an announcement of a hackathon the caller
// manages, and refuses one that is no longer scheduled.
func managedAnnouncement(ctx context.Context, r *Resolver, id int64) (record.Announcement, *store.HackathonView, error) {
	a, err := r.Store.Announcement(ctx, id)
	if err != nil {
		return a, nil, err
	}
	h, err := managedHackathon(ctx, a.HackathonID)
	if err == nil && a.Status != domain.AnnouncementScheduled {
		err = store.AnnouncementNotScheduled(a.Status)
	}
	return a, h, err
}

// updateAnnouncement changes a scheduled announcement through its
// workflow, which writes the row (docs/decisions.md, Announcements).
func (r *Resolver) updateAnnouncement(ctx context.Context, in model.UpdateAnnouncementInput) (*model.AnnouncementPayload, error) {
	a, h, err := managedAnnouncement(ctx, r, in.ID)
	if err != nil {
		return nil, err
	}
	f, err := r.fields(ctx, h, announcementDraft{in.Title, in.Body, in.Audience, in.SendAt, in.Phase, in.OffsetMinutes})
	if err != nil {
		return nil, err
	}
	edit := workflows.AnnouncementEdit{AnnouncementText: f.AnnouncementText, Audience: f.Audience, Time: f.Time, SendAt: f.SendAt}
	if err := r.Flows.EditAnnouncement(ctx, a, h.Hackathon, edit); err != nil {
		return nil, err
	}
	return r.announcementPayload(ctx, a.ID)
}

// cancelAnnouncement cancels a scheduled announcement through its workflow.
func (r *Resolver) cancelAnnouncement(ctx context.Context, in model.CancelAnnouncementInput) (*model.AnnouncementPayload, error) {
	a, h, err := managedAnnouncement(ctx, r, in.ID)
	if err != nil {
		return nil, err
	}
	if err := r.Flows.CancelAnnouncement(ctx, a, h.Hackathon); err != nil {
		return nil, err
	}
	return r.announcementPayload(ctx, a.ID)
}

func (r *Resolver) announcementPayload(ctx context.Context, id int64) (*model.AnnouncementPayload, error) {
	a, err := r.Store.Announcement(ctx, id)
	if err != nil {
		return nil, err
	}
	return &model.AnnouncementPayload{Announcement: &a}, nil
}
