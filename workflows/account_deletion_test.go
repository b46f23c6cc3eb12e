package workflows

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/mock"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/testsuite"

	"github.com/hackforge/hackforge/domain"
)

// fakeErase stands for the EraseAccount activity: it fails failures times,
// then erases.
type fakeErase struct {
	failures, attempts int
	notDeleted         bool
	erased             []int64
}

func (f *fakeErase) Erase(_ context.Context, in EraseAccountInput) error {
	f.attempts++
	if f.notDeleted {
		return temporal.NewNonRetryableApplicationError("not deleted", AccountNotDeletedErrorType, nil)
	}
	if f.attempts <= f.failures {
		return errors.New("connection reset by peer")
	}
	f.erased = append(f.erased, in.UserID)
	return nil
}

func runAccountDeletion(t *testing.T, f *fakeErase, in AccountDeletionInput) (*testsuite.TestWorkflowEnvironment, []string) {
	t.Helper()
	var ts testsuite.WorkflowTestSuite
	env := ts.NewTestWorkflowEnvironment()
	env.SetTestTimeout(30 * time.Second)
	Register(env)
	env.RegisterActivityWithOptions(f.Erase, activity.RegisterOptions{Name: EraseAccountActivity})
	var cancelled []string
	env.OnRequestCancelExternalWorkflow("default-test-namespace", InviteID(domain.InviteJudge, "u1"), "").
		Return(nil).Run(func(mock.Arguments) { cancelled = append(cancelled, InviteID(domain.InviteJudge, "u1")) })
	env.OnRequestCancelExternalWorkflow("default-test-namespace", InviteID(domain.InviteMentor, "gone"), "").
		Return(errors.New("workflow not found"))
	env.ExecuteWorkflow(AccountDeletionWorkflowName, in)
	require.True(t, env.IsWorkflowCompleted())
	return env, cancelled
}

func TestAccountDeletionCancelsTheStoppedInvitesThenErases(t *testing.T) {
	f := &fakeErase{failures: 2}
	env, cancelled := runAccountDeletion(t, f, AccountDeletionInput{UserID: 7, Invites: []StoppedInvite{
		{Kind: domain.InviteJudge, UID: "u1"}, {Kind: domain.InviteMentor, UID: "gone"},
	}})
	require.NoError(t, env.GetWorkflowError(), "an invite workflow already gone does not stop the deletion")
	require.Equal(t, []string{"invite:JUDGE:u1"}, cancelled)
	require.Equal(t, []int64{7}, f.erased, "the erase is retried until it succeeds, and runs once then")
	require.Equal(t, 3, f.attempts)
}

func TestAccountDeletionEndsWhenTheAccountWasNotDeleted(t *testing.T) {
	f := &fakeErase{notDeleted: true}
	env, _ := runAccountDeletion(t, f, AccountDeletionInput{UserID: 7})
	requireErrorType(t, env.GetWorkflowError(), AccountNotDeletedErrorType)
	require.Equal(t, 1, f.attempts, "not retried")
}

func TestAccountDeletionStartHoldsNoPersonalData(t *testing.T) {
	s := AccountDeletionStart(AccountDeletionInput{UserID: 42, Invites: []StoppedInvite{{Kind: domain.InviteJudge, UID: "u1"}}})
	require.Equal(t, "account-deletion:42", s.ID)
	require.Equal(t, "Deletion of account 42", s.Summary)
	require.False(t, s.Rerun, "an account is deleted once")
}
