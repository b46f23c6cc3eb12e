package graph_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
)

// The popular vote: who votes, when, and when the counts show.

func TestPopularVote(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	hid := intID(w.inviteOnlyID)
	judgingPhase(t, w.env, hid, "JUDGING")
	cat := judgingCategory(t, w.env, hid, "Main", true)
	voter := w.env.NewUser(t, "voter")
	require.NoError(t, w.env.Store.AddHackathonRole(t.Context(), hid, voter.ID, domain.RoleParticipant))
	own := judgingTeamSubmission(t, w.env, hid, cat, "Own", w.participant.ID)
	other := judgingTeamSubmission(t, w.env, hid, cat, "Other")
	third := judgingTeamSubmission(t, w.env, hid, cat, "Third")

	assert.Equal(t, "FORBIDDEN", code(t, w.participant.Client.GraphQL(popularVoteOp, map[string]any{"id": w.inviteOnlyID}, nil)), "not before POPULAR_VOTE")
	require.Empty(t, w.creator.Client.GraphQL(popularVoteOp, map[string]any{"id": w.inviteOnlyID}, nil), "organizers always")

	judgingPhase(t, w.env, hid, "POPULAR_VOTE")
	assert.Equal(t, "submissionId", errField(t, w.participant.Client.GraphQL(castVoteOp, map[string]any{"id": sid(own)}, nil)), "never for their own team")
	assert.Equal(t, "FORBIDDEN", code(t, w.judge.Client.GraphQL(castVoteOp, map[string]any{"id": sid(other)}, nil)), "judges do not vote")
	require.Empty(t, w.participant.Client.GraphQL(castVoteOp, map[string]any{"id": sid(other)}, nil))
	require.Empty(t, w.participant.Client.GraphQL(castVoteOp, map[string]any{"id": sid(third)}, nil), "changeable")
	require.Empty(t, voter.Client.GraphQL(castVoteOp, map[string]any{"id": sid(third)}, nil))
	require.Empty(t, w.mentor.Client.GraphQL(castVoteOp, map[string]any{"id": sid(own)}, nil))

	type board struct {
		PopularVote struct {
			Open, CountsVisible, CanVote bool
			Entries                      []struct {
				Submission      struct{ ID string }
				Votes           *int
				MyVote, OwnTeam bool
			}
		}
	}
	var during board
	require.Empty(t, w.participant.Client.GraphQL(popularVoteOp, map[string]any{"id": w.inviteOnlyID}, &during))
	assert.True(t, during.PopularVote.Open && during.PopularVote.CanVote && !during.PopularVote.CountsVisible)
	for _, e := range during.PopularVote.Entries {
		assert.Nil(t, e.Votes, "counts hidden while voting")
		assert.Equal(t, e.Submission.ID == sid(third), e.MyVote, "one vote per person and category")
		assert.Equal(t, e.Submission.ID == sid(own), e.OwnTeam)
	}

	judgingPhase(t, w.env, hid, "COMPLETE")
	assert.Equal(t, "FORBIDDEN", code(t, w.participant.Client.GraphQL(castVoteOp, map[string]any{"id": sid(other)}, nil)), "closed")
	var after board
	require.Empty(t, w.participant.Client.GraphQL(popularVoteOp, map[string]any{"id": w.inviteOnlyID}, &after))
	counts := map[string]int{}
	for _, e := range after.PopularVote.Entries {
		require.NotNil(t, e.Votes)
		counts[e.Submission.ID] = *e.Votes
	}
	assert.Equal(t, map[string]int{sid(own): 1, sid(other): 0, sid(third): 2}, counts)
}
