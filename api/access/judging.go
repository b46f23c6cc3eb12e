package access

import (
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/record"
)

// Judging and the popular vote (SPEC 2.5, 6; issue 12): the creator and
// managers run the judging and see everything of it; judges see and score
// the submissions they judge (JUDGING, and read-only at COMPLETE); the
// results are published to everyone who may view the hackathon at
// COMPLETE. The popular vote is for participants, mentors and Heroes
// during POPULAR_VOTE, its counts shown once it has ended.

// CanManageJudging: the caller may change the criteria and the assignment
// mode, and sees every submitted submission, every score and the results.
func CanManageJudging(r Roles) bool { return r.Organizer() }

// CanSeeJudgingCriteria: those who manage them, and anyone with a role
// once the hackathon has judges (participants know what they are judged on).
func CanSeeJudgingCriteria(r Roles, h record.Hackathon) bool {
	return CanManageJudging(r) || h.HasJudges && r.Any()
}

// judgingVisible: the phases in which judges see submissions (SPEC 6).
func judgingVisible(p domain.Phase) bool {
	return p == domain.PhaseJudging || p == domain.PhaseComplete
}

// CanSeeSubmissionsForJudging: organizers always; a judge of a hackathon
// with judges in JUDGING or COMPLETE (their own submissions only).
func CanSeeSubmissionsForJudging(r Roles, h record.Hackathon) bool {
	return CanManageJudging(r) || r.IsJudge && h.HasJudges && judgingVisible(h.Phase)
}

// CanScore: a judge, during JUDGING, of a hackathon with judges.
func CanScore(r Roles, h record.Hackathon) bool {
	return r.IsJudge && h.HasJudges && h.Phase == domain.PhaseJudging
}

// CanScoreSubmission: CanScore, for a judge assigned to the submission.
func CanScoreSubmission(r Roles, h record.Hackathon, assigned bool) bool {
	return CanScore(r, h) && assigned
}

// CanSeeJudgingResults: organizers always; everyone who may view the
// hackathon once it is COMPLETE.
func CanSeeJudgingResults(r Roles, h record.Hackathon) bool {
	return CanManageJudging(r) || h.Phase == domain.PhaseComplete && CanViewHackathon(r, h, "")
}

// popularVoter: the roles that vote (a banned participant is no participant).
func popularVoter(r Roles) bool { return r.IsParticipant || r.IsMentor || r.IsVolunteer }

// CanSeePopularVote: organizers always; voters during POPULAR_VOTE and,
// to read the counts, at COMPLETE.
func CanSeePopularVote(r Roles, h record.Hackathon) bool {
	if CanManageJudging(r) {
		return true
	}
	return h.HasPopularVote && popularVoter(r) && (h.Phase == domain.PhasePopularVote || h.Phase == domain.PhaseComplete)
}

// CanCastPopularVote: a voter, during POPULAR_VOTE.
func CanCastPopularVote(r Roles, h record.Hackathon) bool {
	return h.HasPopularVote && popularVoter(r) && h.Phase == domain.PhasePopularVote
}

// PopularVoteCountsVisible: the counts show once the phase has ended.
func PopularVoteCountsVisible(h record.Hackathon) bool { return h.Phase == domain.PhaseComplete }
