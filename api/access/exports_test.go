package access

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/hackforge/hackforge/store/record"
)

func TestExportRules(t *testing.T) {
	cases := []struct {
		name   string
		roles  Roles
		export bool
	}{
		{"creator", creator, true},
		{"manager", manager, true},
		{"mentor", mentor, false},
		{"judge", judge, false},
		{"volunteer", volunteer, false},
		{"participant", participant, false},
		{"banned", banned, false},
		{"no role", Roles{}, false},
	}
	for _, c := range cases {
		assert.Equal(t, c.export, CanExportParticipants(c.roles), "export: %s", c.name)
	}

	e := record.Export{RequesterID: 7}
	assert.True(t, CanSeeExport(e, 7), "the requester")
	assert.False(t, CanSeeExport(e, 8), "anyone else")
	assert.False(t, CanSeeExport(record.Export{}, 0), "nobody signed in")
}
