package graph

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/hackforge/hackforge/api/access"
	"github.com/hackforge/hackforge/api/graph/model"
	"github.com/hackforge/hackforge/api/loaders"
	"github.com/hackforge/hackforge/api/validate"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// Bounds of what people type about teams.
const (
	maxTeamName         = 100
	maxJoinMessage      = 500
	maxTeamResourceName = 200
	maxTeamCandidates   = 10
)

// standing is what the viewer is to the team.
func standing(t *store.TeamView) access.TeamStanding {
	return access.TeamStanding{IsMember: t.IsMember, IsAdmin: t.IsAdmin, HasRequested: t.HasRequestedToJoin, IsInvited: t.IsInvited, IsFull: t.IsFull(), HasTeam: t.ViewerHasTeam}
}

// teamFor loads a team the caller may see, with its hackathon.
func teamFor(ctx context.Context, s *store.Store, id int64) (*store.TeamView, *store.HackathonView, error) {
	me, err := signedInViewerID(ctx)
	if err != nil {
		return nil, nil, err
	}
	t, err := s.TeamView(ctx, id, me)
	if err != nil {
		return nil, nil, err
	}
	h, err := visibleHackathon(ctx, t.HackathonID, "")
	if err != nil {
		return nil, nil, err
	}
	if !access.CanSeeTeam(h.HackathonRoles, h.ShowTeams, standing(&t)) {
		return nil, nil, domain.ErrForbidden
	}
	return &t, h, nil
}

// managedTeam loads a team the caller manages: an organizer, or one of its
// admins who may use participant features.
func managedTeam(ctx context.Context, s *store.Store, id int64) (*store.TeamView, *store.HackathonView, error) {
	t, h, err := teamFor(ctx, s, id)
	if err != nil {
		return nil, nil, err
	}
	if !access.CanManageTeam(h.HackathonRoles, standing(t)) {
		return nil, nil, domain.ErrForbidden
	}
	return t, h, asTeamParticipant(ctx, s, h)
}

// resourcesTeam loads a team whose resources the caller may change.
func resourcesTeam(ctx context.Context, s *store.Store, id int64) (*store.TeamView, *store.HackathonView, error) {
	t, h, err := teamFor(ctx, s, id)
	if err != nil {
		return nil, nil, err
	}
	if !access.CanSeeTeamResources(h.HackathonRoles, standing(t)) {
		return nil, nil, domain.ErrForbidden
	}
	return t, h, asTeamParticipant(ctx, s, h)
}

// asTeamParticipant: organizers act as such; anyone else acts as a
// participant, so participant features must be on for them.
func asTeamParticipant(ctx context.Context, s *store.Store, h *store.HackathonView) error {
	if h.Organizer() {
		return nil
	}
	return checkParticipantFeatures(ctx, s, h, viewerID(ctx))
}

// teamFields checks a team's name and idea (which must belong to the hackathon).
func teamFields(ctx context.Context, s *store.Store, hackathonID int64, name string, ideaID *int64) (string, error) {
	var errs validate.Errors
	name = errs.Required("name", name)
	errs.MaxLength("name", name, maxTeamName)
	if ideaID != nil {
		if _, err := s.IdeaOfHackathon(ctx, *ideaID, hackathonID); err != nil {
			if !errors.Is(err, domain.ErrNotFound) {
				return name, err
			}
			errs.Add("ideaId", "Choose an idea of this hackathon.")
		}
	}
	return name, errs.Err()
}

// viewTeam reads the team again as the viewer sees it, after a change.
func viewTeam(ctx context.Context, s *store.Store, id int64) (*store.TeamView, error) {
	t, err := s.TeamView(ctx, id, viewerID(ctx))
	return &t, err
}

// teamRoles are the viewer's roles in the team's hackathon.
func teamRoles(ctx context.Context, t *store.TeamView) (access.Roles, error) {
	h, err := loaders.For(ctx).Hackathon.Load(ctx, t.HackathonID)
	return h.HackathonRoles, err
}

// teamRef names the team in a notification.
func teamRef(h *store.HackathonView, t *store.TeamView) domain.TeamRef {
	return domain.TeamRef{HackathonRef: domain.HackathonRef{HackathonID: h.ID, HackathonName: h.Name}, TeamID: t.ID, TeamName: t.Name}
}

// answerJoinRequest loads an open request or invitation the caller may
// answer, with its team.
func answerJoinRequest(ctx context.Context, s *store.Store, id int64, accept bool) (record.TeamJoinRequest, *store.TeamView, *store.HackathonView, error) {
	me, err := signedInViewerID(ctx)
	if err != nil {
		return record.TeamJoinRequest{}, nil, nil, err
	}
	r, err := s.JoinRequest(ctx, id)
	if err != nil {
		return r, nil, nil, err
	}
	t, h, err := teamFor(ctx, s, r.TeamID)
	if err != nil {
		return r, nil, nil, err
	}
	answer := access.JoinRequestAnswer{Invitation: r.InvitedBy != nil, ByInvitee: r.UserID == me, Accept: accept}
	if !access.CanAnswerJoinRequest(h.HackathonRoles, standing(t), answer) {
		return r, nil, nil, domain.ErrForbidden
	}
	return r, t, h, asTeamParticipant(ctx, s, h)
}

// invitableParticipant checks that the user registered for the hackathon
// and is not banned; otherwise the field error names userId.
func invitableParticipant(ctx context.Context, s *store.Store, hackathonID, userID int64) error {
	var notParticipant error = domain.Invalid("userId", "Choose a participant of this hackathon.")
	id, err := s.ParticipantIDOfUser(ctx, hackathonID, userID)
	if err != nil || id == 0 {
		return cmp.Or(err, notParticipant)
	}
	p, err := s.Participant(ctx, id)
	if err != nil || p.Banned {
		return cmp.Or(err, notParticipant)
	}
	return nil
}

// joinRequestPayload shows the answered request with its requester.
func joinRequestPayload(ctx context.Context, s *store.Store, r record.TeamJoinRequest) (*model.TeamJoinRequestPayload, error) {
	u, err := loaders.For(ctx).User.Load(ctx, r.UserID)
	if err != nil {
		return nil, err
	}
	t, err := viewTeam(ctx, s, r.TeamID)
	if err != nil {
		return nil, err
	}
	return &model.TeamJoinRequestPayload{JoinRequest: &store.JoinRequestView{TeamJoinRequest: r, User: u}, Team: t}, nil
}

// rankCandidates keeps the best matches for skills: most brought skills
// first, then those looking for a team, then by name.
func rankCandidates(skills []string, candidates []store.TeamCandidate, emailVisible func(int64) bool) []model.TeamCandidate {
	out := make([]model.TeamCandidate, 0, len(candidates))
	for _, c := range candidates {
		m := domain.MatchSkills(skills, c.Skills)
		if m.Score() == 0 && !c.Looking {
			continue
		}
		out = append(out, model.TeamCandidate{Person: person(c.User, emailVisible(c.User.ID)), LookingForTeam: c.Looking,
			SharedSkills: orEmpty(m.Shared), BringsSkills: orEmpty(m.Brings), Score: m.Score(), PendingWithTeam: c.PendingWithTeam})
	}
	slices.SortStableFunc(out, func(a, b model.TeamCandidate) int {
		if c := cmp.Compare(b.Score, a.Score); c != 0 {
			return c
		}
		if a.LookingForTeam != b.LookingForTeam {
			if a.LookingForTeam {
				return -1
			}
			return 1
		}
		return cmp.Compare(a.Person.DisplayName, b.Person.DisplayName)
	})
	if len(out) > maxTeamCandidates {
		out = out[:maxTeamCandidates]
	}
	return out
}

func orEmpty(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// joinRequestDedup keys a join request's notifications.
func joinRequestDedup(kind string, id int64) string { return fmt.Sprintf("team-join-%s:%d", kind, id) }

// teamPerson shows someone of a team; the e-mail as in the hackathon.
func teamPerson(ctx context.Context, hackathonID int64, u record.User) (*model.Person, error) {
	h, err := loaders.For(ctx).Hackathon.Load(ctx, hackathonID)
	if err != nil {
		return nil, err
	}
	return person(u, access.CanSeeEmailInHackathon(viewerID(ctx), u.ID, h.HackathonRoles)), nil
}
