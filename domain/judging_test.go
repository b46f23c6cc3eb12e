package domain

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A lenient judge (L) and a harsh one (H), worked out by hand:
// L judges A=10, B=8: mean 9, sd 1, so z(A)=+1, z(B)=-1.
// H judges C=5, D=1: mean 3, sd 2, so z(C)=+1, z(D)=-1.
// A third judge (O) judges only B=6: one total, z=0.
// Raw: A 10, B (8+6)/2=7, C 5, D 1. Normalised: A 1, C 1, B (-1+0)/2=-0.5, D -1.
// By raw, B beats C; normalised, C ties with A for first and B is third.
func TestRankSubmissionsLenientAndHarshJudges(t *testing.T) {
	const L, H, O = 100, 200, 300
	const A, B, C, D, E = 1, 2, 3, 4, 5
	got := RankSubmissions([]int64{A, B, C, D, E}, []JudgeTotal{
		{L, A, 10}, {L, B, 8}, {H, C, 5}, {H, D, 1}, {O, B, 6},
	})
	require.Len(t, got, 5)
	type row struct {
		id        int64
		raw, norm float64
		rank      int
		tied      bool
		judged    int
	}
	var rows []row
	for _, s := range got {
		rows = append(rows, row{s.Submission, s.Raw, s.Normalised, s.Rank, s.Tied, s.Judged})
	}
	assert.Equal(t, []row{
		{A, 10, 1, 1, true, 1},
		{C, 5, 1, 1, true, 1},
		{B, 7, -0.5, 3, false, 2},
		{D, 1, -1, 4, false, 1},
		{E, 0, 0, 5, false, 0},
	}, rows)
}

func TestRankSubmissionsSameTotalsEverywhere(t *testing.T) {
	got := RankSubmissions([]int64{1, 2}, []JudgeTotal{{9, 1, 4}, {9, 2, 4}})
	assert.Equal(t, 0.0, got[0].Normalised, "zero variance: z is 0")
	assert.True(t, got[0].Tied && got[1].Tied)
	assert.Equal(t, []int{1, 1}, []int{got[0].Rank, got[1].Rank})
}

func TestAssignJudgesBalancedAndConflictFree(t *testing.T) {
	entries := []JudgingEntry{{1, 10}, {2, 20}, {3, 30}, {4, 40}, {5, 50}, {6, 60}}
	judges := []int64{7, 8, 9}
	// Judge 7 is a member of team 10.
	conflict := func(j int64, e JudgingEntry) bool { return j == 7 && e.TeamID == 10 }
	none := func(int64, JudgingEntry) bool { return false }
	got := AssignJudges(entries, judges, 2, conflict, none)
	load := map[int64]int{}
	for _, e := range entries {
		require.Len(t, got[e.ID], 2, "submission %d", e.ID)
		for _, j := range got[e.ID] {
			load[j]++
		}
	}
	assert.NotContains(t, got[1], int64(7), "no judge judges their own team")
	assert.Equal(t, map[int64]int{7: 4, 8: 4, 9: 4}, load, "12 places over 3 judges")
	assert.Equal(t, got, AssignJudges(entries, []int64{9, 8, 7}, 2, conflict, none), "deterministic")

	all := AssignJudges(entries, judges, 0, conflict, none)
	assert.Equal(t, []int64{8, 9}, all[1])
	assert.Equal(t, []int64{7, 8, 9}, all[2])

	kept := func(j int64, e JudgingEntry) bool { return j == 9 && e.ID <= 4 }
	withKept := AssignJudges(entries, judges, 1, conflict, kept)
	for id := int64(1); id <= 4; id++ {
		assert.Equal(t, []int64{9}, withKept[id], "a judge keeps what they scored")
	}
}
