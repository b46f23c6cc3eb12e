package graph

import (
	"context"
	"log/slog"
	"time"

	"github.com/hackforge/hackforge/api/graph/model"
	"github.com/hackforge/hackforge/api/validate"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
	"github.com/hackforge/hackforge/workflows"
)

// lifecycleQueryTimeout bounds the workflow query of the timeline page, so
// that the page still shows the stored timeline while no worker answers.
const lifecycleQueryTimeout = 3 * time.Second

// timelineHackathon loads a hackathon whose timeline the caller wants to
// read, or with manage set to change: anyone who may see the hackathon
// reads it, its creator and managers change it.
func timelineHackathon(ctx context.Context, id int64, manage bool) (*store.HackathonView, error) {
	if manage {
		return managedHackathon(ctx, id)
	}
	return visibleHackathon(ctx, id, "")
}

// timelineEdit checks the input's time zone and turns it into a store edit;
// the phase times are checked by the store, in its transaction.
func timelineEdit(in model.SetHackathonTimelineInput) (store.TimelineEdit, error) {
	edit := store.TimelineEdit{HackathonID: in.HackathonID}
	if in.TimeZone != nil {
		var errs validate.Errors
		zone := errs.TimeZone("timeZone", *in.TimeZone)
		if err := errs.Err(); err != nil {
			return edit, err
		}
		edit.TimeZone = &zone
	}
	for _, p := range in.Phases {
		edit.Phases = append(edit.Phases, domain.ScheduledPhase{Phase: p.Phase, StartsAt: p.StartsAt})
	}
	return edit, nil
}

// timeline combines the stored timeline with what the hackathon's lifecycle
// workflow waits for. When the workflow does not answer, the workflow fields
// stay empty and the failure is logged.
func (r *Resolver) timeline(ctx context.Context, h record.Hackathon) (*model.HackathonTimeline, error) {
	schedule, err := r.Store.PhaseSchedule(ctx, h.ID)
	if err != nil {
		return nil, err
	}
	qctx, cancel := context.WithTimeout(ctx, lifecycleQueryTimeout)
	defer cancel()
	state, err := r.Flows.LifecycleState(qctx, h.ID)
	if err != nil {
		slog.WarnContext(ctx, "hackathon lifecycle query failed", "hackathon", h.ID, "err", err)
		state = workflows.HackathonLifecycleState{}
	}
	phase := h.Phase
	tl := &model.HackathonTimeline{
		HackathonID:      h.ID,
		TimeZone:         h.TimeZone,
		Phase:            phase,
		PhaseDisplay:     phase.DisplayName(),
		NextTransitionAt: utc(state.NextDueAt),
		ReminderAt:       utc(state.ReminderDueAt),
		WorkflowID:       workflows.HackathonLifecycleID(h.ID),
	}
	// A workflow that is not running, or has not caught up with a change
	// yet, answers from an older schedule: the stored one is the truth.
	next, _ := domain.Next(phase, h.HasPopularVote)
	if due := domain.StartsAtOf(schedule, next); state.Phase != phase || !equalTimes(state.NextDueAt, due) {
		state.NextPhase, state.NextDueAt = next, due
		tl.NextTransitionAt = utc(due)
	}
	if state.NextPhase != "" {
		tl.NextPhase = &state.NextPhase
	}
	for _, p := range domain.EnabledPhases(h.HasPopularVote) {
		tl.Slots = append(tl.Slots, model.PhaseSlot{
			Phase: p, PhaseDisplay: p.DisplayName(), StartsAt: domain.StartsAtOf(schedule, p),
		})
	}
	return tl, nil
}

func utc(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := t.UTC()
	return &u
}

func equalTimes(a, b *time.Time) bool {
	return (a == nil) == (b == nil) && (a == nil || a.Equal(*b))
}
