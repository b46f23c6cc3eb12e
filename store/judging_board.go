package store

import (
	"context"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/record"
)

// JudgingBoard is everything about a hackathon's judging, read in a fixed
// number of statements whatever the number of submissions and judges:
// what the judging fields of submissions, the judges' lists and the
// results are computed from.
type JudgingBoard struct {
	HackathonID int64
	// JudgesPerSubmission: 0 when every judge judges every submission.
	JudgesPerSubmission int
	Criteria            []JudgingCriterion
	Categories          []record.CompetitionCategory
	// Submissions: the submitted ones, by category then id.
	Submissions []BoardSubmission
	Judges      []BoardJudge
	// TeamOf: each active team member's team.
	TeamOf map[int64]int64
	// Assigned: submission -> its judges, in id order (domain.AssignJudges).
	Assigned  map[int64][]int64
	judgments judgmentGrid
}

// JudgmentState is a judgment's total (the sum of the judge's scores),
// whether the judge entered any score and whether they marked it completed.
type JudgmentState struct {
	Total             int
	Scored, Completed bool
}

// BoardSubmission is a submitted submission with its team's and category's names.
type BoardSubmission struct {
	record.Submission
	TeamName, CategoryName string
}

// BoardJudge is an active judge (a user).
type BoardJudge struct {
	UserID int64
	Name   string
}

// JudgingBoards reads the boards of the hackathons, keyed by id, in eight
// statements.
func (s *Store) JudgingBoards(ctx context.Context, ids []int64) (map[int64]JudgingBoard, error) {
	out := make(map[int64]*JudgingBoard, len(ids))
	for _, id := range ids {
		out[id] = &JudgingBoard{HackathonID: id, TeamOf: map[int64]int64{}, Criteria: []JudgingCriterion{}}
	}
	modes, err := s.q.ListBoardJudgesPerSubmission(ctx, ids)
	if err != nil {
		return nil, err
	}
	for _, m := range modes {
		if m.JudgesPerSubmission != nil {
			out[m.ID].JudgesPerSubmission = int(*m.JudgesPerSubmission)
		}
	}
	criteria, err := s.q.ListJudgingCriteria(ctx, ids)
	if err != nil {
		return nil, err
	}
	for _, c := range criteria {
		out[c.HackathonID].Criteria = append(out[c.HackathonID].Criteria, c)
	}
	categories, err := s.q.ListBoardCategories(ctx, ids)
	if err != nil {
		return nil, err
	}
	for _, c := range categories {
		out[c.HackathonID].Categories = append(out[c.HackathonID].Categories, c)
	}
	subs, err := s.q.ListBoardSubmissions(ctx, ids)
	if err != nil {
		return nil, err
	}
	for _, r := range subs {
		b := out[r.Submission.HackathonID]
		b.Submissions = append(b.Submissions, BoardSubmission{Submission: r.Submission, TeamName: r.TeamName, CategoryName: r.CategoryName})
	}
	judges, err := s.q.ListBoardJudges(ctx, ids)
	if err != nil {
		return nil, err
	}
	for _, j := range judges {
		out[j.HackathonID].Judges = append(out[j.HackathonID].Judges, BoardJudge{UserID: j.UserID, Name: j.Name})
	}
	members, err := s.q.ListBoardTeamMembers(ctx, ids)
	if err != nil {
		return nil, err
	}
	for _, m := range members {
		out[m.HackathonID].TeamOf[m.UserID] = m.TeamID
	}
	for _, b := range out {
		b.judgments = newJudgementGrid(b.Submissions, b.Judges)
	}
	totals, err := s.q.ListBoardTotals(ctx, ids)
	if err != nil {
		return nil, err
	}
	for _, t := range totals {
		row := out[t.HackathonID].judgments.row(t.SubmissionID)
		for i, judge := range t.JudgeIds {
			if j := row.of(judge); j != nil {
				j.Total, j.Scored = int(t.Totals[i]), true
			}
		}
	}
	completions, err := s.q.ListBoardCompletions(ctx, ids)
	if err != nil {
		return nil, err
	}
	for _, c := range completions {
		row := out[c.HackathonID].judgments.row(c.SubmissionID)
		for _, judge := range c.JudgeIds {
			if j := row.of(judge); j != nil {
				j.Completed = true
			}
		}
	}
	boards := make(map[int64]JudgingBoard, len(out))
	for id, b := range out {
		b.assign()
		boards[id] = *b
	}
	return boards, nil
}

func (b *JudgingBoard) assign() {
	entries := make([]domain.JudgingEntry, len(b.Submissions))
	for i, s := range b.Submissions {
		entries[i] = domain.JudgingEntry{ID: s.ID, TeamID: s.TeamID}
	}
	judges := make([]int64, len(b.Judges))
	for i, j := range b.Judges {
		judges[i] = j.UserID
	}
	b.Assigned = domain.AssignJudges(entries, judges, b.JudgesPerSubmission, b.Conflicted,
		func(judge int64, e domain.JudgingEntry) bool { return b.judgments.state(e.ID, judge).Scored })
}

// Conflicted: the judge is an active member of the submission's team.
func (b *JudgingBoard) Conflicted(judge int64, e domain.JudgingEntry) bool {
	team, ok := b.TeamOf[judge]
	return ok && team == e.TeamID
}

// Submission finds a submitted submission on the board.
func (b *JudgingBoard) Submission(id int64) (BoardSubmission, bool) {
	for _, s := range b.Submissions {
		if s.ID == id {
			return s, true
		}
	}
	return BoardSubmission{}, false
}

// IsAssigned: the judge judges the submission.
func (b *JudgingBoard) IsAssigned(submission, judge int64) bool {
	for _, j := range b.Assigned[submission] {
		if j == judge {
			return true
		}
	}
	return false
}

// AssignedTo lists the submissions the judge judges, in board order.
func (b *JudgingBoard) AssignedTo(judge int64) []BoardSubmission {
	var out []BoardSubmission
	for _, s := range b.Submissions {
		if b.IsAssigned(s.ID, judge) {
			out = append(out, s)
		}
	}
	return out
}

// MaxScore is the sum of the criteria's maximums.
func (b *JudgingBoard) MaxScore() int {
	total := 0
	for _, c := range b.Criteria {
		total += int(c.MaxScore)
	}
	return total
}

// Total is the judge's total for the submission, and whether they entered
// any score.
func (b *JudgingBoard) Total(submission, judge int64) (int, bool) {
	state := b.judgments.state(submission, judge)
	return state.Total, state.Scored
}

// IsCompleted: the judge marked the submission completed.
func (b *JudgingBoard) IsCompleted(submission, judge int64) bool {
	return b.judgments.state(submission, judge).Completed
}

// StatusFor is the judge's judging status of the submission.
func (b *JudgingBoard) StatusFor(submission, judge int64) domain.JudgingStatus {
	if b.IsCompleted(submission, judge) {
		return domain.JudgingCompleted
	}
	if _, any := b.Total(submission, judge); any {
		return domain.JudgingInProgress
	}
	return domain.JudgingNotStarted
}

// Progress is how many of the submission's judges completed it.
func (b *JudgingBoard) Progress(submission int64) int {
	n := 0
	for _, j := range b.Assigned[submission] {
		if b.IsCompleted(submission, j) {
			n++
		}
	}
	return n
}

// Status is the submission's judging status over all its judges.
func (b *JudgingBoard) Status(submission int64) domain.JudgingStatus {
	judges := b.Assigned[submission]
	done := b.Progress(submission)
	switch {
	case len(judges) > 0 && done == len(judges):
		return domain.JudgingCompleted
	case done > 0:
		return domain.JudgingInProgress
	}
	for _, j := range judges {
		if _, any := b.Total(submission, j); any {
			return domain.JudgingInProgress
		}
	}
	return domain.JudgingNotStarted
}

// CountedTotals are the totals that count in the results: the completed
// judgments of the submission's judges.
func (b *JudgingBoard) CountedTotals(submission int64) []domain.JudgeTotal {
	return b.appendCountedTotals(nil, submission)
}

func (b *JudgingBoard) appendCountedTotals(out []domain.JudgeTotal, submission int64) []domain.JudgeTotal {
	for _, j := range b.Assigned[submission] {
		if state := b.judgments.state(submission, j); state.Completed {
			out = append(out, domain.JudgeTotal{Judge: j, Submission: submission, Total: float64(state.Total)})
		}
	}
	return out
}

// Average is the mean of the counted totals (false when none).
func (b *JudgingBoard) Average(submission int64) (float64, bool) {
	totals := b.CountedTotals(submission)
	if len(totals) == 0 {
		return 0, false
	}
	sum := 0.0
	for _, t := range totals {
		sum += t.Total
	}
	return sum / float64(len(totals)), true
}

// CategoryResult is one category's ranking.
type CategoryResult struct {
	Category  record.CompetitionCategory
	Standings []domain.Standing
}

// Results ranks each category's submissions (domain.RankSubmissions).
func (b *JudgingBoard) Results() []CategoryResult {
	out := make([]CategoryResult, 0, len(b.Categories))
	for _, c := range b.Categories {
		var ids []int64
		for _, s := range b.Submissions {
			if s.CategoryID == c.ID {
				ids = append(ids, s.ID)
			}
		}
		totals := make([]domain.JudgeTotal, 0, len(ids)*len(b.Judges))
		for _, id := range ids {
			totals = b.appendCountedTotals(totals, id)
		}
		out = append(out, CategoryResult{Category: c, Standings: domain.RankSubmissions(ids, totals)})
	}
	return out
}

// JudgeProgress is how far one judge has got.
type JudgeProgress struct {
	BoardJudge
	Completed, Assigned int
}

// JudgeProgress lists every judge's progress.
func (b *JudgingBoard) JudgeProgress() []JudgeProgress {
	out := make([]JudgeProgress, len(b.Judges))
	for i, j := range b.Judges {
		out[i].BoardJudge = j
	}
	for _, s := range b.Submissions {
		for _, j := range b.Assigned[s.ID] {
			p := &out[b.judgments.judgeAt[j]]
			p.Assigned++
			if b.IsCompleted(s.ID, j) {
				p.Completed++
			}
		}
	}
	return out
}
