package handler_test

import (
	"testing"

	"github.com/hackforge/hackforge/store/testdb"
)

// TestMain runs the package's tests on a database of their own.
func TestMain(m *testing.M) { testdb.Main(m) }
