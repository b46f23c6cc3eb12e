package workflows

import (
	"time"

	"github.com/hackforge/hackforge/domain"
)

// Inputs and results of the Announcement workflow, its updates, signal and
// query, and of the activities it calls.

// AnnouncementInput starts an announcement's workflow: the row's schedule
// when it was written, and what its summary names.
type AnnouncementInput struct {
	AnnouncementID, HackathonID, OrganizationID int64
	HackathonName                               string
	Audience                                    domain.AnnouncementAudience
	AnnouncementSchedule
}

// AnnouncementSchedule is when an announcement goes, as of a revision of its
// row: the workflow keeps the one with the highest revision, whichever of
// an edit and a timeline move it heard of last.
type AnnouncementSchedule struct {
	SendAt   time.Time
	Revision int32
}

// AnnouncementEdit is the input of EditAnnouncementUpdate: the new text,
// audience and time (SendAt resolved by the API).
type AnnouncementEdit struct {
	domain.AnnouncementText
	Audience domain.AnnouncementAudience
	Time     domain.AnnouncementTime
	SendAt   time.Time
}

// EditAnnouncementInput is the input of EditAnnouncementActivity.
type EditAnnouncementInput struct {
	AnnouncementID, HackathonID int64
	AnnouncementEdit
}

// AnnouncementRef names an announcement for its activities.
type AnnouncementRef struct {
	AnnouncementID int64
}

// BeginAnnouncementResult is the row after BeginAnnouncementActivity:
// SENDING (or SENT) once sending started, SCHEDULED with its new schedule
// when it is not due after all, CANCELLED when it was cancelled.
type BeginAnnouncementResult struct {
	Status domain.AnnouncementStatus
	AnnouncementSchedule
	Recipients int
}

// AnnouncementProgress is the delivery counters.
type AnnouncementProgress struct {
	Recipients, Sent, Failed int
}

// DeliverAnnouncementResult is what a batch left: the counters, and Done
// once nobody waits for delivery.
type DeliverAnnouncementResult struct {
	AnnouncementProgress
	Done bool
}

// AnnouncementMove is the payload of AnnouncementMovedSignal: the new
// schedule of a phase-relative announcement whose phase moved.
type AnnouncementMove struct {
	AnnouncementID int64
	AnnouncementSchedule
}

// FollowTimelineInput is the input of FollowTimelineInAnnouncementsActivity.
type FollowTimelineInput struct {
	HackathonID int64
}

// AnnouncementState is the result of AnnouncementStateQuery.
type AnnouncementState struct {
	Status domain.AnnouncementStatus
	AnnouncementSchedule
	AnnouncementProgress
}
