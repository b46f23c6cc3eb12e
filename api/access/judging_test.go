package access

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/record"
)

func judgingHackathon(phase domain.Phase, judges, vote bool) record.Hackathon {
	return record.Hackathon{AllowedParticipants: domain.AllowInviteOnly, Phase: phase, HasJudges: judges, HasPopularVote: vote}
}

func TestJudgingRules(t *testing.T) {
	hacking := judgingHackathon(domain.PhaseHacking, true, true)
	judging := judgingHackathon(domain.PhaseJudging, true, true)
	judgingNoFlag := judgingHackathon(domain.PhaseJudging, false, true)
	complete := judgingHackathon(domain.PhaseComplete, true, true)
	type can struct{ manage, criteria, submissions, score, results bool }
	cases := []struct {
		name  string
		roles Roles
		h     record.Hackathon
		want  can
	}{
		{"creator, hacking", creator, hacking, can{true, true, true, false, true}},
		{"manager, hacking, no flag", manager, judgingNoFlag, can{true, true, true, false, true}},
		{"judge, hacking", judge, hacking, can{criteria: true}},
		{"judge, judging", judge, judging, can{criteria: true, submissions: true, score: true}},
		{"judge, judging, no judges flag", judge, judgingNoFlag, can{}},
		{"judge, complete", judge, complete, can{criteria: true, submissions: true, results: true}},
		{"participant, judging", participant, judging, can{criteria: true}},
		{"participant, complete", participant, complete, can{criteria: true, results: true}},
		{"mentor, complete", mentor, complete, can{criteria: true, results: true}},
		{"banned, complete", banned, complete, can{}},
		{"no role, complete, invite-only", anonymous, complete, can{}},
	}
	for _, c := range cases {
		got := can{CanManageJudging(c.roles), CanSeeJudgingCriteria(c.roles, c.h), CanSeeSubmissionsForJudging(c.roles, c.h),
			CanScore(c.roles, c.h), CanSeeJudgingResults(c.roles, c.h)}
		assert.Equal(t, c.want, got, c.name)
		assert.Equal(t, c.want.score, CanScoreSubmission(c.roles, c.h, true), "%s, assigned", c.name)
		assert.False(t, CanScoreSubmission(c.roles, c.h, false), "%s, not assigned", c.name)
	}
}

func TestPopularVoteRules(t *testing.T) {
	judging := judgingHackathon(domain.PhaseJudging, true, true)
	voting := judgingHackathon(domain.PhasePopularVote, true, true)
	votingNoFlag := judgingHackathon(domain.PhasePopularVote, true, false)
	complete := judgingHackathon(domain.PhaseComplete, true, true)
	type can struct{ see, vote, counts bool }
	cases := []struct {
		name  string
		roles Roles
		h     record.Hackathon
		want  can
	}{
		{"creator, judging", creator, judging, can{see: true}},
		{"manager, complete", manager, complete, can{see: true, counts: true}},
		{"participant, judging", participant, judging, can{}},
		{"participant, voting", participant, voting, can{see: true, vote: true}},
		{"participant, voting, no flag", participant, votingNoFlag, can{}},
		{"participant, complete", participant, complete, can{see: true, counts: true}},
		{"mentor, voting", mentor, voting, can{see: true, vote: true}},
		{"volunteer, voting", volunteer, voting, can{see: true, vote: true}},
		{"judge, voting", judge, voting, can{}},
		{"banned, voting", banned, voting, can{}},
		{"no role, voting", anonymous, voting, can{}},
	}
	for _, c := range cases {
		got := can{CanSeePopularVote(c.roles, c.h), CanCastPopularVote(c.roles, c.h),
			CanSeePopularVote(c.roles, c.h) && PopularVoteCountsVisible(c.h)}
		assert.Equal(t, c.want, got, c.name)
	}
}
