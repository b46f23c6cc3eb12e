package activities

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"go.temporal.io/sdk/temporal"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/workflows"
)

func ideaRef(in workflows.IdeaApprovalInput) domain.IdeaRef {
	return domain.IdeaRef{
		HackathonRef: domain.HackathonRef{HackathonID: in.HackathonID, HackathonName: in.HackathonName},
		IdeaID:       in.IdeaID, IdeaName: in.IdeaName,
	}
}

// ideaGone is the non-retryable error that ends an idea's workflows.
func ideaGone(id int64) error {
	return temporal.NewNonRetryableApplicationError(fmt.Sprintf("idea %d is gone", id), workflows.IdeaGoneErrorType, nil)
}

// NotifyIdeaApprovalRequest tells those who decide (the hackathon's creator
// and managers) an idea waits for approval, once per round.
func (a *Activities) NotifyIdeaApprovalRequest(ctx context.Context, in workflows.NotifyIdeaApprovalInput) error {
	if _, err := a.Store.ApprovalOfIdea(ctx, in.IdeaID); errors.Is(err, domain.ErrNotFound) {
		return ideaGone(in.IdeaID)
	}
	_, people, err := a.hackathonPeople(ctx, in.HackathonID)
	if err != nil {
		return err
	}
	key := fmt.Sprintf("idea-approval-request:%d:%d", in.IdeaID, in.Round)
	_, err = a.Store.Notify(ctx, userIDs(deciders(people)), domain.IdeaApprovalRequest{IdeaRef: ideaRef(in.IdeaApprovalInput)}, key)
	return err
}

// SendIdeaApprovalReminder e-mails those who decide when the idea still
// waits, once per round.
func (a *Activities) SendIdeaApprovalReminder(ctx context.Context, in workflows.NotifyIdeaApprovalInput) error {
	approval, err := a.Store.ApprovalOfIdea(ctx, in.IdeaID)
	if errors.Is(err, domain.ErrNotFound) {
		return ideaGone(in.IdeaID)
	}
	if err != nil || approval.State != domain.ApprovalPending {
		return err
	}
	h, people, err := a.hackathonPeople(ctx, in.HackathonID)
	if err != nil {
		return err
	}
	for _, p := range deciders(people) {
		data := a.hackathonMail(h, p, fmt.Sprintf("ideas/approve/%d", in.IdeaID), map[string]any{"Idea": in.IdeaName})
		key := fmt.Sprintf("idea-approval-reminder:%d:%d:%d", in.IdeaID, in.Round, p.ID)
		if _, err := a.sendOnce(ctx, domain.EmailApprovals, key, p.Email, "idea_approval_reminder", data); err != nil {
			return err
		}
	}
	return nil
}

// RecordIdeaDecision moves the approval and tells the idea's creator of a
// decision, in one transaction. A repeat after the change was written finds
// the approval already in To and does nothing more.
func (a *Activities) RecordIdeaDecision(ctx context.Context, in workflows.RecordIdeaDecisionInput) error {
	approval, err := a.Store.ApprovalOfIdea(ctx, in.IdeaID)
	switch {
	case errors.Is(err, domain.ErrNotFound):
		return ideaGone(in.IdeaID)
	case err != nil:
		return err
	case approval.State == in.To:
		return nil // written by an earlier attempt
	case approval.State != in.From:
		return temporal.NewNonRetryableApplicationError("the approval is "+string(approval.State), workflows.IdeaApprovalNotPendingErrorType, nil)
	}
	return a.Store.Tx(ctx, func(ctx context.Context, tx *store.Store) error {
		if _, err := tx.ChangeApprovalState(ctx, store.ApprovalChange{ApprovalID: approval.ID, From: in.From, To: in.To, Comment: in.Comment, By: in.UserID}); err != nil {
			return err
		}
		var notice domain.Notice
		ref := ideaRef(in.IdeaApprovalInput)
		switch in.To {
		case domain.ApprovalApproved:
			notice = domain.IdeaApproved{IdeaRef: ref, Comment: in.Comment}
		case domain.ApprovalRejected:
			notice = domain.IdeaApprovalRejected{IdeaRef: ref, Comment: in.Comment}
		case domain.ApprovalChangesRequested:
			notice = domain.IdeaChangesRequested{IdeaRef: ref, Comment: in.Comment}
		default:
			return nil
		}
		_, err := tx.Notify(ctx, []int64{in.CreatorID}, notice, fmt.Sprintf("idea-decision:%d:%d", approval.ID, approval.UpdatedAt.UnixNano()))
		return err
	})
}

// deciders are the people who decide on ideas: the hackathon's creator and
// managers (access.CanDecideApproval).
func deciders(people []store.HackathonPerson) []store.HackathonPerson {
	return slices.DeleteFunc(people, func(p store.HackathonPerson) bool {
		return !slices.Contains(p.Roles, domain.RoleManager) && !slices.Contains(p.Roles, domain.RoleCreator)
	})
}
