package workflows

import (
	"context"
	"errors"
	"sync"
	"time"

	"go.temporal.io/sdk/temporal"

	"github.com/hackforge/hackforge/domain"
)

// An in-memory hackathon behind the mocked activities of LifecycleSuite
// (lifecycle_test.go).

type appliedTransition struct {
	From, To domain.Phase
	DueAt    time.Time // what the workflow asked for
	At       time.Time // test clock when the row changed
}

type sentNotification struct {
	Phase domain.Phase
	DueAt time.Time
	At    time.Time
}

type sentReminder struct {
	ClosesAt time.Time
	At       time.Time
}

type fakeHackathon struct {
	mu  sync.Mutex
	now func() time.Time

	id             int64
	missing        bool
	phase          domain.Phase
	hasPopularVote bool
	starts         map[domain.Phase]*time.Time

	failAfterCommit int // ApplyPhaseTransition commits, then fails this many times
	applyDown       int // ApplyPhaseTransition fails this many times before it commits

	loads         int
	applied       []appliedTransition
	notifications []sentNotification
	reminders     []sentReminder
	checkInCodes  []sentCheckInCodes
	announcements []*relativeAnnouncement
}

type sentCheckInCodes struct {
	In CheckInCodesInput
	At time.Time
}

// newFakeHackathon has a full timeline with a popular vote:
// REGISTRATION_OPEN +1h, HACKING +2d, JUDGING +4d, POPULAR_VOTE +5d, COMPLETE +6d.
func newFakeHackathon() *fakeHackathon {
	return &fakeHackathon{
		id:             42,
		phase:          domain.PhasePlanning,
		hasPopularVote: true,
		starts: map[domain.Phase]*time.Time{
			domain.PhasePlanning:         ptr(at(-day)),
			domain.PhaseRegistrationOpen: ptr(at(time.Hour)),
			domain.PhaseHacking:          ptr(at(2 * day)),
			domain.PhaseJudging:          ptr(at(4 * day)),
			domain.PhasePopularVote:      ptr(at(5 * day)),
			domain.PhaseComplete:         ptr(at(6 * day)),
		},
	}
}

func (f *fakeHackathon) set(p domain.Phase, t time.Time) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.starts[p] = ptr(t)
}

func (f *fakeHackathon) Load(_ context.Context, in LoadHackathonTimelineInput) (LoadHackathonTimelineResult, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.loads++
	if f.missing || in.HackathonID != f.id {
		return LoadHackathonTimelineResult{}, temporal.NewNonRetryableApplicationError("hackathon not found", HackathonNotFoundErrorType, nil)
	}
	res := LoadHackathonTimelineResult{Name: "Hack the Planet", OrganizationName: "Acme", Phase: f.phase, HasPopularVote: f.hasPopularVote}
	for _, p := range domain.AllPhases() {
		res.Transitions = append(res.Transitions, domain.ScheduledPhase{Phase: p, StartsAt: f.starts[p]})
	}
	return res, nil
}

// Apply is the conditional UPDATE ... WHERE phase = From.
func (f *fakeHackathon) Apply(_ context.Context, in ApplyPhaseTransitionInput) (ApplyPhaseTransitionResult, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.applyDown > 0 {
		f.applyDown--
		return ApplyPhaseTransitionResult{}, errors.New("connection refused")
	}
	if f.phase != in.From {
		return ApplyPhaseTransitionResult{Applied: false, Phase: f.phase}, nil
	}
	f.phase = in.To
	f.applied = append(f.applied, appliedTransition{From: in.From, To: in.To, DueAt: in.DueAt.UTC(), At: f.now().UTC()})
	if f.failAfterCommit > 0 {
		f.failAfterCommit--
		return ApplyPhaseTransitionResult{}, errors.New("connection reset after commit")
	}
	return ApplyPhaseTransitionResult{Applied: true, Phase: in.To}, nil
}

func (f *fakeHackathon) Notify(_ context.Context, in NotifyPhaseChangeInput) (NotifyPhaseChangeResult, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.notifications = append(f.notifications, sentNotification{Phase: in.Phase, DueAt: in.DueAt.UTC(), At: f.now().UTC()})
	return NotifyPhaseChangeResult{Notifications: 3, Emails: 2}, nil
}

func (f *fakeHackathon) Remind(_ context.Context, in SendSubmissionReminderInput) (SendSubmissionReminderResult, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.reminders = append(f.reminders, sentReminder{ClosesAt: in.ClosesAt.UTC(), At: f.now().UTC()})
	return SendSubmissionReminderResult{Emails: 2}, nil
}

func (f *fakeHackathon) SendCheckInCodes(_ context.Context, in CheckInCodesInput) (CheckInCodesResult, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.checkInCodes = append(f.checkInCodes, sentCheckInCodes{In: in, At: f.now().UTC()})
	return CheckInCodesResult{Emails: 2}, nil
}

func (f *fakeHackathon) appliedPhases() []domain.Phase {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []domain.Phase
	for _, a := range f.applied {
		out = append(out, a.To)
	}
	return out
}

// relativeAnnouncement is a phase-relative announcement of the fake hackathon.
type relativeAnnouncement struct {
	phase  domain.Phase
	offset time.Duration
	move   AnnouncementMove
}

// FollowAnnouncements is FollowTimelineInAnnouncements: it moves each
// relative announcement whose phase's start gives another time.
func (f *fakeHackathon) FollowAnnouncements(_ context.Context, in FollowTimelineInput) ([]AnnouncementMove, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	var moves []AnnouncementMove
	for _, a := range f.announcements {
		start := f.starts[a.phase]
		if start == nil || start.Add(a.offset).Equal(a.move.SendAt) {
			continue
		}
		a.move.SendAt, a.move.Revision = start.Add(a.offset).UTC(), a.move.Revision+1
		moves = append(moves, a.move)
	}
	return moves, nil
}
