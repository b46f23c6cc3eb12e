package races_test

import (
	"slices"
	"testing"

	"github.com/hackforge/hackforge/api/apitest"
)

// winners checks that every call of a race got an answer and that each
// refused one was told CONFLICT or BAD_USER_INPUT (never INTERNAL, never a
// hang), or one of the codes a rule adds; it returns how many succeeded.
func winners(t *testing.T, outcomes []apitest.Outcome, alsoRefusedAs ...string) int {
	t.Helper()
	won := 0
	for i, o := range outcomes {
		switch code := o.Code(); {
		case code == "":
			won++
		case code == "CONFLICT", code == "BAD_USER_INPUT", slices.Contains(alsoRefusedAs, code):
		default:
			t.Errorf("call %d of %d: %s; a refused call gets CONFLICT or BAD_USER_INPUT", i+1, len(outcomes), o)
		}
	}
	return won
}

// same is n copies of call, for one client sending the same request n times at once.
func same(call apitest.Call, n int) []apitest.Call {
	calls := make([]apitest.Call, n)
	for i := range calls {
		calls[i] = call
	}
	return calls
}
