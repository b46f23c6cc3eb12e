package graph

import (
	"cmp"
	"context"

	"github.com/hackforge/hackforge/api/access"
	"github.com/hackforge/hackforge/api/flows"
	"github.com/hackforge/hackforge/api/graph/model"
	"github.com/hackforge/hackforge/api/loaders"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
	"github.com/hackforge/hackforge/workflows"
)

// maxJoinMessage bounds the note of a request to join a team.
const maxJoinMessage = 500

// requestToJoinTeam stores the request with the workflow that e-mails the
// team's admins, and starts it after the commit.
func (r *Resolver) requestToJoinTeam(ctx context.Context, t store.TeamView, h *store.HackathonView, requester record.User, message string) (record.TeamJoinRequest, error) {
	starts := r.Flows.NewStarts()
	req, err := r.Store.RequestToJoinTeam(ctx, t, requester, message, joinRequestEmail(starts, h, t.ID, false))
	if err == nil {
		starts.Launch(ctx, r.Store)
	}
	return req, err
}

// inviteToTeam stores the team's invitation with the workflow that e-mails
// the participant, and starts it after the commit.
func (r *Resolver) inviteToTeam(ctx context.Context, t store.TeamView, h *store.HackathonView, userID int64, inviter record.User) (record.TeamJoinRequest, error) {
	starts := r.Flows.NewStarts()
	inv, err := r.Store.InviteToTeam(ctx, t, userID, inviter, joinRequestEmail(starts, h, t.ID, true))
	if err == nil {
		starts.Launch(ctx, r.Store)
	}
	return inv, err
}

// joinRequestEmail builds the JoinRequestEmail start of a request or invitation.
func joinRequestEmail(starts *flows.Starts, h *store.HackathonView, teamID int64, invitation bool) store.StartOf[record.TeamJoinRequest] {
	return func(req record.TeamJoinRequest) store.WorkflowStart {
		in := workflows.JoinRequestEmailInput{HackathonID: h.ID, TeamID: teamID, RequestID: req.ID, Invitation: invitation}
		return starts.Write(workflows.JoinRequestEmailStart(in, flows.HackathonOwner(h.Hackathon)))
	}
}

// answerJoinRequest loads an open request or invitation the caller may
// answer.
func answerJoinRequest(ctx context.Context, s *store.Store, id int64, accept bool) (record.TeamJoinRequest, error) {
	me, err := signedInViewerID(ctx)
	if err != nil {
		return record.TeamJoinRequest{}, err
	}
	r, err := s.JoinRequest(ctx, id)
	if err != nil {
		return r, err
	}
	t, h, err := teamFor(ctx, s, r.TeamID)
	if err != nil {
		return r, err
	}
	answer := access.JoinRequestAnswer{Invitation: r.InvitedBy != nil, ByInvitee: r.UserID == me, Accept: accept}
	if !access.CanAnswerJoinRequest(h.HackathonRoles, standing(t), answer) {
		return r, domain.ErrForbidden
	}
	return r, asTeamParticipant(ctx, s, h)
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
