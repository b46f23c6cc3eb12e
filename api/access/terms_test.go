package access

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/hackforge/hackforge/domain"
)

func TestTermsRules(t *testing.T) {
	inviteOnly := hackathon(domain.AllowInviteOnly)
	cases := []struct {
		name                   string
		roles                  Roles
		token                  string
		publish, accept, agree bool
	}{
		{"creator", creator, "", true, false, false},
		{"manager", manager, "", true, false, false},
		{"participant", participant, "", false, true, true},
		{"banned", banned, "secret-token", false, false, false},
		{"mentor", mentor, "", false, false, false},
		{"mentor with the share token", mentor, "secret-token", false, true, false},
		{"no role with the share token", anonymous, "secret-token", false, true, false},
		{"no role, wrong token", anonymous, "guess", false, false, false},
	}
	for _, c := range cases {
		assert.Equal(t, c.publish, CanPublishTerms(c.roles), "publish: %s", c.name)
		assert.Equal(t, c.accept, CanAcceptTerms(c.roles, inviteOnly, c.token), "accept: %s", c.name)
		// agree: participant features open once nothing is outstanding
		assert.Equal(t, c.agree, CheckParticipantFeatures(c.roles, TermsGate{}) == nil, "features: %s", c.name)
	}
}

func TestTermsGate(t *testing.T) {
	cases := []struct {
		name        string
		gate        TermsGate
		outstanding bool
	}{
		{"not required", TermsGate{Published: true}, false},
		{"required, nothing published", TermsGate{Required: true}, false},
		{"required, published, not accepted", TermsGate{Required: true, Published: true}, true},
		{"required, latest accepted", TermsGate{Required: true, Published: true, AcceptedLatest: true}, false},
	}
	for _, c := range cases {
		assert.Equal(t, c.outstanding, c.gate.Outstanding(), c.name)
		err := CheckParticipantFeatures(participant, c.gate)
		if c.outstanding {
			assert.ErrorIs(t, err, ErrTermsNotAccepted, c.name)
			e, _ := domain.AsError(err)
			assert.Equal(t, "terms", e.Field)
		} else {
			assert.NoError(t, err, c.name)
		}
	}
	assert.ErrorIs(t, CheckParticipantFeatures(banned, TermsGate{}), domain.ErrForbidden, "banned participants have no participant features")
}
