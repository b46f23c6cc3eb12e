package domain

import (
	"cmp"
	"math"
	"slices"
)

// JudgingCriteriaType is how a criterion is scored; both are integers from
// 0 to the criterion's maxScore, shown differently (docs/decisions.md).
type JudgingCriteriaType string

const (
	CriteriaScore  JudgingCriteriaType = "SCORE"
	CriteriaRating JudgingCriteriaType = "RATING"
)

// Valid: one of the types above.
func (t JudgingCriteriaType) Valid() bool { return t == CriteriaScore || t == CriteriaRating }

// DisplayName is the type as people read it.
func (t JudgingCriteriaType) DisplayName() string {
	if t == CriteriaRating {
		return "Rating (stars)"
	}
	return "Score"
}

// JudgingStatus is how far the judging of a submission has gone, for one
// judge (marked completed or not, any score entered) or for all its judges.
type JudgingStatus string

const (
	JudgingNotStarted JudgingStatus = "NOT_STARTED"
	JudgingInProgress JudgingStatus = "IN_PROGRESS"
	JudgingCompleted  JudgingStatus = "COMPLETED"
)

// JudgingEntry is a submitted submission as the judge assignment sees it.
type JudgingEntry struct{ ID, TeamID int64 }

// AssignJudges says who judges which submission: with k <= 0 every judge
// judges every submission; otherwise each submission gets k judges,
// balanced by load. Either way a judge never judges a team they are an
// active member of (conflict), and a judge who has already scored a
// submission (kept) keeps it. Deterministic: submissions are taken by id,
// candidates by load, then by a rotation that starts at a different judge
// for each submission. Judges are in ascending id order in the result.
func AssignJudges(entries []JudgingEntry, judges []int64, k int, conflict, kept func(judge int64, e JudgingEntry) bool) map[int64][]int64 {
	entries = slices.SortedFunc(slices.Values(entries), func(a, b JudgingEntry) int { return cmp.Compare(a.ID, b.ID) })
	judges = slices.Sorted(slices.Values(judges))
	out := make(map[int64][]int64, len(entries))
	load := make(map[int64]int, len(judges))
	// The judges who keep their submissions count towards the load first.
	for _, e := range entries {
		mine := make([]int64, 0, len(judges))
		for _, j := range judges {
			if !conflict(j, e) && (k <= 0 || kept(j, e)) {
				mine = append(mine, j)
				load[j]++
			}
		}
		if len(mine) > 0 {
			out[e.ID] = mine
		}
	}
	if k <= 0 || len(judges) == 0 {
		return out
	}
	for i, e := range entries {
		type candidate struct {
			judge    int64
			rotation int
		}
		var candidates []candidate
		for at, j := range judges {
			if !conflict(j, e) && !slices.Contains(out[e.ID], j) {
				candidates = append(candidates, candidate{j, ((at-i)%len(judges) + len(judges)) % len(judges)})
			}
		}
		slices.SortFunc(candidates, func(a, b candidate) int {
			return cmp.Or(cmp.Compare(load[a.judge], load[b.judge]), cmp.Compare(a.rotation, b.rotation))
		})
		for _, c := range candidates {
			if len(out[e.ID]) >= k {
				break
			}
			out[e.ID] = append(out[e.ID], c.judge)
			load[c.judge]++
		}
		slices.Sort(out[e.ID])
	}
	return out
}

// JudgeTotal is one judge's total (the sum of their criterion scores) for
// one submission.
type JudgeTotal struct {
	Judge, Submission int64
	Total             float64
}

// Standing is a submission's place in its category's results.
type Standing struct {
	Submission int64
	// Judged: how many judges' totals count.
	Judged int
	// Raw: the mean of the judges' totals. Normalised: the mean of the
	// judges' z-scores (docs/decisions.md). Both 0 when Judged is 0.
	Raw, Normalised float64
	// Rank: 1 for the best normalised score; equal normalised scores share
	// a rank (Tied), and the next rank skips (1, 1, 3). Submissions nobody
	// judged come last, tied.
	Rank int
	Tied bool
}

// tieTolerance: normalised scores closer than this are equal.
const tieTolerance = 1e-9

// RankSubmissions ranks a category's submissions by judge-normalised score.
// Each judge's totals are standardised across the submissions of the
// category they judged: z = (total - mean) / population standard deviation;
// a judge with one total, or with the same total everywhere, gives z = 0 to
// each (they say nothing about the order). A submission's normalised score
// is the mean of its judges' z; its raw score the mean of their totals.
func RankSubmissions(submissions []int64, totals []JudgeTotal) []Standing {
	judges := spreads(totals)
	at := make(map[int64]int, len(submissions))
	out := make([]Standing, len(submissions))
	for i, id := range submissions {
		at[id], out[i].Submission = i, id
	}
	for _, t := range totals {
		if i, ok := at[t.Submission]; ok {
			out[i].Judged++
			out[i].Raw += t.Total
			out[i].Normalised += judges[t.Judge].z(t.Total)
		}
	}
	for i := range out {
		if n := float64(out[i].Judged); n > 0 {
			out[i].Raw, out[i].Normalised = out[i].Raw/n, out[i].Normalised/n
		}
	}
	slices.SortStableFunc(out, func(a, b Standing) int {
		if (a.Judged > 0) != (b.Judged > 0) {
			if a.Judged > 0 {
				return -1
			}
			return 1
		}
		if !sameScore(a, b) {
			return cmp.Compare(b.Normalised, a.Normalised)
		}
		return cmp.Or(cmp.Compare(b.Raw, a.Raw), cmp.Compare(a.Submission, b.Submission))
	})
	for i := range out {
		out[i].Rank = i + 1
		if i > 0 && sameScore(out[i-1], out[i]) {
			out[i].Rank = out[i-1].Rank
			out[i].Tied, out[i-1].Tied = true, true
		}
	}
	return out
}

func sameScore(a, b Standing) bool {
	return (a.Judged > 0) == (b.Judged > 0) && math.Abs(a.Normalised-b.Normalised) < tieTolerance
}

// spread is a judge's mean total and the population standard deviation of
// their totals.
type spread struct {
	n        int
	mean, sd float64
}

// spreads gives each judge's spread over their totals.
func spreads(totals []JudgeTotal) map[int64]*spread {
	out := map[int64]*spread{}
	for _, t := range totals {
		s := out[t.Judge]
		if s == nil {
			s = &spread{}
			out[t.Judge] = s
		}
		s.n++
		s.mean += t.Total
	}
	for _, s := range out {
		s.mean /= float64(s.n)
	}
	for _, t := range totals {
		s := out[t.Judge]
		s.sd += (t.Total - s.mean) * (t.Total - s.mean)
	}
	for _, s := range out {
		s.sd = math.Sqrt(s.sd / float64(s.n))
	}
	return out
}

// z is the total's z-score among the judge's totals: 0 when the judge gave
// one total, or the same total everywhere.
func (s *spread) z(total float64) float64 {
	if s.n > 1 && s.sd > tieTolerance {
		return (total - s.mean) / s.sd
	}
	return 0
}
