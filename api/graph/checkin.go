package graph

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/hackforge/hackforge/api/graph/model"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
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

// startCheckInCode e-mails a participant who just joined their check-in code
// once registration is open; before that, the lifecycle e-mails everyone's
// when it opens. The join is committed already, so a Temporal outage is
// logged rather than reported: the code is on the hackathon page too.
func (r *Resolver) startCheckInCode(ctx context.Context, h *store.HackathonView, userID int64) {
	if !domain.CheckInCodesOpen(h.Phase) {
		return
	}
	participantID, err := r.Store.ParticipantIDOfUser(ctx, h.ID, userID)
	if err == nil {
		err = r.Flows.StartCheckInCodes(ctx, h.ID, participantID)
	}
	if err != nil {
		slog.ErrorContext(ctx, "start check-in code e-mail", "hackathon", h.ID, "user", userID, "err", err)
	}
}
