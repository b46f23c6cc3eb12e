package rest_test

import (
	"encoding/json"
	"mime"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/api/rest"
)

func TestAccountDataDownloadsThePersonsOwnDataAsAnAttachment(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	u := env.NewUser(t, "dora")

	r := u.Client.Do(http.MethodGet, "/api/v1/users/me/data/", nil)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	assert.Equal(t, "application/json", r.Header.Get("Content-Type"))
	disposition, params, err := mime.ParseMediaType(r.Header.Get("Content-Disposition"))
	require.NoError(t, err)
	assert.Equal(t, "attachment", disposition)
	assert.Equal(t, rest.AccountDataFilename(u.Email), params["filename"])
	var body struct {
		Data map[string][]map[string]any `json:"data"`
	}
	require.NoError(t, json.Unmarshal(r.Body, &body))
	require.Len(t, body.Data["user"], 1)
	assert.Equal(t, u.Email, body.Data["user"][0]["email"])
	assert.NotEmpty(t, body.Data["sign_in_tokens"], "the token this request used")
	assert.NotContains(t, string(r.Body), "password_hash")
	assert.NotContains(t, string(r.Body), "token_hash")

	assert.Equal(t, http.StatusUnauthorized, env.Client(t).Do(http.MethodGet, "/api/v1/users/me/data/", nil).Status)
}

func TestAccountDataFilenameKeepsTheUsernameReadable(t *testing.T) {
	assert.Equal(t, "hackforge-data-ada@example.com.json", rest.AccountDataFilename("ada@example.com"))
	assert.Equal(t, "hackforge-data-a-b-c@example.com.json", rest.AccountDataFilename(`a b"/c@example.com`))
}
