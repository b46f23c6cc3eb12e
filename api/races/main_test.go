// Package races_test sends many requests at once through the real HTTP
// server, one test per rule that limits or de-duplicates, and checks that
// the rule holds in the database (and the mailbox), that the losers get a
// clear CONFLICT or BAD_USER_INPUT, and that nothing hangs.
//
// A rule is enforced by the database (a constraint, a lock or a
// serializable transaction), never by reading and then writing: these
// tests fail when it is not.
package races_test

import (
	"testing"

	"github.com/hackforge/hackforge/store/testdb"
)

// TestMain runs the package's tests on a database of their own.
func TestMain(m *testing.M) { testdb.Main(m) }
