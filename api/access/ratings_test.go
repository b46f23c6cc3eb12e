package access

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/record"
)

func TestRatingRules(t *testing.T) {
	type can struct{ see, manage, rateTalents, seeTalents, ratePeers, ratePitches, seePitches bool }
	both := record.Hackathon{HasTalents: true, HasPitches: true}
	neither := record.Hackathon{}
	cases := []struct {
		name  string
		roles Roles
		h     record.Hackathon
		want  can
	}{
		{"creator", creator, both, can{see: true, manage: true, seeTalents: true, ratePitches: true, seePitches: true}},
		{"manager", manager, both, can{see: true, manage: true, seeTalents: true, ratePitches: true, seePitches: true}},
		{"mentor rates talents", mentor, both, can{see: true, rateTalents: true, seeTalents: true, ratePitches: true}},
		{"participant rates peers and pitches", participant, both, can{see: true, ratePeers: true, ratePitches: true}},
		{"judge rates pitches", judge, both, can{see: true, ratePitches: true}},
		{"volunteer rates pitches", volunteer, both, can{see: true, ratePitches: true}},
		{"banned: nothing", banned, both, can{}},
		{"no role: nothing", anonymous, both, can{}},
		{"member of the organization without a role: nothing", orgMember, both, can{}},
		{"creator without talents or pitches", creator, neither, can{see: true, manage: true}},
		{"mentor without talents", mentor, neither, can{see: true}},
		{"participant without pitches still rates peers", participant, neither, can{see: true, ratePeers: true}},
	}
	for _, c := range cases {
		got := can{
			CanSeeRatingTemplates(c.roles), CanManageRatingTemplates(c.roles), CanRateTalents(c.roles, c.h),
			CanSeeTalentRatings(c.roles, c.h), CanRatePeers(c.roles), CanRatePitches(c.roles, c.h), CanSeePitchAggregates(c.roles, c.h),
		}
		assert.Equal(t, c.want, got, c.name)
		assert.Equal(t, c.want.rateTalents, CanRate(domain.RatingTalent, c.roles, c.h), c.name)
		assert.Equal(t, c.want.ratePeers, CanRate(domain.RatingPeer, c.roles, c.h), c.name)
		assert.Equal(t, c.want.ratePitches, CanRate(domain.RatingElevatorPitch, c.roles, c.h), c.name)
	}
	assert.False(t, CanRate("OTHER", creator, both), "an unknown family")
}
