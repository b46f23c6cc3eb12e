package graph

import (
	"context"
	"errors"
	"time"

	"github.com/hackforge/hackforge/api/flows"
	"github.com/hackforge/hackforge/api/graph/model"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
	"github.com/hackforge/hackforge/workflows"
)

// checkInParticipantOf finds the participant a check-in code names, refusing
// on the field "code" a code that is malformed, altered, another
// hackathon's, of someone who left, or of a banned participant.
func checkInParticipantOf(ctx context.Context, s *store.Store, hackathonID int64, code string) (store.Participant, error) {
	key, err := s.CheckInKey(ctx)
	if err != nil {
		return store.Participant{}, err
	}
	parsed, ok := domain.ParseCheckInCode(key, code)
	if !ok {
		return store.Participant{}, domain.ErrCheckInCodeUnknown
	}
	if parsed.HackathonID != hackathonID {
		return store.Participant{}, domain.ErrCheckInCodeOtherHackathon
	}
	p, err := s.Participant(ctx, parsed.ParticipantID)
	if errors.Is(err, domain.ErrNotFound) || err == nil && p.HackathonID != hackathonID {
		return store.Participant{}, domain.ErrCheckInCodeUnknown
	}
	if err != nil {
		return store.Participant{}, err
	}
	if p.Banned {
		return store.Participant{}, domain.ErrCheckInParticipantBanned
	}
	return p, nil
}

// today is the day in the hackathon's time zone that check-ins are for.
func today(h *store.HackathonView) time.Time {
	return domain.Today(h.TimeZone, time.Now())
}

// presentOn is how many of the hackathon's participants are present on day.
func presentOn(ctx context.Context, s *store.Store, hackathonID int64, day time.Time) (*model.CheckInDay, error) {
	n, err := s.CountPresent(ctx, hackathonID, day)
	return &model.CheckInDay{Date: day.Format(time.DateOnly), PresentCount: n}, err
}

// registerParticipant makes u a participant. One who just joined once
// registration is open gets their check-in code by e-mail; before that,
// the lifecycle e-mails everyone's when it opens.
func (r *Resolver) registerParticipant(ctx context.Context, h *store.HackathonView, u record.User, terms *store.TermsAcceptance) error {
	starts := r.Flows.NewStarts()
	var checkInCode store.StartOf[int64]
	if domain.CheckInCodesOpen(h.Phase) {
		checkInCode = func(participantID int64) store.WorkflowStart {
			in := workflows.CheckInCodesInput{HackathonID: h.ID, ParticipantID: participantID}
			return starts.Write(workflows.CheckInCodesStart(in, flows.HackathonOwner(h.Hackathon)))
		}
	}
	if _, err := r.Store.RegisterParticipant(ctx, h.Hackathon, u, terms, checkInCode); err != nil {
		return err
	}
	starts.Launch(ctx, r.Store)
	return nil
}
