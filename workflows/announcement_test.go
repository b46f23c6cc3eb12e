package workflows

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/mock"
	"github.com/stretchr/testify/suite"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/temporal"

	"github.com/hackforge/hackforge/domain"
)

// fakeAnnouncementRow is the announcement's row and deliveries behind the
// mocked activities, kept as the store keeps them.
type fakeAnnouncementRow struct {
	mu     sync.Mutex
	now    func() time.Time
	status domain.AnnouncementStatus
	AnnouncementSchedule
	people    []int64
	delivered map[int64]int // e-mails per person
	begunAt   time.Time
	failOnce  bool // a batch delivers, then fails once (a worker killed mid-batch)
	edits     int
}

func (f *fakeAnnouncementRow) Begin(_ context.Context, _ AnnouncementRef) (BeginAnnouncementResult, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.status == domain.AnnouncementScheduled && !f.SendAt.After(f.now()) {
		f.status, f.begunAt = domain.AnnouncementSending, f.now().UTC()
	}
	return BeginAnnouncementResult{Status: f.status, AnnouncementSchedule: f.AnnouncementSchedule, Recipients: len(f.people)}, nil
}

// Deliver tells the next two people not told yet.
func (f *fakeAnnouncementRow) Deliver(_ context.Context, _ AnnouncementRef) (DeliverAnnouncementResult, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	told := 0
	for _, p := range f.people {
		if f.delivered[p] == 0 && told < 2 {
			f.delivered[p]++
			told++
		}
	}
	if f.failOnce {
		f.failOnce = false
		return DeliverAnnouncementResult{}, errors.New("worker lost mid-batch")
	}
	res := DeliverAnnouncementResult{AnnouncementProgress: AnnouncementProgress{Recipients: len(f.people), Sent: len(f.delivered)}}
	res.Done = res.Sent == len(f.people)
	return res, nil
}

func (f *fakeAnnouncementRow) Finish(_ context.Context, _ AnnouncementRef) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.status = domain.AnnouncementSent
	return nil
}

func (f *fakeAnnouncementRow) Edit(_ context.Context, in EditAnnouncementInput) (AnnouncementSchedule, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.status != domain.AnnouncementScheduled {
		return AnnouncementSchedule{}, temporal.NewNonRetryableApplicationError("not scheduled", AnnouncementNotScheduledErrorType, nil)
	}
	f.edits++
	f.SendAt, f.Revision = in.SendAt, f.Revision+1
	return f.AnnouncementSchedule, nil
}

func (f *fakeAnnouncementRow) Cancel(_ context.Context, _ AnnouncementRef) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.status != domain.AnnouncementScheduled {
		return temporal.NewNonRetryableApplicationError("not scheduled", AnnouncementNotScheduledErrorType, nil)
	}
	f.status = domain.AnnouncementCancelled
	return nil
}

type AnnouncementSuite struct {
	workflowSuite
	row *fakeAnnouncementRow
}

func TestAnnouncement(t *testing.T) { suite.Run(t, new(AnnouncementSuite)) }

func (s *AnnouncementSuite) SetupTest() { s.setup(0) }

// setup makes each batch take batchTakes of the test clock.
func (s *AnnouncementSuite) setup(batchTakes time.Duration) {
	s.env = s.newTestEnv()
	s.row = &fakeAnnouncementRow{now: s.env.Now, status: domain.AnnouncementScheduled,
		AnnouncementSchedule: AnnouncementSchedule{SendAt: at(2 * time.Hour), Revision: 1},
		people:               []int64{1, 2, 3, 4, 5}, delivered: map[int64]int{}}
	Register(s.env)
	if batchTakes > 0 {
		s.env.RegisterActivityWithOptions(s.row.Deliver, activity.RegisterOptions{Name: DeliverAnnouncementBatchActivity})
	}
	fakes := []fakeActivity{
		{BeginAnnouncementActivity, s.row.Begin},
		{FinishAnnouncementActivity, s.row.Finish},
		{EditAnnouncementActivity, s.row.Edit},
		{CancelAnnouncementActivity, s.row.Cancel},
	}
	if batchTakes == 0 {
		fakes = append(fakes, fakeActivity{DeliverAnnouncementBatchActivity, s.row.Deliver})
	}
	registerFakes(s.env, fakes)
	if batchTakes > 0 {
		s.env.OnActivity(DeliverAnnouncementBatchActivity, mock.Anything, mock.Anything).After(batchTakes).Return(s.row.Deliver)
	}
}

func (s *AnnouncementSuite) input() AnnouncementInput {
	return AnnouncementInput{AnnouncementID: 7, HackathonID: 42, HackathonName: "Hack the Planet",
		Audience: domain.AudienceParticipants, AnnouncementSchedule: s.row.AnnouncementSchedule}
}

func (s *AnnouncementSuite) run() AnnouncementState {
	var st AnnouncementState
	s.runWorkflow(AnnouncementWorkflowName, s.input(), &st)
	return st
}

func (s *AnnouncementSuite) TestSendsAtItsTimeOnceEach() {
	st := s.run()
	s.Equal(domain.AnnouncementSent, st.Status)
	s.Equal(at(2*time.Hour), s.row.begunAt)
	s.Equal(AnnouncementProgress{Recipients: 5, Sent: 5}, st.AnnouncementProgress)
	s.Equal(map[int64]int{1: 1, 2: 1, 3: 1, 4: 1, 5: 1}, s.row.delivered)
	s.Equal("Sent: 5 of 5 delivered, 0 failed.", s.details())
	s.requireHandlersDescribed([]string{AnnouncementStateQuery}, []string{AnnouncementMovedSignal},
		[]string{EditAnnouncementUpdate, CancelAnnouncementUpdate})
}

func (s *AnnouncementSuite) TestRetriedBatchSendsNoDuplicates() {
	s.row.failOnce = true
	st := s.run()
	s.Equal(5, st.Sent)
	s.Equal(map[int64]int{1: 1, 2: 1, 3: 1, 4: 1, 5: 1}, s.row.delivered)
}

// The lifecycle moves JUDGING (which the announcement follows) an hour
// later while it sleeps: it goes at the new time, not the old.
func (s *AnnouncementSuite) TestPhaseRelativeMovesWithThePhase() {
	s.env.RegisterDelayedCallback(func() {
		s.row.mu.Lock()
		s.row.SendAt, s.row.Revision = at(3*time.Hour), 2
		s.row.mu.Unlock()
		s.env.SignalWorkflow(AnnouncementMovedSignal, AnnouncementMove{AnnouncementID: 7,
			AnnouncementSchedule: AnnouncementSchedule{SendAt: at(3 * time.Hour), Revision: 2}})
	}, time.Hour)
	s.run()
	s.Equal(at(3*time.Hour), s.row.begunAt)
}

// A move older than an edit (a lower revision) loses to it.
func (s *AnnouncementSuite) TestEditWinsOverAnOlderMove() {
	var edit updateOutcome[AnnouncementState]
	s.env.RegisterDelayedCallback(func() {
		s.sendUpdate(EditAnnouncementUpdate, edit.callback(), AnnouncementEdit{SendAt: at(90 * time.Minute)})
	}, time.Hour)
	s.env.RegisterDelayedCallback(func() {
		s.env.SignalWorkflow(AnnouncementMovedSignal, AnnouncementMove{AnnouncementID: 7,
			AnnouncementSchedule: AnnouncementSchedule{SendAt: at(5 * time.Hour), Revision: 1}})
	}, 70*time.Minute)
	s.run()
	s.Require().NoError(edit.err)
	s.Equal(at(90*time.Minute), s.row.begunAt)
}

func (s *AnnouncementSuite) TestCancelledNeverSends() {
	var cancel updateOutcome[AnnouncementState]
	s.env.RegisterDelayedCallback(func() { s.sendUpdate(CancelAnnouncementUpdate, cancel.callback()) }, time.Hour)
	st := s.run()
	s.Require().NoError(cancel.err)
	s.Equal(domain.AnnouncementCancelled, st.Status)
	s.Empty(s.row.delivered)
	s.Equal("Cancelled.", s.details())
}

// Once sending started, edits and cancellation are refused by the
// validator, and nothing is written.
func (s *AnnouncementSuite) TestChangesRefusedOnceSendingStarted() {
	var edit, cancel updateOutcome[AnnouncementState]
	s.setup(time.Minute)
	s.env.RegisterDelayedCallback(func() {
		s.Equal(domain.AnnouncementSending, s.row.status)
		s.sendUpdate(EditAnnouncementUpdate, edit.callback(), AnnouncementEdit{SendAt: at(5 * time.Hour)})
		s.sendUpdate(CancelAnnouncementUpdate, cancel.callback())
	}, 2*time.Hour+30*time.Second)
	st := s.run()
	for _, o := range []updateOutcome[AnnouncementState]{edit, cancel} {
		var appErr *temporal.ApplicationError
		s.Require().ErrorAs(o.rejected, &appErr)
		s.Equal(AnnouncementNotScheduledErrorType, appErr.Type())
	}
	s.Equal(0, s.row.edits)
	s.Equal(domain.AnnouncementSent, st.Status)
}

func (s *AnnouncementSuite) TestStartNamesItsOwner() {
	st := AnnouncementStart(s.input())
	s.Equal("announcement:42:7", st.ID)
	s.Equal("Announcement 7 to participants of Hack the Planet", st.Summary)
	s.Equal(int64(42), st.Owner.HackathonID)
}
