package store

// judgmentGrid is how far each judge on a board got with each submission
// on it (a submission's single scores: SubmissionScores): a dense grid, a
// row per submission and a column per judge, rather than a map, since the
// results read every cell.
type judgmentGrid struct {
	cells        []JudgmentState
	submissionAt map[int64]int // submission id -> its row
	judgeAt      map[int64]int // judge's user id -> their column
}

// newJudgementGrid has every cell NOT_STARTED.
func newJudgementGrid(submissions []BoardSubmission, judges []BoardJudge) judgmentGrid {
	g := judgmentGrid{
		cells:        make([]JudgmentState, len(submissions)*len(judges)),
		submissionAt: make(map[int64]int, len(submissions)),
		judgeAt:      make(map[int64]int, len(judges)),
	}
	for i, s := range submissions {
		g.submissionAt[s.ID] = i
	}
	for i, j := range judges {
		g.judgeAt[j.UserID] = i
	}
	return g
}

// judgmentRow is one submission's row of the grid.
type judgmentRow struct {
	cells   []JudgmentState
	judgeAt map[int64]int
}

// row is the submission's row, empty when it is not on the board (not
// submitted).
func (g judgmentGrid) row(submission int64) judgmentRow {
	s, ok := g.submissionAt[submission]
	if !ok {
		return judgmentRow{}
	}
	n := len(g.judgeAt)
	return judgmentRow{g.cells[s*n : (s+1)*n], g.judgeAt}
}

// of is the judge's cell, nil when the judge or the submission is not on
// the board (an inactive judge, a submission not submitted).
func (r judgmentRow) of(judge int64) *JudgmentState {
	j, ok := r.judgeAt[judge]
	if !ok || r.cells == nil {
		return nil
	}
	return &r.cells[j]
}

// state is the judge's judgment of the submission, zero when either is
// not on the board.
func (g judgmentGrid) state(submission, judge int64) JudgmentState {
	if j := g.row(submission).of(judge); j != nil {
		return *j
	}
	return JudgmentState{}
}
