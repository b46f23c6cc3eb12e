package store

import (
	"context"
	"slices"

	"github.com/hackforge/hackforge/store/record"
)

// Winner is a winning submission with its team and category.
type Winner struct {
	SubmissionID, TeamID   int64
	TeamName, CategoryName string
}

// PrizeResult is a prize and its winner, if it was awarded.
type PrizeResult struct {
	Prize  record.Prize
	Winner *Winner
}

// CategoryWinners are a category's winners: the judges' best (rank 1, ties
// included; none when nobody was judged), or the popular vote's most voted
// (Votes, ties included; none without votes).
type CategoryWinners struct {
	Category record.CompetitionCategory
	Winners  []Winner
	Votes    int
}

// Winners are a hackathon's results as published: its active prizes, each
// category's judged winners and, when it has a popular vote, its winners.
type Winners struct {
	Prizes      []PrizeResult
	Categories  []CategoryWinners
	PopularVote []CategoryWinners
}

// Winners computes the hackathon's winners from its prizes, the judging
// board and the popular vote's counts.
func (s *Store) Winners(ctx context.Context, h record.Hackathon) (Winners, error) {
	var out Winners
	boards, err := s.JudgingBoards(ctx, []int64{h.ID})
	if err != nil {
		return out, err
	}
	b := boards[h.ID]
	byID := make(map[int64]Winner, len(b.Submissions))
	for _, sub := range b.Submissions {
		byID[sub.ID] = Winner{SubmissionID: sub.ID, TeamID: sub.TeamID, TeamName: sub.TeamName, CategoryName: sub.CategoryName}
	}
	prizes, err := s.Prizes(ctx, h.ID)
	if err != nil {
		return out, err
	}
	for _, p := range prizes {
		if !p.Active {
			continue
		}
		r := PrizeResult{Prize: p}
		if p.SubmissionID != nil {
			if w, ok := byID[*p.SubmissionID]; ok {
				r.Winner = &w
			}
		}
		out.Prizes = append(out.Prizes, r)
	}
	for _, c := range b.Results() {
		cw := CategoryWinners{Category: c.Category}
		for _, st := range c.Standings {
			if st.Rank == 1 && st.Judged > 0 {
				cw.Winners = append(cw.Winners, byID[st.Submission])
			}
		}
		out.Categories = append(out.Categories, cw)
	}
	if !h.HasPopularVote {
		return out, nil
	}
	votes, err := s.PopularVotesOf(ctx, h.ID, 0)
	if err != nil {
		return out, err
	}
	for _, c := range b.Categories {
		cw := CategoryWinners{Category: c}
		for _, sub := range b.Submissions {
			n := votes.Counts[sub.ID]
			switch {
			case sub.CategoryID != c.ID || n == 0 || n < cw.Votes:
			case n > cw.Votes:
				cw.Votes, cw.Winners = n, []Winner{byID[sub.ID]}
			default:
				cw.Winners = append(cw.Winners, byID[sub.ID])
			}
		}
		out.PopularVote = append(out.PopularVote, cw)
	}
	return out, nil
}

// Teams are the winning teams, each once (as one of its wins), in team id
// order.
func (w Winners) Teams() []Winner {
	var out []Winner
	add := func(x Winner) {
		if x.TeamID != 0 && !slices.ContainsFunc(out, func(y Winner) bool { return y.TeamID == x.TeamID }) {
			out = append(out, x)
		}
	}
	for _, p := range w.Prizes {
		if p.Winner != nil {
			add(*p.Winner)
		}
	}
	for _, c := range append(slices.Clone(w.Categories), w.PopularVote...) {
		for _, x := range c.Winners {
			add(x)
		}
	}
	slices.SortFunc(out, func(a, b Winner) int { return int(a.TeamID - b.TeamID) })
	return out
}
