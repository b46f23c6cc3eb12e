package graph

import (
	"context"
	"fmt"
	"net/url"
	"strconv"

	"github.com/hackforge/hackforge/api/access"
	"github.com/hackforge/hackforge/api/graph/model"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// dashboardHackathonLimit bounds the hackathons /dash shows (and looks
// through for actions); the full lists are on /hackathon/mine.
const dashboardHackathonLimit = 50

// The kinds of dashboard action so far; other capabilities add theirs.
const (
	ActionCompleteOnboarding = "COMPLETE_ONBOARDING"
	ActionAnswerInvite       = "ANSWER_INVITE"
	ActionAcceptTerms        = "ACCEPT_TERMS"
)

// dashboardFacts is what the dashboard has loaded once, for every action source to read.
type dashboardFacts struct {
	user       *record.User
	hackathons []store.HackathonView
	invites    []record.Invite
	metadata   []record.UserMetadatum
}

// dashboardActionSource lists what one capability asks of the user. This is
// the dashboard's extension point: a capability appends its source to
// dashboardActionSources from an init function in its own file, e.g.
//
//	func init() { dashboardActionSources = append(dashboardActionSources, ideaApprovalActions) }
//
// and its actions are shown after the earlier sources' ones.
type dashboardActionSource func(ctx context.Context, r *Resolver, f *dashboardFacts) ([]model.DashboardAction, error)

var dashboardActionSources = []dashboardActionSource{onboardingActions, inviteActions, termsActions}

// dashboard gathers what /dash shows the user.
func (r *Resolver) dashboard(ctx context.Context, u *record.User) (*model.Dashboard, error) {
	if !access.CanSeeDashboard(viewerID(ctx), u.ID) {
		return nil, domain.ErrForbidden
	}
	page, err := r.Store.Hackathons(ctx, domain.ListMine, u.ID, dashboardHackathonLimit, 0)
	if err != nil {
		return nil, err
	}
	f := &dashboardFacts{user: u, hackathons: page.Items}
	if f.invites, err = r.Store.PendingInvitesFor(ctx, u.Email); err != nil {
		return nil, err
	}
	if f.metadata, err = r.Store.UserMetadata(ctx, u.ID); err != nil {
		return nil, err
	}
	unread, err := r.Store.UnreadNotificationCount(ctx, u.ID)
	if err != nil {
		return nil, err
	}
	hackathons, err := r.dashboardHackathons(ctx, f.hackathons)
	if err != nil {
		return nil, err
	}
	out := &model.Dashboard{Hackathons: hackathons, UnreadNotifications: unread, PendingInvites: f.invites, Actions: []model.DashboardAction{}}
	for _, source := range dashboardActionSources {
		actions, err := source(ctx, r, f)
		if err != nil {
			return nil, err
		}
		out.Actions = append(out.Actions, actions...)
	}
	return out, nil
}

// dashboardHackathons adds each hackathon's next phase and when it is due,
// from the stored schedule (one statement for them all).
func (r *Resolver) dashboardHackathons(ctx context.Context, views []store.HackathonView) ([]model.DashboardHackathon, error) {
	ids := make([]int64, len(views))
	for i, v := range views {
		ids[i] = v.ID
	}
	schedules, err := r.Store.PhaseSchedules(ctx, ids)
	if err != nil {
		return nil, err
	}
	out := make([]model.DashboardHackathon, len(views))
	for i := range views {
		v := &views[i]
		out[i] = model.DashboardHackathon{Hackathon: v}
		if next, ok := domain.Next(v.Phase, v.HasPopularVote); ok {
			display := next.DisplayName()
			out[i].NextPhase, out[i].NextPhaseDisplay = &next, &display
			out[i].NextTransitionAt = utc(domain.StartsAtOf(schedules[v.ID], next))
		}
	}
	return out, nil
}

// onboardingActions: a user who has answered no onboarding questions yet is asked to.
func onboardingActions(_ context.Context, _ *Resolver, f *dashboardFacts) ([]model.DashboardAction, error) {
	if len(f.metadata) > 0 {
		return nil, nil
	}
	return []model.DashboardAction{{
		Kind: ActionCompleteOnboarding, Title: "Tell us about yourself", Link: "/welcome/start?next=" + url.QueryEscape("/dash"),
	}}, nil
}

// inviteActions: each pending invite waits for an answer.
func inviteActions(_ context.Context, _ *Resolver, f *dashboardFacts) ([]model.DashboardAction, error) {
	out := make([]model.DashboardAction, 0, len(f.invites))
	for _, inv := range f.invites {
		a := model.DashboardAction{
			Kind:  ActionAnswerInvite,
			Title: fmt.Sprintf("Answer your invitation to be %s", inv.Kind.RoleName()),
			Link:  inv.Kind.AnswerPath() + "?uid=" + url.QueryEscape(inv.Uid),
		}
		if inv.HackathonID != nil {
			a.HackathonID = inv.HackathonID
		}
		out = append(out, a)
	}
	return out, nil
}

// termsActions: a participant whose hackathon asks for terms they have not
// accepted (the latest version) is sent to the terms page.
func termsActions(ctx context.Context, r *Resolver, f *dashboardFacts) ([]model.DashboardAction, error) {
	var out []model.DashboardAction
	for i := range f.hackathons {
		v := &f.hackathons[i]
		if !v.IsParticipant || v.IsBanned || !v.RequireTermsAcceptance {
			continue
		}
		terms, err := loadViewerTerms(ctx, r.Store, v.ID, f.user.ID)
		if err != nil {
			return nil, err
		}
		if !terms.gate(v.Hackathon).Outstanding() {
			continue
		}
		id, name := v.ID, v.Name
		out = append(out, model.DashboardAction{
			Kind: ActionAcceptTerms, Title: "Accept the terms and conditions",
			Link: "/hackathon/" + strconv.FormatInt(v.ID, 10) + "/terms", HackathonID: &id, HackathonName: &name,
		})
	}
	return out, nil
}
