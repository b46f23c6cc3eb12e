package store

// judgementGrid is how far each judge on a board got with each submission
// on it (a submission's single scores: SubmissionScores): a dense grid, a
// row per submission and a column per judge, rather than a map, since the
// results read every cell.
type judgementGrid struct {
	cells        []JudgementState
	submissionAt map[int64]int // submission id -> its row
	judgeAt      map[int64]int // judge's user id -> their column
}

// newJudgementGrid has every cell NOT_STARTED.
func newJudgementGrid(submissions []BoardSubmission, judges []BoardJudge) judgementGrid {
	g := judgementGrid{
		cells:        make([]JudgementState, len(submissions)*len(judges)),
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

// judgementRow is one submission's row of the grid.
type judgementRow struct {
	cells   []JudgementState
	judgeAt map[int64]int
}

// row is the submission's row, empty when it is not on the board (not
// submitted).
func (g judgementGrid) row(submission int64) judgementRow {
	s, ok := g.submissionAt[submission]
	if !ok {
		return judgementRow{}
	}
	n := len(g.judgeAt)
	return judgementRow{g.cells[s*n : (s+1)*n], g.judgeAt}
}

// of is the judge's cell, nil when the judge or the submission is not on
// the board (an inactive judge, a submission not submitted).
func (r judgementRow) of(judge int64) *JudgementState {
	j, ok := r.judgeAt[judge]
	if !ok || r.cells == nil {
		return nil
	}
	return &r.cells[j]
}

// state is the judge's judgement of the submission, zero when either is
// not on the board.
func (g judgementGrid) state(submission, judge int64) JudgementState {
	if j := g.row(submission).of(judge); j != nil {
		return *j
	}
	return JudgementState{}
}
