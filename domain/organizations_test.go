package domain

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestOrganizationHostsHackathonsNamesThem(t *testing.T) {
	err := OrganizationHostsHackathons([]string{"Spring Jam"})
	assert.True(t, errors.Is(err, ErrConflict))
	assert.Equal(t, `This organization still hosts the hackathon "Spring Jam". Delete it first: an organization is deleted only once it hosts none.`, err.(*Error).Message)
	assert.Contains(t, OrganizationHostsHackathons([]string{"A", "B"}).Error(), `the hackathons "A", "B". Delete them first`)
}
