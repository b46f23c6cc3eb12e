package domain

import "math"

// RatingFamily is the kind of a rating template (SPEC 3): talent ratings of
// participants by mentors, peer ratings between teammates, and
// elevator-pitch ratings of teams. Values are the GraphQL enum values and
// what Postgres stores.
type RatingFamily string

const (
	RatingTalent        RatingFamily = "TALENT"
	RatingPeer          RatingFamily = "PEER"
	RatingElevatorPitch RatingFamily = "ELEVATOR_PITCH"
)

// RatesTeams: the family's ratings are of teams (ratedTeam), not of people.
func (f RatingFamily) RatesTeams() bool { return f == RatingElevatorPitch }

// RatingType is how a criterion is rated: a score from 0 to its maxScore,
// or a text.
type RatingType string

const (
	RatingNumeric  RatingType = "NUMERIC"
	RatingFreeText RatingType = "FREE_TEXT"
)

// DefaultRatingMaxScore is a criterion's maximum when none is given (SPEC 9).
const DefaultRatingMaxScore = 10

// ValidRatingScore: a score is from 0 to max in steps of 0.01 (the column
// keeps two decimals).
func ValidRatingScore(score float64, max int32) bool {
	if score < 0 || score > float64(max) {
		return false
	}
	cents := score * 100
	return math.Abs(cents-math.Round(cents)) < 1e-6
}
