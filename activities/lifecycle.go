package activities

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"go.temporal.io/sdk/temporal"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/workflows"
)

// LoadHackathonTimeline reads the hackathon's phase and schedule.
func (a *Activities) LoadHackathonTimeline(ctx context.Context, in workflows.LoadHackathonTimelineInput) (workflows.LoadHackathonTimelineResult, error) {
	tl, err := a.Store.HackathonTimeline(ctx, in.HackathonID)
	if err != nil {
		return workflows.LoadHackathonTimelineResult{}, hackathonError(in.HackathonID, err)
	}
	return workflows.LoadHackathonTimelineResult{
		Name: tl.Name, OrganizationID: tl.OrganizationID, OrganizationName: tl.OrganizationName, Phase: tl.Phase,
		HasPopularVote: tl.HasPopularVote, Transitions: tl.Schedule,
	}, nil
}

// ApplyPhaseTransition moves the hackathon from In.From to In.To if it is
// still in In.From; a repeat changes nothing.
func (a *Activities) ApplyPhaseTransition(ctx context.Context, in workflows.ApplyPhaseTransitionInput) (workflows.ApplyPhaseTransitionResult, error) {
	applied, phase, err := a.Store.ApplyPhaseTransition(ctx, in.HackathonID, in.From, in.To)
	if err != nil {
		return workflows.ApplyPhaseTransitionResult{}, hackathonError(in.HackathonID, err)
	}
	return workflows.ApplyPhaseTransitionResult{Applied: applied, Phase: phase}, nil
}

// phaseEmail is the e-mail people holding a role get when a hackathon enters
// a phase; role "" is anyone with a role.
type phaseEmail struct {
	role           domain.HackathonRole
	template, path string
}

// phaseEmails lists, per phase, the e-mails of the phases people must act
// on. Someone holding several roles gets the first that matches.
var phaseEmails = map[domain.Phase][]phaseEmail{
	domain.PhaseRegistrationOpen: {{"", "phase_registration_open", "detail"}},
	domain.PhaseHacking: {
		{domain.RoleParticipant, "phase_hacking", "detail"},
		{domain.RoleMentor, "phase_hacking", "detail"},
	},
	domain.PhaseJudging: {
		{domain.RoleJudge, "phase_judging", "submissions"},
		{domain.RoleParticipant, "phase_submissions_closed", "detail"},
	},
	domain.PhaseComplete: {{"", "phase_complete", "detail"}},
}

// NotifyPhaseChange tells everyone with a role in the hackathon that it
// entered In.Phase, and e-mails those who must act on it. Keyed by hackathon,
// phase and due time, so a retry creates and sends nothing twice.
func (a *Activities) NotifyPhaseChange(ctx context.Context, in workflows.NotifyPhaseChangeInput) (workflows.NotifyPhaseChangeResult, error) {
	defer keepHeartbeating(ctx)()
	var res workflows.NotifyPhaseChangeResult
	h, people, err := a.hackathonPeople(ctx, in.HackathonID)
	if err != nil {
		return res, err
	}
	key := fmt.Sprintf("phase-changed:%d:%s:%s", in.HackathonID, in.Phase, in.DueAt.UTC().Format(time.RFC3339Nano))
	n, err := a.Store.Notify(ctx, userIDs(people), domain.PhaseChanged{
		HackathonRef: hackathonRef(h), Phase: in.Phase, PhaseDisplay: in.Phase.DisplayName(),
	}, key)
	if err != nil {
		return res, err
	}
	res.Notifications = int(n)
	for _, p := range people {
		e, ok := emailFor(phaseEmails[in.Phase], p.Roles)
		if !ok {
			continue
		}
		sent, err := a.sendOnce(ctx, domain.EmailPhaseChanges, fmt.Sprintf("%s:%d", key, p.ID), p.Email, e.template, a.hackathonMail(h, p, e.path, nil))
		if err != nil {
			return res, err
		}
		if sent {
			res.Emails++
		}
	}
	return res, nil
}

// SendSubmissionReminder tells the participants that submissions close at
// In.ClosesAt, once per hackathon and closing time.
func (a *Activities) SendSubmissionReminder(ctx context.Context, in workflows.SendSubmissionReminderInput) (workflows.SendSubmissionReminderResult, error) {
	defer keepHeartbeating(ctx)()
	var res workflows.SendSubmissionReminderResult
	h, people, err := a.hackathonPeople(ctx, in.HackathonID)
	if err != nil {
		return res, err
	}
	people = slices.DeleteFunc(people, func(p store.HackathonPerson) bool {
		return !slices.Contains(p.Roles, domain.RoleParticipant)
	})
	closesAt := in.ClosesAt.UTC()
	key := fmt.Sprintf("submission-reminder:%d:%s", in.HackathonID, closesAt.Format(time.RFC3339Nano))
	_, err = a.Store.Notify(ctx, userIDs(people), domain.SubmissionReminder{HackathonRef: hackathonRef(h), ClosesAt: closesAt}, key)
	if err != nil {
		return res, err
	}
	for _, p := range people {
		data := a.hackathonMail(h, p, "detail", map[string]any{"ClosesAt": formatIn(closesAt, h.TimeZone)})
		sent, err := a.sendOnce(ctx, domain.EmailPhaseChanges, fmt.Sprintf("%s:%d", key, p.ID), p.Email, "submission_reminder", data)
		if err != nil {
			return res, err
		}
		if sent {
			res.Emails++
		}
	}
	return res, nil
}

// hackathonMail is the data of a hackathon e-mail to someone; path is the
// page of the hackathon its link opens.
func (a *Activities) hackathonMail(h store.Timeline, to store.HackathonPerson, path string, extra map[string]any) map[string]any {
	data := map[string]any{
		"Name":         cmp.Or(strings.TrimSpace(to.FirstName), to.Email),
		"Hackathon":    h.Name,
		"Organization": h.OrganizationName,
		"Link":         a.link(fmt.Sprintf("/hackathon/%d/%s", h.HackathonID, path), nil),
	}
	for k, v := range extra {
		data[k] = v
	}
	return data
}

func (a *Activities) hackathonPeople(ctx context.Context, hackathonID int64) (store.Timeline, []store.HackathonPerson, error) {
	h, err := a.Store.HackathonTimeline(ctx, hackathonID)
	if err != nil {
		return h, nil, hackathonError(hackathonID, err)
	}
	people, err := a.Store.HackathonPeople(ctx, hackathonID)
	return h, people, err
}

func emailFor(emails []phaseEmail, roles []domain.HackathonRole) (phaseEmail, bool) {
	for _, e := range emails {
		if e.role == "" || slices.Contains(roles, e.role) {
			return e, true
		}
	}
	return phaseEmail{}, false
}

// hackathonError makes a missing hackathon the non-retryable error that ends
// the workflow; other errors are retried.
func hackathonError(hackathonID int64, err error) error {
	if errors.Is(err, domain.ErrNotFound) {
		return temporal.NewNonRetryableApplicationError(
			fmt.Sprintf("hackathon %d not found", hackathonID), workflows.HackathonNotFoundErrorType, err)
	}
	return err
}

func hackathonRef(h store.Timeline) domain.HackathonRef {
	return domain.HackathonRef{HackathonID: h.HackathonID, HackathonName: h.Name}
}

func userIDs(people []store.HackathonPerson) []int64 {
	ids := make([]int64, len(people))
	for i, p := range people {
		ids[i] = p.ID
	}
	return ids
}
