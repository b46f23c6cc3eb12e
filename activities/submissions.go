package activities

import (
	"context"
	"fmt"
	"slices"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/workflows"
)

// SendSubmissionConfirmation e-mails the team's active members that its
// submission was received, once per member whatever runs it.
func (a *Activities) SendSubmissionConfirmation(ctx context.Context, in workflows.SubmissionConfirmationInput) (workflows.SubmissionConfirmationResult, error) {
	var res workflows.SubmissionConfirmationResult
	h, people, err := a.hackathonPeople(ctx, in.HackathonID)
	if err != nil {
		return res, err
	}
	members, err := a.Store.ActiveTeamMemberIDs(ctx, in.TeamID)
	if err != nil {
		return res, err
	}
	people = slices.DeleteFunc(people, func(p store.HackathonPerson) bool { return !slices.Contains(members, p.ID) })
	for _, p := range people {
		data := a.hackathonMail(h, p, fmt.Sprintf("team/%d", in.TeamID), map[string]any{"Category": in.CategoryName})
		key := fmt.Sprintf("submission-confirmation:%d:%d", in.SubmissionID, p.ID)
		sent, err := a.sendOnce(ctx, domain.EmailTransactional, key, p.Email, "submission_confirmation", data)
		if err != nil {
			return res, err
		}
		if sent {
			res.Emails++
		}
	}
	return res, nil
}
