package graph

import (
	"context"
	"errors"
	"strings"

	"github.com/hackforge/hackforge/api/access"
	"github.com/hackforge/hackforge/api/graph/model"
	"github.com/hackforge/hackforge/api/live"
	"github.com/hackforge/hackforge/api/validate"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// Limits of the gamification fields.
const (
	maxCompetitionName        = 200
	maxCompetitionDescription = 2000
	maxItemScore              = 10000
	maxScoreReason            = 1000
	maxScoreLog               = 500
	defaultScoreLog           = 100
	maxContestants            = 20
)

// competitionOf reads a competition and its hackathon, and checks the
// caller's rule there.
func competitionOf(ctx context.Context, s *store.Store, id int64, rule func(access.Roles) bool) (store.Competition, *store.HackathonView, error) {
	if _, err := signedInViewerID(ctx); err != nil {
		return store.Competition{}, nil, err
	}
	c, err := s.Competition(ctx, id)
	if err != nil {
		return c, nil, err
	}
	h, err := hackathonFor(ctx, c.HackathonID, rule)
	return c, h, err
}

// itemOf reads a scorable item with its competition and hackathon, and
// checks the caller's rule there.
func itemOf(ctx context.Context, s *store.Store, id int64, rule func(access.Roles) bool) (record.ScorableItem, *store.HackathonView, error) {
	if _, err := signedInViewerID(ctx); err != nil {
		return record.ScorableItem{}, nil, err
	}
	it, err := s.ScorableItem(ctx, id)
	if err != nil {
		return it, nil, err
	}
	_, h, err := competitionOf(ctx, s, it.CompetitionID, rule)
	return it, h, err
}

// competitionFields checks a competition's name and description.
func competitionFields(name string, description *string) (string, string, error) {
	var errs validate.Errors
	name = errs.Required("name", name)
	errs.MaxLength("name", name, maxCompetitionName)
	d := strings.TrimSpace(deref(description))
	errs.MaxLength("description", d, maxCompetitionDescription)
	return name, d, errs.Err()
}

// itemFields checks a scorable item's fields.
func itemFields(name string, description *string, maxScore int) (string, string, error) {
	var errs validate.Errors
	name = errs.Required("name", name)
	errs.MaxLength("name", name, maxCompetitionName)
	d := strings.TrimSpace(deref(description))
	errs.MaxLength("description", d, maxCompetitionDescription)
	if maxScore < 1 || maxScore > maxItemScore {
		errs.Add("maxScore", "The maximum score is a whole number from 1 to %d.", maxItemScore)
	}
	return name, d, errs.Err()
}

// checkScore: a score is an integer from 0 to the item's maxScore.
func checkScore(errs *validate.Errors, score int, item record.ScorableItem) {
	if score < 0 || score > int(item.MaxScore) {
		errs.Add("score", "The score is a whole number from 0 to %d.", item.MaxScore)
	}
}

// scoreOf shows a score entry; the participant's name comes from the store.
func scoreOf(e store.ScoreEntry) model.Score {
	s := e.Score
	out := model.Score{
		ID: s.ID, CompetitionID: s.CompetitionID, ScorableItemID: s.ScorableItemID, Score: int(s.Score),
		CorrectsID: s.CorrectsID, Reason: s.Reason, CreatedAt: s.CreatedAt,
		Participant: &model.Contestant{ID: s.ParticipantID, DisplayName: displayName(record.User{FirstName: e.FirstName, LastName: e.LastName})},
		AwardedBy:   displayName(record.User{FirstName: e.AwarderFirstName, LastName: e.AwarderLastName}),
	}
	return out
}

// writtenScore reads back the entry just written with its names.
func writtenScore(ctx context.Context, s *store.Store, sc record.Score) (*model.ScorePayload, error) {
	entries, err := s.Scores(ctx, sc.CompetitionID, &sc.ParticipantID, 1)
	if err != nil {
		return nil, err
	}
	for _, e := range entries {
		if e.Score.ID == sc.ID {
			shown := scoreOf(e)
			return &model.ScorePayload{Score: &shown}, nil
		}
	}
	return nil, errors.New("the score written is not in the log")
}

// contestantOf shows a participant to score.
func contestantOf(id int64, first, last string) model.Contestant {
	return model.Contestant{ID: id, DisplayName: displayName(record.User{FirstName: first, LastName: last})}
}

// totalOf shows a leaderboard row.
func totalOf(r store.LeaderboardRow) model.ScoreTotal {
	c := contestantOf(r.ParticipantID, r.FirstName, r.LastName)
	return model.ScoreTotal{Rank: int(r.Rank), Participant: &c, Total: int(r.Total)}
}

// leaderboardFor renders the competition's board for the caller (the
// queries; the subscription shares the hub's boards instead).
func leaderboardFor(ctx context.Context, s *store.Store, competitionID int64) (live.Leaderboard, error) {
	b, err := live.Render(ctx, s, competitionID)
	if err != nil {
		return live.Leaderboard{}, err
	}
	return live.Leaderboard{ID: competitionID, Board: b, UserID: viewerID(ctx)}, nil
}

// asCheckInCodeField names the check-in code errors after the field
// "checkInCode" of the contestants query.
func asCheckInCodeField(err error) error {
	var de *domain.Error
	if errors.As(err, &de) && de.Field == "code" {
		moved := *de
		moved.Field = "checkInCode"
		return &moved
	}
	return err
}
