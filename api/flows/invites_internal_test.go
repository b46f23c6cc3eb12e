package flows

import (
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"go.temporal.io/api/serviceerror"
	"go.temporal.io/sdk/temporal"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/workflows"
)

func TestInviteErrorSpeaksTheDomainsErrors(t *testing.T) {
	wrongUser := temporal.NewApplicationError("sent to another address", workflows.InviteWrongUserErrorType)
	closed := temporal.NewApplicationError("no longer open", workflows.InviteClosedErrorType)
	other := errors.New("connection refused")
	for _, tc := range []struct {
		name string
		err  error
		code domain.Code
	}{
		{"wrong user", wrongUser, domain.CodeForbidden},
		{"wrong user, wrapped", fmt.Errorf("update: %w", wrongUser), domain.CodeForbidden},
		{"closed", closed, domain.CodeConflict},
		{"not running", serviceerror.NewNotFound("workflow execution already completed"), domain.CodeConflict},
	} {
		var got *domain.Error
		if assert.ErrorAs(t, inviteError(tc.err), &got, tc.name) {
			assert.Equal(t, tc.code, got.Code, tc.name)
			assert.Equal(t, "uid", got.Field, tc.name)
		}
	}
	var forbidden, conflict *domain.Error
	assert.ErrorAs(t, inviteError(wrongUser), &forbidden)
	assert.Equal(t, "This invitation was sent to another e-mail address.", forbidden.Message)
	assert.ErrorAs(t, inviteError(closed), &conflict)
	assert.Equal(t, "This invitation is no longer open.", conflict.Message)
	assert.Same(t, other, inviteError(other))
	assert.NoError(t, inviteError(nil))
}
