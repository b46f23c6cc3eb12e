package domain

import (
	"fmt"
	"strings"
	"time"
	"unicode/utf8"
)

// AnnouncementAudience is who receives an announcement; values are the
// GraphQL enum values and what Postgres stores.
type AnnouncementAudience string

const (
	AudienceEveryone               AnnouncementAudience = "EVERYONE"
	AudienceParticipants           AnnouncementAudience = "PARTICIPANTS"
	AudienceTeamsWithoutSubmission AnnouncementAudience = "TEAMS_WITHOUT_SUBMISSION"
	AudienceJudges                 AnnouncementAudience = "JUDGES"
	AudienceMentors                AnnouncementAudience = "MENTORS"
	AudienceVolunteers             AnnouncementAudience = "VOLUNTEERS"
	AudienceOrganizingTeam         AnnouncementAudience = "ORGANIZING_TEAM"
)

var audienceNames = map[AnnouncementAudience]string{
	AudienceEveryone:               "everyone",
	AudienceParticipants:           "participants",
	AudienceTeamsWithoutSubmission: "teams without a submission",
	AudienceJudges:                 "judges",
	AudienceMentors:                "mentors",
	AudienceVolunteers:             "volunteers",
	AudienceOrganizingTeam:         "the organizing team",
}

// Valid reports whether a is a known audience.
func (a AnnouncementAudience) Valid() bool {
	_, ok := audienceNames[a]
	return ok
}

// DisplayName reads in a sentence: "participants", "the organizing team".
func (a AnnouncementAudience) DisplayName() string { return audienceNames[a] }

// AnnouncementStatus is where an announcement stands: SCHEDULED until its
// time, SENDING while its workflow delivers it, then SENT; CANCELLED ends
// one that was never sent.
type AnnouncementStatus string

const (
	AnnouncementScheduled AnnouncementStatus = "SCHEDULED"
	AnnouncementSending   AnnouncementStatus = "SENDING"
	AnnouncementSent      AnnouncementStatus = "SENT"
	AnnouncementCancelled AnnouncementStatus = "CANCELLED"
)

// Limits of an announcement, kept by the database as well.
const (
	MaxAnnouncementTitle = 120
	MaxAnnouncementBody  = 5000
	// MaxAnnouncementOffset bounds a phase-relative offset: 30 days, in minutes.
	MaxAnnouncementOffset = 30 * 24 * 60
)

// AnnouncementText is an announcement's title and Markdown body.
type AnnouncementText struct {
	Title, Body string
}

// Validate checks the text: both present, within their limits.
func (t AnnouncementText) Validate() error {
	switch {
	case strings.TrimSpace(t.Title) == "":
		return Invalid("title", "Give the announcement a title.")
	case utf8.RuneCountInString(t.Title) > MaxAnnouncementTitle:
		return Invalid("title", "Keep the title to %d characters.", MaxAnnouncementTitle)
	case strings.TrimSpace(t.Body) == "":
		return Invalid("body", "Write the announcement's message.")
	case utf8.RuneCountInString(t.Body) > MaxAnnouncementBody:
		return Invalid("body", "Keep the message to %d characters.", MaxAnnouncementBody)
	}
	return nil
}

// AnnouncementTime is when an announcement goes: at SendAt, or OffsetMinutes
// after (negative: before) the start of Phase.
type AnnouncementTime struct {
	SendAt        *time.Time
	Phase         Phase
	OffsetMinutes int
}

// Relative reports whether the time follows a phase.
func (t AnnouncementTime) Relative() bool { return t.Phase != "" }

// Resolve is the instant the announcement goes, checked against the
// hackathon's timeline: an absolute time must lie ahead of now, a relative
// one needs a scheduled phase and must fall ahead of now and within the
// hackathon, from its first scheduled phase's start to the later of its
// end and its COMPLETE start. Problems are Invalid errors naming the field.
func (t AnnouncementTime) Resolve(timeline []ScheduledPhase, hasPopularVote bool, end, now time.Time) (time.Time, error) {
	if !t.Relative() {
		if t.SendAt == nil {
			return time.Time{}, Invalid("sendAt", "Choose when the announcement goes.")
		}
		if !t.SendAt.After(now) {
			return time.Time{}, Invalid("sendAt", "Choose a time in the future.")
		}
		return t.SendAt.UTC(), nil
	}
	if !t.Phase.EnabledFor(hasPopularVote) {
		return time.Time{}, Invalid("phase", "Choose one of this hackathon's phases.")
	}
	if t.OffsetMinutes < -MaxAnnouncementOffset || t.OffsetMinutes > MaxAnnouncementOffset {
		return time.Time{}, Invalid("offsetMinutes", "Keep the offset within 30 days of the phase.")
	}
	start := StartsAtOf(timeline, t.Phase)
	if start == nil {
		return time.Time{}, Invalid("phase", "%s has no start time yet: schedule it on the timeline first.", t.Phase.DisplayName())
	}
	at := start.Add(time.Duration(t.OffsetMinutes) * time.Minute).UTC()
	first, complete := timelineBounds(timeline)
	if complete != nil && complete.After(end) {
		end = *complete
	}
	switch {
	case first != nil && at.Before(*first):
		return time.Time{}, Invalid("offsetMinutes", "That falls before the hackathon's first phase starts.")
	case at.After(end):
		return time.Time{}, Invalid("offsetMinutes", "That falls after the hackathon ends.")
	case !at.After(now):
		return time.Time{}, Invalid("offsetMinutes", "That time has passed: choose one in the future.")
	}
	return at, nil
}

// timelineBounds is the earliest scheduled start and the COMPLETE start.
func timelineBounds(timeline []ScheduledPhase) (first, end *time.Time) {
	for _, s := range timeline {
		if s.StartsAt != nil && (first == nil || s.StartsAt.Before(*first)) {
			first = s.StartsAt
		}
	}
	return first, StartsAtOf(timeline, PhaseComplete)
}

// AnnouncementPath is the hackathon page where its sent announcements show.
func AnnouncementPath(hackathonID int64) string {
	return fmt.Sprintf("/hackathon/%d/detail", hackathonID)
}

// Announcement is an organizers' announcement in the inbox: its title and
// the start of its message; the link opens the hackathon's page.
type Announcement struct {
	HackathonRef
	AnnouncementID int64  `json:"announcementId"`
	Title          string `json:"title"`
	Excerpt        string `json:"excerpt"`
}

func (Announcement) Type() NotificationType { return NotifyAnnouncement }
func (n Announcement) Render() RenderedNotice {
	return RenderedNotice{n.Title, fmt.Sprintf("%s: %s", n.HackathonName, n.Excerpt), AnnouncementPath(n.HackathonID)}
}

// Excerpt is the start of a Markdown body for the inbox: its first
// paragraph's text, at most 200 characters.
func Excerpt(body string) string {
	first, _, _ := strings.Cut(strings.TrimSpace(body), "\n\n")
	text := strings.Join(strings.Fields(strings.NewReplacer("*", "", "_", "", "#", "", "`", "").Replace(first)), " ")
	if r := []rune(text); len(r) > 200 {
		return string(r[:199]) + "…"
	}
	return text
}
