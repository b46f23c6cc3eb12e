package access

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestIdeaRules(t *testing.T) {
	mine := IdeaRef{ByViewer: true}
	theirs := IdeaRef{}
	hiddenMine := IdeaRef{ByViewer: true, Hidden: true}
	hiddenTheirs := IdeaRef{Hidden: true}
	cases := []struct {
		name string
		rule func() bool
		want bool
	}{
		{"participants see ideas", func() bool { return CanSeeIdeas(participant) }, true},
		{"mentors see ideas", func() bool { return CanSeeIdeas(mentor) }, true},
		{"the banned see none", func() bool { return CanSeeIdeas(banned) }, false},
		{"no role sees none", func() bool { return CanSeeIdeas(Roles{}) }, false},
		{"others do not see a hidden idea", func() bool { return CanSeeIdea(participant, hiddenTheirs) }, false},
		{"the creator sees their hidden idea", func() bool { return CanSeeIdea(participant, hiddenMine) }, true},
		{"managers see hidden ideas", func() bool { return CanSeeIdea(manager, hiddenTheirs) }, true},
		{"judges see approved ideas", func() bool { return CanSeeIdea(judge, theirs) }, true},
		{"participants propose", func() bool { return CanProposeIdea(participant) }, true},
		{"managers propose", func() bool { return CanProposeIdea(manager) }, true},
		{"the banned do not propose", func() bool { return CanProposeIdea(Roles{IsParticipant: true, IsBanned: true}) }, false},
		{"mentors do not propose", func() bool { return CanProposeIdea(mentor) }, false},
		{"the creator edits", func() bool { return CanEditIdea(participant, mine) }, true},
		{"managers do not edit others' ideas", func() bool { return CanEditIdea(manager, theirs) }, false},
		{"a creator banned since does not edit", func() bool { return CanEditIdea(banned, mine) }, false},
		{"managers delete", func() bool { return CanDeleteIdea(manager, theirs) }, true},
		{"the hackathon's creator deletes", func() bool { return CanDeleteIdea(creator, theirs) }, true},
		{"participants do not delete others' ideas", func() bool { return CanDeleteIdea(participant, theirs) }, false},
		{"volunteers like", func() bool { return CanLikeIdea(volunteer, theirs) }, true},
		{"nobody likes what they cannot see", func() bool { return CanLikeIdea(judge, hiddenTheirs) }, false},
		{"the idea's creator reads its approval", func() bool { return CanSeeApproval(participant, mine) }, true},
		{"others do not read an approval", func() bool { return CanSeeApproval(mentor, theirs) }, false},
		{"managers read approvals", func() bool { return CanSeeApproval(manager, theirs) }, true},
		{"managers decide", func() bool { return CanDecideApproval(manager) }, true},
		{"the hackathon's creator decides too, so a one-organizer hackathon works", func() bool { return CanDecideApproval(creator) }, true},
		{"mentors do not decide", func() bool { return CanDecideApproval(mentor) }, false},
		{"participants do not decide", func() bool { return CanDecideApproval(participant) }, false},
		{"judges ask for AI feedback on what they see", func() bool { return CanAskAIFeedback(judge, theirs) }, true},
		{"nobody asks about a hidden idea of someone else", func() bool { return CanAskAIFeedback(participant, hiddenTheirs) }, false},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, c.rule(), c.name)
	}
}
