package activities

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/workflows"
)

// SendJoinRequestEmail e-mails a request to join a team to the team's
// admins, or a team's invitation to the participant it invites, once per
// person whatever runs it. One answered or withdrawn before the e-mails go
// is not e-mailed about.
func (a *Activities) SendJoinRequestEmail(ctx context.Context, in workflows.JoinRequestEmailInput) (workflows.JoinRequestEmailResult, error) {
	var res workflows.JoinRequestEmailResult
	req, err := a.Store.JoinRequest(ctx, in.RequestID)
	if errors.Is(err, domain.ErrNotFound) || (err == nil && req.Status != domain.JoinRequestNew) {
		return res, nil
	}
	if err != nil {
		return res, err
	}
	team, err := a.Store.Team(ctx, in.TeamID)
	if err != nil {
		return res, err
	}
	// A request goes from the participant to the team's admins; an
	// invitation from an admin to the participant.
	from, to, template := req.UserID, []int64{}, "join_request"
	if req.InvitedBy != nil {
		from, to, template = *req.InvitedBy, []int64{req.UserID}, "team_invitation"
	} else if to, err = a.Store.TeamAdminIDs(ctx, in.TeamID); err != nil {
		return res, err
	}
	sender, err := a.Store.User(ctx, from)
	if err != nil {
		return res, err
	}
	h, people, err := a.hackathonPeople(ctx, in.HackathonID)
	if err != nil {
		return res, err
	}
	people = slices.DeleteFunc(people, func(p store.HackathonPerson) bool { return !slices.Contains(to, p.ID) })
	for _, p := range people {
		data := a.hackathonMail(h, p, fmt.Sprintf("team/%d", in.TeamID), map[string]any{
			"From":    domain.DisplayName(sender.FirstName, sender.LastName),
			"Team":    team.Name,
			"Message": req.Message,
		})
		key := fmt.Sprintf("join-request:%d:%d", in.RequestID, p.ID)
		sent, err := a.sendOnce(ctx, domain.EmailTeamRequests, key, p.Email, template, data)
		if err != nil {
			return res, err
		}
		if sent {
			res.Emails++
		}
	}
	return res, nil
}
