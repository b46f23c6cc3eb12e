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

// SendJoinRequestEmail e-mails the team's admins that someone asked to
// join, once per admin whatever runs it. A request answered or withdrawn
// before the e-mails go is not e-mailed about.
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
	requester, err := a.Store.User(ctx, req.UserID)
	if err != nil {
		return res, err
	}
	admins, err := a.Store.TeamAdminIDs(ctx, in.TeamID)
	if err != nil {
		return res, err
	}
	h, people, err := a.hackathonPeople(ctx, in.HackathonID)
	if err != nil {
		return res, err
	}
	people = slices.DeleteFunc(people, func(p store.HackathonPerson) bool { return !slices.Contains(admins, p.ID) })
	for _, p := range people {
		data := a.hackathonMail(h, p, fmt.Sprintf("team/%d", in.TeamID), map[string]any{
			"Requester": domain.DisplayName(requester.FirstName, requester.LastName),
			"Team":      team.Name,
			"Message":   req.Message,
		})
		key := fmt.Sprintf("join-request:%d:%d", in.RequestID, p.ID)
		sent, err := a.sendOnce(ctx, domain.EmailTeamRequests, key, p.Email, "join_request", data)
		if err != nil {
			return res, err
		}
		if sent {
			res.Emails++
		}
	}
	return res, nil
}
