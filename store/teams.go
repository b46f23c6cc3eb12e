package store

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/internal/db"
	"github.com/hackforge/hackforge/store/record"
)

// Teams (SPEC 3): the database keeps a person in at most one ACTIVE team
// per hackathon (a partial unique index) and a team within its hackathon's
// max_team_size (a trigger that locks the team row); the functions here turn
// those refusals into Conflicts and keep every team with an admin.

// TeamView is a team as one viewer sees it: its size and what they are to it.
type TeamView struct {
	record.Team
	IdeaName                              *string
	MaxTeamSize, TotalMembers             int
	IsMember, IsAdmin, HasRequestedToJoin bool
	// IsInvited: an admin of the team invited the viewer, who has not answered yet.
	IsInvited bool
	// ViewerHasTeam: the viewer is an ACTIVE member of a team of the hackathon.
	ViewerHasTeam bool
}

// IsFull: no seat is left.
func (t TeamView) IsFull() bool { return t.TotalMembers >= t.MaxTeamSize }

// TeamMemberView is an ACTIVE member with their name and profile skills.
type TeamMemberView struct {
	ID, TeamID, HackathonID int64
	User                    record.User // id, names and e-mail only
	Role                    domain.TeamRole
	Status                  domain.TeamMemberStatus
	JoinedAt                time.Time
	Skills                  []string
}

// JoinRequestView is an open join request or invitation (InvitedBy set)
// with the requester's or invitee's name.
type JoinRequestView struct {
	record.TeamJoinRequest
	User record.User // id, names and e-mail only
}

// TeamCandidate is a participant without a team, for team matching.
type TeamCandidate struct {
	User    record.User // id, names and e-mail only
	Looking bool
	Skills  []string
	// PendingWithTeam: an open request or invitation links them to the team asked about.
	PendingWithTeam bool
}

// NewTeam is a team to create; its creator becomes its admin.
type NewTeam struct {
	HackathonID int64
	Name        string
	IdeaID      *int64
	CreatorID   int64
}

// teamConflict turns the database's refusals into Conflicts on field.
func teamConflict(err error, field string) error {
	var pgErr *pgconn.PgError
	if !errors.As(err, &pgErr) {
		return err
	}
	switch pgErr.ConstraintName {
	case "team_members_max_team_size":
		return domain.Conflict(field, "The team is full.")
	case "team_members_one_active_team":
		return domain.Conflict(field, "Already a member of a team in this hackathon.")
	case "teams_name_per_hackathon", "teams_hackathon_id_name_key":
		return domain.Conflict("name", "A team of this hackathon already has this name.")
	case "team_join_requests_one_open":
		return domain.Conflict(field, "You already asked to join this team or are invited to it.")
	}
	return err
}

// CreateTeam creates the team with its creator as ADMIN, withdraws the
// creator's open join requests and their looking-for-a-team flag.
func (s *Store) CreateTeam(ctx context.Context, in NewTeam) (record.Team, error) {
	var t record.Team
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		var err error
		if err := tx.lockParticipant(ctx, in.HackathonID, in.CreatorID, "hackathonId"); err != nil {
			return err
		}
		t, err = tx.q.CreateTeam(ctx, db.CreateTeamParams{HackathonID: in.HackathonID, Name: in.Name, CreatedBy: &in.CreatorID, IdeaID: in.IdeaID})
		if err != nil {
			return teamConflict(err, "name")
		}
		return tx.joinTeam(ctx, t, in.CreatorID, domain.TeamAdmin, "hackathonId")
	})
	return t, err
}

// lockParticipant holds the person's registration until the transaction
// ends; someone no longer registered cannot join a team.
func (s *Store) lockParticipant(ctx context.Context, hackathonID, userID int64, field string) error {
	_, err := s.q.LockParticipant(ctx, db.LockParticipantParams{HackathonID: hackathonID, UserID: userID})
	if errors.Is(err, pgx.ErrNoRows) {
		return domain.Conflict(field, "This person no longer takes part in the hackathon.")
	}
	return err
}

// joinTeam makes the user an ACTIVE member and closes what they had open
// while looking for a team.
func (s *Store) joinTeam(ctx context.Context, t record.Team, userID int64, role domain.TeamRole, field string) error {
	if _, err := s.q.AddTeamMember(ctx, db.AddTeamMemberParams{TeamID: t.ID, HackathonID: t.HackathonID, UserID: userID, Role: string(role)}); err != nil {
		return teamConflict(err, field)
	}
	if _, err := s.q.WithdrawJoinRequestsOfUser(ctx, db.WithdrawJoinRequestsOfUserParams{HackathonID: t.HackathonID, UserID: userID}); err != nil {
		return err
	}
	return s.q.ClearLookingForTeam(ctx, db.ClearLookingForTeamParams{HackathonID: t.HackathonID, UserID: userID})
}

// UpdateTeam renames the team and sets (or clears) its idea.
func (s *Store) UpdateTeam(ctx context.Context, id int64, name string, ideaID *int64) (record.Team, error) {
	t, err := s.q.UpdateTeam(ctx, db.UpdateTeamParams{ID: id, Name: name, IdeaID: ideaID})
	return t, teamConflict(notFound(err), "name")
}

// Team reads a team by id.
func (s *Store) Team(ctx context.Context, id int64) (record.Team, error) {
	t, err := s.q.GetTeam(ctx, id)
	return t, notFound(err)
}

// TeamView reads a team as the viewer sees it.
func (s *Store) TeamView(ctx context.Context, id, viewerID int64) (TeamView, error) {
	views, err := s.TeamViewsByIDs(ctx, viewerID, []int64{id})
	if err != nil {
		return TeamView{}, err
	}
	t, ok := views[id]
	if !ok {
		return t, domain.ErrNotFound
	}
	return t, nil
}

// TeamViewsByIDs reads teams as the viewer sees them, keyed by id.
func (s *Store) TeamViewsByIDs(ctx context.Context, viewerID int64, ids []int64) (map[int64]TeamView, error) {
	rows, err := s.q.ListTeamViewsByIDs(ctx, db.ListTeamViewsByIDsParams{Ids: ids, ViewerID: viewerID})
	out := make(map[int64]TeamView, len(rows))
	for _, r := range rows {
		out[r.Team.ID] = TeamView{Team: r.Team, IdeaName: r.IdeaName, MaxTeamSize: int(r.MaxTeamSize), TotalMembers: int(r.TotalMembers),
			IsMember: r.IsMember, IsAdmin: r.IsAdmin, HasRequestedToJoin: r.HasRequested, IsInvited: r.IsInvited, ViewerHasTeam: r.ViewerHasTeam}
	}
	return out, err
}

// TeamViews lists a page of the hackathon's teams by name; search "" lists all.
func (s *Store) TeamViews(ctx context.Context, hackathonID, viewerID int64, search string, limit, offset int) ([]TeamView, int, error) {
	params := db.ListTeamViewsParams{HackathonID: hackathonID, ViewerID: viewerID, Lim: int32(limit), Off: int32(offset)}
	if search != "" {
		params.Search = &search
	}
	rows, err := s.q.ListTeamViews(ctx, params)
	out := make([]TeamView, len(rows))
	total := 0
	for i, r := range rows {
		out[i] = TeamView{Team: r.Team, IdeaName: r.IdeaName, MaxTeamSize: int(r.MaxTeamSize), TotalMembers: int(r.TotalMembers),
			IsMember: r.IsMember, IsAdmin: r.IsAdmin, HasRequestedToJoin: r.HasRequested, IsInvited: r.IsInvited, ViewerHasTeam: r.ViewerHasTeam}
		total = int(r.TotalCount)
	}
	return out, total, err
}

// ActiveTeamID is the id of the user's active team in the hackathon; found
// false when they have none.
func (s *Store) ActiveTeamID(ctx context.Context, hackathonID, userID int64) (id int64, found bool, err error) {
	id, err = s.q.ActiveTeamIDOfUser(ctx, db.ActiveTeamIDOfUserParams{HackathonID: hackathonID, UserID: userID})
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, false, nil
	}
	return id, err == nil, err
}

// IdeaOfHackathon reads the id and name of an idea of the hackathon.
func (s *Store) IdeaOfHackathon(ctx context.Context, ideaID, hackathonID int64) (record.IdeaRef, error) {
	i, err := s.q.IdeaOfHackathon(ctx, db.IdeaOfHackathonParams{ID: ideaID, HackathonID: hackathonID})
	return i, notFound(err)
}

// TeamMembers lists the team's ACTIVE members, admins first.
func (s *Store) TeamMembers(ctx context.Context, teamID int64) ([]TeamMemberView, error) {
	rows, err := s.q.ListTeamMembers(ctx, teamID)
	out := make([]TeamMemberView, len(rows))
	for i, r := range rows {
		out[i] = TeamMemberView{ID: r.ID, TeamID: r.TeamID, Role: domain.TeamRole(r.Role), Status: domain.TeamMemberStatus(r.Status),
			User:     record.User{ID: r.UserID, FirstName: r.FirstName, LastName: r.LastName, Email: r.Email},
			JoinedAt: r.CreatedAt, Skills: r.Skills}
	}
	return out, err
}

// TeamMember reads a membership (of any status) by id.
func (s *Store) TeamMember(ctx context.Context, id int64) (record.TeamMember, error) {
	m, err := s.q.GetTeamMember(ctx, id)
	return m, notFound(err)
}

// ActiveMembership is the user's ACTIVE membership of the team; found false
// when they are not a member.
func (s *Store) ActiveMembership(ctx context.Context, teamID, userID int64) (m record.TeamMember, found bool, err error) {
	m, err = s.q.ActiveMemberOfTeam(ctx, db.ActiveMemberOfTeamParams{TeamID: teamID, UserID: userID})
	if errors.Is(err, pgx.ErrNoRows) {
		return m, false, nil
	}
	return m, err == nil, err
}

// TeamAdminIDs are the user ids of the team's admins.
func (s *Store) TeamAdminIDs(ctx context.Context, teamID int64) ([]int64, error) {
	return s.q.ListTeamAdminIDs(ctx, teamID)
}

// LeaveTeam ends the user's membership (LEFT). The last admin cannot leave
// while others remain; the last member leaving deletes the team.
func (s *Store) LeaveTeam(ctx context.Context, teamID, userID int64) error {
	return s.changeTeam(ctx, teamID, "teamId", func(tx *Store) error {
		m, found, err := tx.ActiveMembership(ctx, teamID, userID)
		if err != nil {
			return err
		}
		if !found {
			return domain.Invalid("teamId", "You are not a member of this team.")
		}
		_, err = tx.q.SetTeamMemberStatus(ctx, db.SetTeamMemberStatusParams{ID: m.ID, Status: string(domain.TeamMemberLeft)})
		return err
	})
}

// RemoveTeamMember sets an ACTIVE member REMOVED; the team keeps an admin
// while it has members.
func (s *Store) RemoveTeamMember(ctx context.Context, memberID int64) (record.TeamMember, error) {
	m, err := s.TeamMember(ctx, memberID)
	if err != nil {
		return m, err
	}
	err = s.changeTeam(ctx, m.TeamID, "memberId", func(tx *Store) error {
		n, err := tx.q.SetTeamMemberStatus(ctx, db.SetTeamMemberStatusParams{ID: memberID, Status: string(domain.TeamMemberRemoved)})
		if err == nil && n == 0 {
			return domain.Invalid("memberId", "This person is no longer a member of the team.")
		}
		return err
	})
	return m, err
}

// SetTeamMemberRole makes an ACTIVE member ADMIN or MEMBER; the team keeps
// an admin.
func (s *Store) SetTeamMemberRole(ctx context.Context, memberID int64, role domain.TeamRole) (record.TeamMember, error) {
	m, err := s.TeamMember(ctx, memberID)
	if err != nil {
		return m, err
	}
	err = s.changeTeam(ctx, m.TeamID, "role", func(tx *Store) error {
		n, err := tx.q.SetTeamMemberRole(ctx, db.SetTeamMemberRoleParams{ID: memberID, Role: string(role)})
		if err == nil && n == 0 {
			return domain.Invalid("memberId", "This person is no longer a member of the team.")
		}
		return err
	})
	return m, err
}

// changeTeam runs change on the team's members holding the team's lock,
// then deletes an empty team or refuses a team left without an admin.
func (s *Store) changeTeam(ctx context.Context, teamID int64, field string, change func(tx *Store) error) error {
	return s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		if _, err := tx.q.LockTeam(ctx, teamID); err != nil {
			return notFound(err)
		}
		if err := change(tx); err != nil {
			return err
		}
		n, err := tx.q.CountTeamMembers(ctx, teamID)
		switch {
		case err != nil:
			return err
		case n.Active == 0:
			return tx.q.DeleteTeam(ctx, teamID)
		case n.Admins == 0:
			return domain.Conflict(field, "The team keeps at least one admin: make another member an admin first.")
		}
		return nil
	})
}

// DeleteTeam disbands the team for deleter, in one transaction holding the
// team's lock (so a join waits and then finds no team): its memberships,
// requests, invitations, resources and draft submissions go with it, and its
// other ACTIVE members are told. A team with submitted work or ratings stays
// (CONFLICT on teamId): judging and ratings keep what they refer to.
func (s *Store) DeleteTeam(ctx context.Context, teamID int64, deleter record.User) error {
	return s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		if _, err := tx.q.LockTeam(ctx, teamID); err != nil {
			return notFound(err)
		}
		submitted, err := tx.q.LockTeamSubmissionStates(ctx, teamID)
		if err != nil {
			return err
		}
		if slices.Contains(submitted, true) {
			return domain.Conflict("teamId", "This team has submitted its work, so it stays for judging and can no longer be deleted.")
		}
		rated, err := tx.q.TeamIsRated(ctx, &teamID)
		if err != nil {
			return err
		}
		if rated {
			return domain.Conflict("teamId", "This team has been rated, so it can no longer be deleted.")
		}
		t, err := tx.Team(ctx, teamID)
		if err != nil {
			return err
		}
		members, err := tx.ActiveTeamMemberIDs(ctx, teamID)
		if err != nil {
			return err
		}
		ref, err := tx.teamRef(ctx, t)
		if err != nil {
			return err
		}
		if err := tx.q.DeleteTeam(ctx, teamID); err != nil {
			return err
		}
		others := slices.DeleteFunc(members, func(id int64) bool { return id == deleter.ID })
		notice := domain.TeamDeleted{TeamRef: ref, DeletedByName: domain.DisplayName(deleter.FirstName, deleter.LastName)}
		_, err = tx.Notify(ctx, others, notice, fmt.Sprintf("team-deleted:%d", teamID))
		return err
	})
}

// TeamResources lists the team's links, oldest first.
func (s *Store) TeamResources(ctx context.Context, teamID int64) ([]record.TeamResource, error) {
	return s.q.ListTeamResources(ctx, teamID)
}

// AddTeamResource stores a link (name and normalised URL) of the team.
func (s *Store) AddTeamResource(ctx context.Context, teamID int64, name, url string, userID int64) (record.TeamResource, error) {
	return s.q.AddTeamResource(ctx, db.AddTeamResourceParams{TeamID: teamID, Name: name, Url: url, CreatedBy: &userID})
}

// UpdateTeamResource changes a link's name and (normalised) URL.
func (s *Store) UpdateTeamResource(ctx context.Context, id int64, name, url string) (record.TeamResource, error) {
	r, err := s.q.UpdateTeamResource(ctx, db.UpdateTeamResourceParams{ID: id, Name: name, Url: url})
	return r, notFound(err)
}

// TeamResource reads a link by id.
func (s *Store) TeamResource(ctx context.Context, id int64) (record.TeamResource, error) {
	r, err := s.q.GetTeamResource(ctx, id)
	return r, notFound(err)
}

// DeleteTeamResource removes a link.
func (s *Store) DeleteTeamResource(ctx context.Context, id int64) error {
	return rowsOrNotFound(s.q.DeleteTeamResource(ctx, id))
}

// SetLookingForTeam records whether the participant looks for a team.
func (s *Store) SetLookingForTeam(ctx context.Context, hackathonID, userID int64, looking bool) error {
	if looking {
		return s.q.SetLookingForTeam(ctx, db.SetLookingForTeamParams{HackathonID: hackathonID, UserID: userID})
	}
	return s.q.ClearLookingForTeam(ctx, db.ClearLookingForTeamParams{HackathonID: hackathonID, UserID: userID})
}

// IsLookingForTeam: the participant said they look for a team.
func (s *Store) IsLookingForTeam(ctx context.Context, hackathonID, userID int64) (bool, error) {
	return s.q.IsLookingForTeam(ctx, db.IsLookingForTeamParams{HackathonID: hackathonID, UserID: userID})
}

// TeamCandidates lists the hackathon's participants (not banned) without a
// team, other than the viewer, those looking for a team first; teamID, when
// given, is the team whose pending requests and invitations are marked.
func (s *Store) TeamCandidates(ctx context.Context, hackathonID, viewerID int64, teamID *int64) ([]TeamCandidate, error) {
	rows, err := s.q.ListTeamCandidates(ctx, db.ListTeamCandidatesParams{HackathonID: hackathonID, ViewerID: viewerID, TeamID: teamID})
	out := make([]TeamCandidate, len(rows))
	for i, r := range rows {
		out[i] = TeamCandidate{User: record.User{ID: r.UserID, FirstName: r.FirstName, LastName: r.LastName, Email: r.Email},
			Looking: r.Looking, Skills: r.Skills, PendingWithTeam: r.PendingWithTeam}
	}
	return out, err
}

// SkillNamesOfUser lists the skills of the user's hackathon profile.
func (s *Store) SkillNamesOfUser(ctx context.Context, userID int64) ([]string, error) {
	return s.q.SkillNamesOfUser(ctx, userID)
}
