package store

import (
	"context"
	"slices"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/internal/db"
	"github.com/hackforge/hackforge/store/record"
)

// JudgingCriterion is one criterion of a hackathon's judging.
type JudgingCriterion = record.JudgingCriterium

// CriterionFields are what organizers set on a criterion.
type CriterionFields struct {
	Name, Description string
	MaxScore          int32
	Type              domain.JudgingCriteriaType
}

// JudgingCriteria lists the hackathon's criteria in order.
func (s *Store) JudgingCriteria(ctx context.Context, hackathonID int64) ([]JudgingCriterion, error) {
	rows, err := s.q.ListJudgingCriteria(ctx, []int64{hackathonID})
	if rows == nil {
		rows = []JudgingCriterion{}
	}
	return rows, err
}

// JudgingCriterion reads one criterion.
func (s *Store) JudgingCriterion(ctx context.Context, id int64) (JudgingCriterion, error) {
	c, err := s.q.GetJudgingCriterion(ctx, id)
	return c, notFound(err)
}

// errScoresExist: a change of the criteria once scoring started needs the
// organizer's confirmation (the web app asks, then sends confirm: true).
func errScoresExist() error {
	return domain.Conflict("confirm", "Judges have started scoring. Confirm to change the criteria: the scores of changed or removed criteria are discarded, the others are kept.")
}

// CreateJudgingCriteria adds criteria after the hackathon's others, in order.
func (s *Store) CreateJudgingCriteria(ctx context.Context, hackathonID int64, fields []CriterionFields) ([]JudgingCriterion, error) {
	var out []JudgingCriterion
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		if err := tx.q.LockHackathonJudging(ctx, hackathonID); err != nil {
			return notFound(err)
		}
		for _, f := range fields {
			c, err := tx.q.CreateJudgingCriterion(ctx, db.CreateJudgingCriterionParams{
				HackathonID: hackathonID, Name: f.Name, Description: f.Description, MaxScore: f.MaxScore, Type: f.Type,
			})
			if err != nil {
				return err
			}
			out = append(out, c)
		}
		return nil
	})
	return out, err
}

// UpdateJudgingCriterion changes a criterion. Once any score exists in the
// hackathon it needs confirm; a criterion whose maxScore or type changes
// loses its scores, and the judgments that scored it are open again. The
// scores of the other criteria, and of this one when only its wording
// changes, are kept.
func (s *Store) UpdateJudgingCriterion(ctx context.Context, current JudgingCriterion, f CriterionFields, confirm bool) (JudgingCriterion, error) {
	var out JudgingCriterion
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		if err := tx.q.LockHackathonJudging(ctx, current.HackathonID); err != nil {
			return notFound(err)
		}
		scored, err := tx.q.HackathonHasScores(ctx, current.HackathonID)
		if err != nil {
			return err
		}
		if scored && !confirm {
			return errScoresExist()
		}
		if f.MaxScore != current.MaxScore || f.Type != current.Type {
			if err := tx.q.ReopenCriterionCompletions(ctx, current.ID); err != nil {
				return err
			}
			if err := tx.q.DeleteCriterionScores(ctx, current.ID); err != nil {
				return err
			}
		}
		out, err = tx.q.UpdateJudgingCriterion(ctx, db.UpdateJudgingCriterionParams{
			ID: current.ID, Name: f.Name, Description: f.Description, MaxScore: f.MaxScore, Type: f.Type,
		})
		return notFound(err)
	})
	return out, err
}

// DeleteJudgingCriterion removes a criterion and its scores; once any score
// exists in the hackathon it needs confirm.
func (s *Store) DeleteJudgingCriterion(ctx context.Context, c JudgingCriterion, confirm bool) error {
	return s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		if err := tx.q.LockHackathonJudging(ctx, c.HackathonID); err != nil {
			return notFound(err)
		}
		scored, err := tx.q.HackathonHasScores(ctx, c.HackathonID)
		if err != nil {
			return err
		}
		if scored && !confirm {
			return errScoresExist()
		}
		return tx.q.DeleteJudgingCriterion(ctx, c.ID)
	})
}

// ReorderJudgingCriteria sets the order of all the hackathon's criteria;
// ids must name each of them once.
func (s *Store) ReorderJudgingCriteria(ctx context.Context, hackathonID int64, ids []int64) ([]JudgingCriterion, error) {
	var out []JudgingCriterion
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		if err := tx.q.LockHackathonJudging(ctx, hackathonID); err != nil {
			return notFound(err)
		}
		current, err := tx.JudgingCriteria(ctx, hackathonID)
		if err != nil {
			return err
		}
		have := make([]int64, len(current))
		for i, c := range current {
			have[i] = c.ID
		}
		slices.Sort(have)
		given := slices.Sorted(slices.Values(ids))
		if !slices.Equal(have, given) {
			return domain.Invalid("criteriaIds", "Give every criterion of the hackathon once, in the new order.")
		}
		if err := tx.q.ReorderJudgingCriteria(ctx, db.ReorderJudgingCriteriaParams{Ids: ids, HackathonID: hackathonID}); err != nil {
			return err
		}
		out, err = tx.JudgingCriteria(ctx, hackathonID)
		return err
	})
	return out, err
}

// SetJudgesPerSubmission sets the assignment mode: 0 for every judge on
// every submission, k for k judges per submission.
func (s *Store) SetJudgesPerSubmission(ctx context.Context, hackathonID int64, k int) error {
	var value *int32
	if k > 0 {
		v := int32(k)
		value = &v
	}
	return s.q.SetJudgesPerSubmission(ctx, db.SetJudgesPerSubmissionParams{ID: hackathonID, JudgesPerSubmission: value})
}

// Score is one criterion's score in a batch.
type Score struct {
	CriterionID int64
	Score       int32
}

// SaveScores writes a judge's scores of a submission and, when completed is
// given, marks the judgment completed or open, in one transaction.
func (s *Store) SaveScores(ctx context.Context, sub record.Submission, judgeID int64, scores []Score, completed *bool) error {
	return s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		if len(scores) > 0 {
			p := db.UpsertJudgingScoresParams{HackathonID: sub.HackathonID, SubmissionID: sub.ID, JudgeID: judgeID}
			for _, sc := range scores {
				p.CriteriaIds = append(p.CriteriaIds, sc.CriterionID)
				p.Scores = append(p.Scores, sc.Score)
			}
			if err := tx.q.UpsertJudgingScores(ctx, p); err != nil {
				return err
			}
		}
		switch {
		case completed == nil:
			return nil
		case *completed:
			return tx.q.SetJudgingCompleted(ctx, db.SetJudgingCompletedParams{HackathonID: sub.HackathonID, SubmissionID: sub.ID, JudgeID: judgeID})
		default:
			return tx.q.ClearJudgingCompleted(ctx, db.ClearJudgingCompletedParams{SubmissionID: sub.ID, JudgeID: judgeID})
		}
	})
}

// JudgedSubmission reads a submission by id, for judging and voting.
func (s *Store) JudgedSubmission(ctx context.Context, id int64) (record.Submission, error) {
	sub, err := s.q.GetBoardSubmission(ctx, id)
	return sub, notFound(err)
}

// SubmissionScores lists a submission's single scores, by judge then criterion id.
func (s *Store) SubmissionScores(ctx context.Context, submissionID int64) ([]record.JudgingScore, error) {
	return s.q.ListSubmissionScores(ctx, submissionID)
}

// CastPopularVote records the voter's vote in the submission's category,
// replacing their earlier vote there. A vote for the voter's own team is
// refused on submissionId (by the database, migration 000034, so that
// joining the team at the same moment cannot slip past the check).
func (s *Store) CastPopularVote(ctx context.Context, sub record.Submission, voterID int64) error {
	err := s.q.UpsertPopularVote(ctx, db.UpsertPopularVoteParams{
		HackathonID: sub.HackathonID, CategoryID: sub.CategoryID, SubmissionID: sub.ID, VoterID: voterID,
	})
	if violates(err, "popular_votes_not_own_team") {
		return domain.Invalid("submissionId", "You cannot vote for your own team.")
	}
	return err
}

// PopularVotes are a hackathon's votes: the count per submission and the
// voter's submission per category.
type PopularVotes struct {
	Counts map[int64]int
	Mine   map[int64]int64 // category id -> submission id
}

// PopularVotesOf reads the hackathon's votes in one statement.
func (s *Store) PopularVotesOf(ctx context.Context, hackathonID, voterID int64) (PopularVotes, error) {
	rows, err := s.q.ListPopularVotes(ctx, hackathonID)
	out := PopularVotes{Counts: map[int64]int{}, Mine: map[int64]int64{}}
	for _, r := range rows {
		out.Counts[r.SubmissionID]++
		if r.VoterID == voterID {
			out.Mine[r.CategoryID] = r.SubmissionID
		}
	}
	return out, err
}
