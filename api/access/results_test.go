package access_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/hackforge/hackforge/api/access"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/record"
)

func TestResultsArePublishableOnlyOnceTheHackathonIsComplete(t *testing.T) {
	for _, p := range domain.AllPhases() {
		assert.Equal(t, p == domain.PhaseComplete, access.ResultsPublishable(record.Hackathon{Phase: p}), p)
	}
}

func TestTheGalleryOpensWithThePublishedResultsWhenSwitchedOn(t *testing.T) {
	now := time.Now()
	assert.False(t, access.GalleryOpen(record.HackathonResult{GalleryEnabled: true}))
	assert.False(t, access.GalleryOpen(record.HackathonResult{PublishedAt: &now}))
	assert.True(t, access.GalleryOpen(record.HackathonResult{PublishedAt: &now, GalleryEnabled: true}))
}

func TestOnlyATeamAdminWhoTakesPartGivesTheGalleryConsent(t *testing.T) {
	admin := access.TeamStanding{IsMember: true, IsAdmin: true}
	assert.True(t, access.CanSetGalleryConsent(access.Roles{IsParticipant: true}, admin))
	assert.False(t, access.CanSetGalleryConsent(access.Roles{IsParticipant: true, IsBanned: true}, admin))
	assert.False(t, access.CanSetGalleryConsent(access.Roles{IsParticipant: true}, access.TeamStanding{IsMember: true}))
	assert.False(t, access.CanSetGalleryConsent(access.Roles{IsCreator: true}, access.TeamStanding{}))
}
