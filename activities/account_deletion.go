package activities

import (
	"context"
	"errors"
	"fmt"

	"go.temporal.io/sdk/temporal"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/workflows"
)

// EraseAccount erases what a deleted account still holds; a retry finds
// nothing more to erase. An account that is missing or not deleted ends
// the workflow (non-retryable).
func (a *Activities) EraseAccount(ctx context.Context, in workflows.EraseAccountInput) error {
	err := a.Store.EraseAccount(ctx, in.UserID)
	if errors.Is(err, domain.ErrNotFound) {
		return temporal.NewNonRetryableApplicationError(fmt.Sprintf("account %d is not deleted", in.UserID), workflows.AccountNotDeletedErrorType, err)
	}
	return err
}
