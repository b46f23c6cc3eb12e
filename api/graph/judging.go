package graph

import (
	"context"
	"fmt"
	"strings"

	"github.com/hackforge/hackforge/api/access"
	"github.com/hackforge/hackforge/api/graph/model"
	"github.com/hackforge/hackforge/api/loaders"
	"github.com/hackforge/hackforge/api/validate"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// Limits of judging criteria.
const (
	maxCriterionName        = 200
	maxCriterionDescription = 2000
	maxCriterionScore       = 1000
	maxCriteriaPerBatch     = 50
	maxJudgesPerSubmission  = 100
)

// judgingHackathon loads a hackathon whose judging the caller manages.
func judgingHackathon(ctx context.Context, hackathonID int64) (*store.HackathonView, error) {
	if _, err := signedInViewerID(ctx); err != nil {
		return nil, err
	}
	v, err := visibleHackathon(ctx, hackathonID, "")
	if err == nil && !access.CanManageJudging(v.HackathonRoles) {
		err = domain.ErrForbidden
	}
	return v, err
}

// signedInHackathon loads a hackathon the signed-in caller may see.
func signedInHackathon(ctx context.Context, hackathonID int64) (*store.HackathonView, error) {
	if _, err := signedInViewerID(ctx); err != nil {
		return nil, err
	}
	return visibleHackathon(ctx, hackathonID, "")
}

// criterionFields checks a criterion's fields; prefix names the batch entry.
func criterionFields(errs *validate.Errors, prefix string, in model.JudgingCriterionFields) store.CriterionFields {
	f := store.CriterionFields{
		Name:        errs.Required(prefix+"name", in.Name),
		Description: strings.TrimSpace(deref(in.Description)),
		Type:        domain.CriteriaScore,
	}
	errs.MaxLength(prefix+"name", f.Name, maxCriterionName)
	errs.MaxLength(prefix+"description", f.Description, maxCriterionDescription)
	if in.MaxScore < 1 || in.MaxScore > maxCriterionScore {
		errs.Add(prefix+"maxScore", "The maximum score is a whole number from 1 to %d.", maxCriterionScore)
	} else {
		f.MaxScore = int32(in.MaxScore)
	}
	if in.Type != nil {
		if !in.Type.Valid() {
			errs.Add(prefix+"type", "Choose a criterion type.")
		}
		f.Type = *in.Type
	}
	return f
}

// criterionRow reads a criterion and checks that the caller manages its hackathon.
func (r *Resolver) criterionRow(ctx context.Context, id int64) (store.JudgingCriterion, error) {
	if _, err := signedInViewerID(ctx); err != nil {
		return store.JudgingCriterion{}, err
	}
	c, err := r.Store.JudgingCriterion(ctx, id)
	if err != nil {
		return c, err
	}
	_, err = judgingHackathon(ctx, c.HackathonID)
	return c, err
}

// judgingSubmission is a submitted submission with its hackathon and board,
// as the caller may see it for judging: organizers any, a judge those
// assigned to them in JUDGING and COMPLETE.
type judgingSubmission struct {
	sub   store.BoardSubmission
	h     *store.HackathonView
	board store.JudgingBoard
}

func (r *Resolver) submissionForJudging(ctx context.Context, id int64) (judgingSubmission, error) {
	var out judgingSubmission
	me, err := signedInViewerID(ctx)
	if err != nil {
		return out, err
	}
	sub, err := r.Store.JudgedSubmission(ctx, id)
	if err != nil {
		return out, err
	}
	if out.h, err = visibleHackathon(ctx, sub.HackathonID, ""); err != nil {
		return out, err
	}
	if !access.CanSeeSubmissionsForJudging(out.h.HackathonRoles, out.h.Hackathon) {
		return out, domain.ErrForbidden
	}
	if out.board, err = loaders.For(ctx).JudgingBoard.Load(ctx, sub.HackathonID); err != nil {
		return out, err
	}
	var ok bool
	if out.sub, ok = out.board.Submission(sub.ID); !ok {
		return out, domain.ErrNotFound // not submitted
	}
	if !access.CanManageJudging(out.h.HackathonRoles) && !out.board.IsAssigned(sub.ID, me) {
		return out, domain.ErrForbidden // not theirs, or their own team's
	}
	return out, nil
}

// scoresOf lists the judges' scores of a submission (only judge's when
// judge is not 0), by judge then criterion position.
func (r *Resolver) scoresOf(ctx context.Context, b store.JudgingBoard, submission, judge int64) ([]model.JudgingScore, error) {
	saved, err := savedScores(ctx, r.Store, submission)
	if err != nil {
		return nil, err
	}
	out := []model.JudgingScore{}
	for _, j := range b.Judges {
		if judge != 0 && j.UserID != judge {
			continue
		}
		for i := range b.Criteria {
			c := &b.Criteria[i]
			if sc, ok := saved[[2]int64{j.UserID, c.ID}]; ok {
				out = append(out, model.JudgingScore{
					ID: sc.ID, Score: int(sc.Score), Completed: b.IsCompleted(submission, j.UserID),
					Criteria: c, JudgeID: j.UserID, JudgeName: j.Name,
				})
			}
		}
	}
	return out, nil
}

// savedScores reads a submission's scores, keyed by {judge, criterion}.
func savedScores(ctx context.Context, st *store.Store, submission int64) (map[[2]int64]record.JudgingScore, error) {
	rows, err := st.SubmissionScores(ctx, submission)
	if err != nil {
		return nil, err
	}
	out := make(map[[2]int64]record.JudgingScore, len(rows))
	for _, sc := range rows {
		out[[2]int64{sc.JudgeID, sc.CriteriaID}] = sc
	}
	return out, nil
}

// scoreInputs checks a batch of scores against the hackathon's criteria:
// each an integer from 0 to the criterion's maxScore, each criterion once.
func scoreInputs(b store.JudgingBoard, in []model.JudgingScoreInput) ([]store.Score, error) {
	var errs validate.Errors
	byID := map[int64]store.JudgingCriterion{}
	for _, c := range b.Criteria {
		byID[c.ID] = c
	}
	seen := map[int64]bool{}
	var out []store.Score
	for i, s := range in {
		field := fmt.Sprintf("scores.%d.score", i)
		c, ok := byID[s.CriteriaID]
		switch {
		case !ok:
			errs.Add(fmt.Sprintf("scores.%d.criteriaId", i), "This criterion is not one of the hackathon's.")
		case seen[c.ID]:
			errs.Add(fmt.Sprintf("scores.%d.criteriaId", i), "%s is scored twice.", c.Name)
		case s.Score < 0 || s.Score > int(c.MaxScore):
			errs.Add(field, "%s: the score is a whole number from 0 to %d.", c.Name, c.MaxScore)
		default:
			out = append(out, store.Score{CriterionID: c.ID, Score: int32(s.Score)})
		}
		seen[s.CriteriaID] = true
	}
	return out, errs.Err()
}

// popularVote builds the hackathon's popular vote as the viewer sees it.
func (r *Resolver) popularVote(ctx context.Context, h *store.HackathonView, viewerID int64) (*model.PopularVote, error) {
	board, err := loaders.For(ctx).JudgingBoard.Load(ctx, h.ID)
	if err != nil {
		return nil, err
	}
	votes, err := r.Store.PopularVotesOf(ctx, h.ID, viewerID)
	if err != nil {
		return nil, err
	}
	prefetchTeamsOf(ctx, board)
	pv := &model.PopularVote{
		HackathonID: h.ID, Open: h.Phase == domain.PhasePopularVote,
		CountsVisible: access.PopularVoteCountsVisible(h.Hackathon),
		CanVote:       access.CanCastPopularVote(h.HackathonRoles, h.Hackathon),
		Entries:       []model.PopularVoteEntry{},
	}
	myTeam, hasTeam := board.TeamOf[viewerID]
	for i := range board.Submissions {
		s := &board.Submissions[i].Submission
		e := model.PopularVoteEntry{Submission: s, CategoryID: s.CategoryID, MyVote: votes.Mine[s.CategoryID] == s.ID, OwnTeam: hasTeam && myTeam == s.TeamID}
		if pv.CountsVisible {
			e.Votes = ptr(votes.Counts[s.ID])
		}
		pv.Entries = append(pv.Entries, e)
	}
	return pv, nil
}

// prefetchTeamsOf loads the teams and categories of the board's submissions
// in one batch each, ahead of the list's team and competitionCategory
// fields: left to the loaders, 300 concurrently resolved fields can spread
// over several batches.
func prefetchTeamsOf(ctx context.Context, b store.JudgingBoard) {
	teams := make([]int64, 0, len(b.Submissions))
	for _, s := range b.Submissions {
		teams = append(teams, s.TeamID)
	}
	categories := make([]int64, 0, len(b.Categories))
	for _, c := range b.Categories {
		categories = append(categories, c.ID)
	}
	l := loaders.For(ctx)
	// A failure shows again, with its field, where the field is resolved.
	_, _ = l.Team.LoadAll(ctx, teams)
	_, _ = l.CompetitionCategory.LoadAll(ctx, categories)
}

// judgingBoardOf reads the board of a submission's hackathon, with the
// caller's roles there.
func judgingBoardOf(ctx context.Context, sub *record.Submission) (store.JudgingBoard, *store.HackathonView, error) {
	v, err := loaders.For(ctx).Hackathon.Load(ctx, sub.HackathonID)
	if err != nil {
		return store.JudgingBoard{}, nil, err
	}
	b, err := loaders.For(ctx).JudgingBoard.Load(ctx, sub.HackathonID)
	return b, &v, err
}

// canScore: the caller may score the submission now.
func canScore(ctx context.Context, sub *record.Submission) (bool, error) {
	b, v, err := judgingBoardOf(ctx, sub)
	if err != nil {
		return false, err
	}
	return access.CanScoreSubmission(v.HackathonRoles, v.Hackathon, b.IsAssigned(sub.ID, viewerID(ctx))), nil
}

// seesJudging: the caller manages the judging or judges the submission.
func seesJudging(ctx context.Context, b store.JudgingBoard, v *store.HackathonView, sub *record.Submission) bool {
	return access.CanManageJudging(v.HackathonRoles) || b.IsAssigned(sub.ID, viewerID(ctx))
}

// judgingResults builds the results from the board; judges' progress only
// for organizers.
func judgingResults(b store.JudgingBoard, organizer bool) *model.JudgingResults {
	out := &model.JudgingResults{HackathonID: b.HackathonID, MaxScore: b.MaxScore(), Categories: []model.CategoryResults{}, Judges: []model.JudgeProgress{}}
	byID := make(map[int64]*store.BoardSubmission, len(b.Submissions))
	for i := range b.Submissions {
		byID[b.Submissions[i].ID] = &b.Submissions[i]
	}
	for _, c := range b.Results() {
		out.Categories = append(out.Categories, model.CategoryResults{
			CategoryID: c.Category.ID, CategoryName: c.Category.Name, Standings: standingColumns(c.Standings, byID),
		})
	}
	if organizer {
		for _, p := range b.JudgeProgress() {
			out.Judges = append(out.Judges, model.JudgeProgress{JudgeID: p.UserID, JudgeName: p.Name, Completed: p.Completed, Assigned: p.Assigned})
		}
	}
	return out
}

// standingColumns lays a category's standings out as columns.
func standingColumns(standings []domain.Standing, byID map[int64]*store.BoardSubmission) *model.JudgingStandingColumns {
	n := len(standings)
	out := &model.JudgingStandingColumns{
		Count: n, SubmissionID: make([]int64, n), TeamID: make([]int64, n), TeamName: make([]string, n),
		Rank: make([]int, n), Tied: make([]bool, n), Judged: make([]int, n), RawScore: make([]float64, n), NormalizedScore: make([]float64, n),
	}
	for i, s := range standings {
		sub := byID[s.Submission]
		out.SubmissionID[i], out.TeamID[i], out.TeamName[i] = sub.ID, sub.TeamID, sub.TeamName
		out.Rank[i], out.Tied[i], out.Judged[i] = s.Rank, s.Tied, s.Judged
		out.RawScore[i], out.NormalizedScore[i] = s.Raw, s.Normalised
	}
	return out
}

// everyCriterionScored: a judgment is completed only with a score for
// every criterion, those saved before and those of this batch.
func everyCriterionScored(ctx context.Context, st *store.Store, b store.JudgingBoard, submission, judge int64, batch []store.Score) error {
	saved, err := savedScores(ctx, st, submission)
	if err != nil {
		return err
	}
	given := map[int64]bool{}
	for _, s := range batch {
		given[s.CriterionID] = true
	}
	for _, c := range b.Criteria {
		if _, ok := saved[[2]int64{judge, c.ID}]; !ok && !given[c.ID] {
			return domain.Invalid("completed", "Score %s before marking the submission completed.", c.Name)
		}
	}
	return nil
}

// popularVoteSubmission reads a submission of the popular vote with its
// hackathon, when the caller may do what allowed checks.
func popularVoteSubmission(ctx context.Context, s *store.Store, id int64, allowed func(access.Roles, record.Hackathon) bool) (record.Submission, *store.HackathonView, error) {
	sub, err := s.JudgedSubmission(ctx, id)
	if err != nil {
		return sub, nil, err
	}
	h, err := visibleHackathon(ctx, sub.HackathonID, "")
	if err != nil {
		return sub, nil, err
	}
	if !allowed(h.HackathonRoles, h.Hackathon) {
		return sub, nil, domain.ErrForbidden
	}
	return sub, h, nil
}
