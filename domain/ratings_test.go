package domain

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestRatingFamilies(t *testing.T) {
	assert.True(t, RatingElevatorPitch.RatesTeams())
	assert.False(t, RatingTalent.RatesTeams())
	assert.False(t, RatingPeer.RatesTeams())
}

func TestValidRatingScore(t *testing.T) {
	for _, c := range []struct {
		score float64
		max   int32
		want  bool
	}{
		{0, 10, true}, {10, 10, true}, {7.5, 10, true}, {3.25, 5, true}, {7.3, 10, true},
		{-0.01, 10, false}, {10.01, 10, false}, {1.005, 10, false},
	} {
		assert.Equal(t, c.want, ValidRatingScore(c.score, c.max), "%v of %d", c.score, c.max)
	}
}
