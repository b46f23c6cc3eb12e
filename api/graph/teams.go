package graph

import (
	"context"
	"errors"

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
	maxTeamResourceName = 200
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

// teamResourceFields checks a team resource's name and URL; the URL comes
// back normalised (SPEC 5).
func teamResourceFields(name, url string) (string, string, error) {
	var errs validate.Errors
	name = errs.Required("name", name)
	errs.MaxLength("name", name, maxTeamResourceName)
	url = errs.Required("url", url)
	if url != "" {
		url = errs.URL("url", url)
	}
	return name, url, errs.Err()
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

// teamPerson shows someone of a team; the e-mail as in the hackathon.
func teamPerson(ctx context.Context, hackathonID int64, u record.User) (*model.Person, error) {
	h, err := loaders.For(ctx).Hackathon.Load(ctx, hackathonID)
	if err != nil {
		return nil, err
	}
	return person(u, access.CanSeeEmailInHackathon(viewerID(ctx), u.ID, h.HackathonRoles)), nil
}
