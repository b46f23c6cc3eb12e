package store

import (
	"context"
	"errors"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/internal/db"
	"github.com/hackforge/hackforge/store/record"
)

// Competition is a hackathon's competition with its scorable items.
type Competition struct {
	record.Competition
	Items []record.ScorableItem
}

// Competitions lists the hackathon's competitions with their items (two
// statements).
func (s *Store) Competitions(ctx context.Context, hackathonID int64) ([]Competition, error) {
	rows, err := s.q.ListCompetitions(ctx, hackathonID)
	if err != nil {
		return nil, err
	}
	return s.withItems(ctx, rows)
}

// Competition reads one competition with its items.
func (s *Store) Competition(ctx context.Context, id int64) (Competition, error) {
	row, err := s.q.GetCompetition(ctx, id)
	if err != nil {
		return Competition{}, notFound(err)
	}
	cs, err := s.withItems(ctx, []record.Competition{row})
	if err != nil {
		return Competition{}, err
	}
	return cs[0], nil
}

func (s *Store) withItems(ctx context.Context, rows []record.Competition) ([]Competition, error) {
	ids := make([]int64, len(rows))
	for i, r := range rows {
		ids[i] = r.ID
	}
	items, err := s.q.ListScorableItems(ctx, ids)
	if err != nil {
		return nil, err
	}
	byCompetition := map[int64][]record.ScorableItem{}
	for _, it := range items {
		byCompetition[it.CompetitionID] = append(byCompetition[it.CompetitionID], it)
	}
	out := make([]Competition, len(rows))
	for i, r := range rows {
		out[i] = Competition{Competition: r, Items: byCompetition[r.ID]}
		if out[i].Items == nil {
			out[i].Items = []record.ScorableItem{}
		}
	}
	return out, nil
}

// CreateCompetition adds a competition to the hackathon.
func (s *Store) CreateCompetition(ctx context.Context, hackathonID int64, name, description string) (Competition, error) {
	c, err := s.q.CreateCompetition(ctx, db.CreateCompetitionParams{HackathonID: hackathonID, Name: name, Description: description})
	if err != nil {
		return Competition{}, err
	}
	return Competition{Competition: c, Items: []record.ScorableItem{}}, nil
}

// UpdateCompetition renames a competition.
func (s *Store) UpdateCompetition(ctx context.Context, id int64, name, description string) (Competition, error) {
	if _, err := s.q.UpdateCompetition(ctx, db.UpdateCompetitionParams{ID: id, Name: name, Description: description}); err != nil {
		return Competition{}, notFound(err)
	}
	return s.Competition(ctx, id)
}

// DeleteCompetition removes a competition with its items and scores.
func (s *Store) DeleteCompetition(ctx context.Context, id int64) error {
	return rowsOrNotFound(s.q.DeleteCompetition(ctx, id))
}

// ScorableItem reads one item.
func (s *Store) ScorableItem(ctx context.Context, id int64) (record.ScorableItem, error) {
	it, err := s.q.GetScorableItem(ctx, id)
	return it, notFound(err)
}

// ScorableItemFields are what an organizer sets on a scorable item.
type ScorableItemFields struct {
	Name, Description string
	MaxScore          int32
}

// CreateScorableItem adds an item to a competition.
func (s *Store) CreateScorableItem(ctx context.Context, competitionID int64, f ScorableItemFields) (record.ScorableItem, error) {
	return s.q.CreateScorableItem(ctx, db.CreateScorableItemParams{
		CompetitionID: competitionID, Name: f.Name, Description: f.Description, MaxScore: f.MaxScore,
	})
}

// UpdateScorableItem changes an item. Its maximum may not fall below a score
// a participant holds for it (Invalid on maxScore).
func (s *Store) UpdateScorableItem(ctx context.Context, id int64, f ScorableItemFields) (record.ScorableItem, error) {
	var it record.ScorableItem
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		held, err := tx.q.MaxCurrentScoreOfItem(ctx, id)
		if err != nil {
			return err
		}
		if held > f.MaxScore {
			return domain.Invalid("maxScore", "A participant holds %d points for this item: the maximum cannot be lower.", held)
		}
		it, err = tx.q.UpdateScorableItem(ctx, db.UpdateScorableItemParams{
			ID: id, Name: f.Name, Description: f.Description, MaxScore: f.MaxScore,
		})
		return notFound(err)
	})
	return it, err
}

// DeleteScorableItem removes an item and its scores.
func (s *Store) DeleteScorableItem(ctx context.Context, id int64) error {
	return rowsOrNotFound(s.q.DeleteScorableItem(ctx, id))
}

// Score reads one entry of the score log.
func (s *Store) Score(ctx context.Context, id int64) (record.Score, error) {
	sc, err := s.q.GetScore(ctx, id)
	return sc, notFound(err)
}

// LatestScore is the participant's entry for the item now, or
// domain.ErrNotFound before the first award.
func (s *Store) LatestScore(ctx context.Context, itemID, participantID int64) (record.Score, error) {
	sc, err := s.q.LatestScore(ctx, db.LatestScoreParams{ScorableItemID: itemID, ParticipantID: participantID})
	return sc, notFound(err)
}

// ErrAlreadyScored: the participant holds a score for the item; it changes
// only by a correction.
var ErrAlreadyScored = errors.New("already scored")

// AwardScore appends the first score of a participant for an item;
// awardedBy 0 names nobody (seeded data).
func (s *Store) AwardScore(ctx context.Context, item record.ScorableItem, participantID int64, score int32, awardedBy int64) (record.Score, error) {
	var by *int64
	if awardedBy != 0 {
		by = &awardedBy
	}
	sc, err := s.q.InsertScore(ctx, db.InsertScoreParams{
		CompetitionID: item.CompetitionID, ScorableItemID: item.ID, ParticipantID: participantID, Score: score, AwardedBy: by,
	})
	if isUniqueViolation(err) {
		return record.Score{}, ErrAlreadyScored
	}
	return sc, err
}

// CorrectScore appends a correction of the entry, which must be the
// participant's latest for its item (checked under a lock of that entry so
// that two corrections do not both claim to follow it).
func (s *Store) CorrectScore(ctx context.Context, corrected record.Score, score int32, reason string, awardedBy int64) (record.Score, error) {
	var out record.Score
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		if err := tx.lockKey(ctx, "score:%d:%d", corrected.ScorableItemID, corrected.ParticipantID); err != nil {
			return err
		}
		latest, err := tx.LatestScore(ctx, corrected.ScorableItemID, corrected.ParticipantID)
		if err != nil {
			return err
		}
		if latest.ID != corrected.ID {
			return domain.Invalid("scoreId", "This score has been corrected since; correct the latest entry.")
		}
		out, err = tx.q.InsertScore(ctx, db.InsertScoreParams{
			CompetitionID: corrected.CompetitionID, ScorableItemID: corrected.ScorableItemID, ParticipantID: corrected.ParticipantID,
			Score: score, CorrectsID: &corrected.ID, Reason: &reason, AwardedBy: &awardedBy,
		})
		return err
	})
	return out, err
}

// ScoreEntry is an entry of the score log with the names of its
// participant and awarder.
type ScoreEntry = db.ListScoresRow

// Scores lists the competition's score log, newest first, optionally of
// one participant.
func (s *Store) Scores(ctx context.Context, competitionID int64, participantID *int64, limit int) ([]ScoreEntry, error) {
	return s.q.ListScores(ctx, db.ListScoresParams{CompetitionID: competitionID, ParticipantID: participantID, Lim: int32(limit)})
}

// LeaderboardRow is a ranked participant's total.
type LeaderboardRow = db.LeaderboardTotalsRow

// LeaderboardNow ranks the competition's scored participants, counting the
// entries up to the newest it returns.
func (s *Store) LeaderboardNow(ctx context.Context, competitionID int64) (lastScoreID int64, rows []LeaderboardRow, err error) {
	if lastScoreID, err = s.q.LastScoreID(ctx, competitionID); err != nil {
		return 0, nil, err
	}
	rows, err = s.q.LeaderboardTotals(ctx, db.LeaderboardTotalsParams{CompetitionID: competitionID, UptoID: lastScoreID})
	return lastScoreID, rows, err
}

// Contestant is a participant to score.
type Contestant = db.SearchContestantsRow

// SearchContestants finds the hackathon's participants by name.
func (s *Store) SearchContestants(ctx context.Context, hackathonID int64, search string, limit int) ([]Contestant, error) {
	return s.q.SearchContestants(ctx, db.SearchContestantsParams{HackathonID: hackathonID, Search: likeEscape(search), Lim: int32(limit)})
}
