package domain

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestOrganizationHostsHackathonsNamesThem(t *testing.T) {
	err := OrganizationHostsHackathons([]string{"Spring Jam"})
	var e *Error
	require.ErrorAs(t, err, &e)
	assert.True(t, errors.Is(err, ErrConflict))
	assert.Equal(t, `This organization still hosts the hackathon "Spring Jam". Delete it first: an organization is deleted only once it hosts none.`, e.Message)
	assert.Contains(t, OrganizationHostsHackathons([]string{"A", "B"}).Error(), `the hackathons "A", "B". Delete them first`)
}
