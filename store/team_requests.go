package store

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/internal/db"
	"github.com/hackforge/hackforge/store/record"
)

// Requests to join a team and teams' invitations (SPEC 3): one table, an
// invitation being a request with invitedBy set. Each change tells the other
// side in the same transaction.

// RequestToJoinTeam asks, for the requester, to join the team, and tells the
// team's admins, in one transaction. Someone in a team already, or asking a
// full team, is refused.
func (s *Store) RequestToJoinTeam(ctx context.Context, team TeamView, requester record.User, message string, email StartOf[record.TeamJoinRequest]) (record.TeamJoinRequest, error) {
	var r record.TeamJoinRequest
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		if _, found, err := tx.ActiveTeamID(ctx, team.HackathonID, requester.ID); err != nil || found {
			if found {
				return domain.Conflict("teamId", "You are already in a team of this hackathon.")
			}
			return err
		}
		if team.IsFull() {
			return domain.Conflict("teamId", "The team is full.")
		}
		var err error
		r, err = tx.q.CreateJoinRequest(ctx, db.CreateJoinRequestParams{TeamID: team.ID, UserID: requester.ID, Message: message})
		if err != nil {
			return teamConflict(notFound(err), "teamId")
		}
		ref, err := tx.teamRef(ctx, team.Team)
		if err != nil {
			return err
		}
		notice := domain.TeamJoinRequest{TeamRef: ref, ParticipantName: domain.DisplayName(requester.FirstName, requester.LastName)}
		if err := tx.notifyTeamAdmins(ctx, team.ID, notice, joinRequestDedup("request", r.ID)); err != nil {
			return err
		}
		return writeStartOf(ctx, tx, email, r)
	})
	return r, err
}

// InviteToTeam invites, for the team, a participant to join it, and tells
// them, in one transaction. Someone in a team already, a full team, or an open
// request or invitation between the two is refused.
func (s *Store) InviteToTeam(ctx context.Context, team TeamView, userID int64, inviter record.User, email StartOf[record.TeamJoinRequest]) (record.TeamJoinRequest, error) {
	var r record.TeamJoinRequest
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		if _, found, err := tx.ActiveTeamID(ctx, team.HackathonID, userID); err != nil || found {
			if found {
				return domain.Conflict("userId", "This participant is already in a team.")
			}
			return err
		}
		if team.IsFull() {
			return domain.Conflict("teamId", "The team is full.")
		}
		var err error
		r, err = tx.q.CreateTeamInvitation(ctx, db.CreateTeamInvitationParams{TeamID: team.ID, UserID: userID, InvitedBy: &inviter.ID})
		if isUniqueViolation(err) {
			return domain.Conflict("userId", "This participant is invited already or asked to join: see the team's open requests.")
		}
		if err != nil {
			return notFound(err)
		}
		ref, err := tx.teamRef(ctx, team.Team)
		if err != nil {
			return err
		}
		notice := domain.TeamInvitation{TeamRef: ref, InviterName: domain.DisplayName(inviter.FirstName, inviter.LastName)}
		if _, err := tx.Notify(ctx, []int64{userID}, notice, joinRequestDedup("invitation", r.ID)); err != nil {
			return err
		}
		return writeStartOf(ctx, tx, email, r)
	})
	return r, err
}

// OpenInvitation reads the open invitation of the user to the team.
func (s *Store) OpenInvitation(ctx context.Context, teamID, userID int64) (record.TeamJoinRequest, error) {
	r, err := s.q.OpenInvitationOfUser(ctx, db.OpenInvitationOfUserParams{TeamID: teamID, UserID: userID})
	return r, notFound(err)
}

// JoinRequest reads a join request by id.
func (s *Store) JoinRequest(ctx context.Context, id int64) (record.TeamJoinRequest, error) {
	r, err := s.q.GetJoinRequest(ctx, id)
	return r, notFound(err)
}

// OpenJoinRequests lists the team's NEW requests and invitations, oldest first.
func (s *Store) OpenJoinRequests(ctx context.Context, teamID int64) ([]JoinRequestView, error) {
	rows, err := s.q.ListOpenJoinRequests(ctx, teamID)
	out := make([]JoinRequestView, len(rows))
	for i, r := range rows {
		out[i] = JoinRequestView{
			TeamJoinRequest: record.TeamJoinRequest{ID: r.ID, TeamID: r.TeamID, UserID: r.UserID, Message: r.Message, Status: r.Status, CreatedAt: r.CreatedAt, InvitedBy: r.InvitedBy},
			User:            record.User{ID: r.UserID, FirstName: r.FirstName, LastName: r.LastName, Email: r.Email},
		}
	}
	return out, err
}

// AcceptJoinRequest closes an open request or invitation as accepted, makes
// the person a MEMBER and tells the other side (the requester, or the team's
// admins), in one transaction: a full team or a person who joined another
// team meanwhile is a Conflict and nothing changes.
func (s *Store) AcceptJoinRequest(ctx context.Context, id int64, decider record.User) (record.TeamJoinRequest, error) {
	var r record.TeamJoinRequest
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		open, err := tx.JoinRequest(ctx, id)
		if err != nil {
			return err
		}
		// First the requester's lock: a second acceptance of them waits here,
		// then finds its request withdrawn (locking after the request's row
		// would deadlock with the withdrawal).
		if err := tx.lockParticipant(ctx, open.HackathonID, open.UserID, "requestId"); err != nil {
			return err
		}
		// Then the team's, before the request's row: a deletion of the team
		// holds it while it deletes the team's requests.
		if _, err := tx.q.LockTeam(ctx, open.TeamID); err != nil {
			if errors.Is(err, pgx.ErrNoRows) {
				return domain.Conflict("requestId", "This team was deleted.")
			}
			return err
		}
		if r, err = tx.decideJoinRequest(ctx, id, decider.ID, domain.JoinRequestAccepted); err != nil {
			return err
		}
		t, err := tx.Team(ctx, r.TeamID)
		if err != nil {
			return err
		}
		if err := tx.joinTeam(ctx, t, r.UserID, domain.TeamMember, "requestId"); err != nil {
			return err
		}
		ref, err := tx.teamRef(ctx, t)
		if err != nil {
			return err
		}
		if r.InvitedBy == nil {
			notice := domain.TeamJoinRequestAccepted{TeamRef: ref}
			_, err = tx.Notify(ctx, []int64{r.UserID}, notice, joinRequestDedup("accepted", r.ID))
			return err
		}
		notice := domain.TeamInvitationAccepted{TeamRef: ref, ParticipantName: domain.DisplayName(decider.FirstName, decider.LastName)}
		return tx.notifyTeamAdmins(ctx, t.ID, notice, joinRequestDedup("invitation-accepted", r.ID))
	})
	return r, err
}

// DeclineJoinRequest closes an open request as declined.
func (s *Store) DeclineJoinRequest(ctx context.Context, id, deciderID int64) (record.TeamJoinRequest, error) {
	return s.decideJoinRequest(ctx, id, deciderID, domain.JoinRequestDeclined)
}

func (s *Store) decideJoinRequest(ctx context.Context, id, deciderID int64, status domain.JoinRequestStatus) (record.TeamJoinRequest, error) {
	r, err := s.q.DecideJoinRequest(ctx, db.DecideJoinRequestParams{ID: id, Status: status, DecidedBy: &deciderID})
	if errors.Is(err, pgx.ErrNoRows) {
		if _, err := s.JoinRequest(ctx, id); err != nil {
			return r, err
		}
		return r, domain.Conflict("requestId", "This request was already answered or withdrawn.")
	}
	return r, err
}

// teamRef names the team in a notification.
func (s *Store) teamRef(ctx context.Context, t record.Team) (domain.TeamRef, error) {
	h, err := s.Hackathon(ctx, t.HackathonID)
	ref := domain.HackathonRef{HackathonID: h.ID, HackathonName: h.Name}
	return domain.TeamRef{HackathonRef: ref, TeamID: t.ID, TeamName: t.Name}, err
}

func (s *Store) notifyTeamAdmins(ctx context.Context, teamID int64, notice domain.Notice, dedupKey string) error {
	admins, err := s.TeamAdminIDs(ctx, teamID)
	if err != nil {
		return err
	}
	_, err = s.Notify(ctx, admins, notice, dedupKey)
	return err
}

// joinRequestDedup keys a join request's notifications.
func joinRequestDedup(kind string, id int64) string { return fmt.Sprintf("team-join-%s:%d", kind, id) }
