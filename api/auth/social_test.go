package auth_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/auth"
)

func TestParseSocialProviders(t *testing.T) {
	ps, err := auth.ParseSocialProviders("")
	require.NoError(t, err)
	assert.Empty(t, ps)

	ps, err = auth.ParseSocialProviders(`[
		{"name":"Google","issuer":"https://accounts.google.com","clientId":"abc","jwksUrl":"https://www.googleapis.com/oauth2/v3/certs"},
		{"name":"Local","issuer":"http://127.0.0.1:9000","clientId":"hf","jwksUrl":"http://127.0.0.1:9000/keys","authorizationUrl":"http://127.0.0.1:9000/auth"}]`)
	require.NoError(t, err)
	require.Len(t, ps, 2)
	assert.Equal(t, "abc", ps[0].ClientID)
	assert.Equal(t, "http://127.0.0.1:9000/auth", ps[1].AuthorizationURL)

	for name, text := range map[string]string{
		"not JSON":        `{`,
		"missing client":  `[{"name":"G","issuer":"https://g","jwksUrl":"https://g/k"}]`,
		"not a URL":       `[{"name":"G","issuer":"g","clientId":"c","jwksUrl":"https://g/k"}]`,
		"unknown field":   `[{"name":"G","issuer":"https://g","clientId":"c","jwksUrl":"https://g/k","secret":"x"}]`,
		"issuer twice":    `[{"name":"G","issuer":"https://g","clientId":"c","jwksUrl":"https://g/k"},{"name":"H","issuer":"https://g","clientId":"c","jwksUrl":"https://g/k"}]`,
		"javascript auth": `[{"name":"G","issuer":"https://g","clientId":"c","jwksUrl":"https://g/k","authorizationUrl":"javascript:alert(1)"}]`,
	} {
		_, err := auth.ParseSocialProviders(text)
		assert.Error(t, err, name)
	}
}
