package domain_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/hackforge/hackforge/domain"
)

func TestParticipantStatusValid(t *testing.T) {
	for _, s := range domain.ParticipantStatuses {
		assert.True(t, s.Valid(), s)
	}
	assert.False(t, domain.ParticipantStatus("registered").Valid())
	assert.False(t, domain.ParticipantStatus("").Valid())
}
