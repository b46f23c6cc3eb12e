package domain

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestActivitySentences(t *testing.T) {
	cases := []struct {
		row     ActivityRow
		summary string
		link    string
	}{
		{ActivityRow{Kind: ActivityJoinedHackathon, HackathonID: 3}, "Joined as a participant in Hack", "/hackathon/3/detail"},
		{ActivityRow{Kind: ActivityRoleTaken, HackathonID: 3, Object: "JUDGE", Detail: "ACTIVE"}, "Became a judge in Hack", "/hackathon/3/detail"},
		{ActivityRow{Kind: ActivityRoleTaken, HackathonID: 3, Object: "MENTOR", Detail: "INACTIVE"}, "Became a mentor in Hack (no longer active)", "/hackathon/3/detail"},
		{ActivityRow{Kind: ActivityIdeaCreated, HackathonID: 3, Object: "Solar kites", TargetID: 9}, `Proposed the idea "Solar kites" in Hack`, "/hackathon/3/idea/9/view"},
		{ActivityRow{Kind: ActivityTeamJoined, HackathonID: 3, Object: "Kites", Detail: "LEFT", TargetID: 4}, `Joined the team "Kites" in Hack (left since)`, "/hackathon/3/team/4"},
		{ActivityRow{Kind: ActivityJoinRequested, HackathonID: 3, Object: "Kites", Detail: "DECLINED", TargetID: 4}, `Asked to join the team "Kites" in Hack (declined)`, "/hackathon/3/team/4"},
		{ActivityRow{Kind: ActivityScoreAwarded, HackathonID: 3, Object: "Best demo", Detail: "1"}, `Was awarded a score for "Best demo" in Hack (1 point)`, "/hackathon/3/gameification/leaderboards"},
		{ActivityRow{Kind: ActivityScoreAwarded, HackathonID: 3, Object: "Best demo", Detail: "12"}, `Was awarded a score for "Best demo" in Hack (12 points)`, "/hackathon/3/gameification/leaderboards"},
		{ActivityRow{Kind: ActivityCheckedIn, HackathonID: 3, Object: "2026-11-23"}, "Checked in on 2026-11-23 in Hack", "/hackathon/3/detail"},
		{ActivityRow{Kind: ActivityTermsAccepted, HackathonID: 3, Object: "v2"}, `Accepted the terms and conditions "v2" in Hack`, "/hackathon/3/terms"},
	}
	for _, c := range cases {
		s := c.row.Sentence()
		assert.Equal(t, c.summary, s.Summary("Hack"), "%+v", c.row)
		assert.Equal(t, c.link, s.Link, "%+v", c.row)
	}
	onboarding := ActivityRow{Kind: ActivityOnboardingCompleted, Object: "PARTICIPANT"}.Sentence()
	assert.Equal(t, "Answered the participant questions", onboarding.Summary(""))
	assert.Equal(t, "/user/profile", onboarding.Link)
}
