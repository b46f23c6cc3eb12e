package graph_test

import (
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api"
	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/api/auth"
	"github.com/hackforge/hackforge/domain"
)

const (
	sendFeedbackOp = `mutation($in: SendFeedbackInput!) { sendFeedback(input: $in) { success id } }`
	feedbackListOp = `query($kind: FeedbackKind, $search: String, $first: Int, $after: String) {
		feedback(kind: $kind, search: $search, first: $first, after: $after) {
			items { id kind message rating pageUrl created sender { id displayName email } }
			totalCount pageInfo { hasNextPage endCursor } } }`
)

type feedbackAnswer struct {
	Feedback struct {
		Items []struct {
			ID, Kind, Message, PageURL string
			Rating                     *int
			Sender                     struct {
				ID, DisplayName string
				Email           *string
			}
		}
		TotalCount int
		PageInfo   struct {
			HasNextPage bool
			EndCursor   string
		}
	}
}

func newAdmin(t *testing.T, env *apitest.Env) apitest.User {
	t.Helper()
	a := env.NewUser(t, "ada")
	_, err := env.Store.GrantPlatformRole(t.Context(), a.Email, domain.PlatformAdmin)
	require.NoError(t, err)
	return a
}

func TestFeedbackIsStoredThankedAndListedForAdmins(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	sender := env.NewUser(t, "fay")
	admin := newAdmin(t, env)
	marker := apitest.RandomString(6)

	var sent struct {
		SendFeedback struct {
			Success bool
			ID      string
		}
	}
	require.Empty(t, sender.Client.GraphQL(sendFeedbackOp, map[string]any{"in": map[string]any{
		"kind": "BUG", "message": "  The button " + marker + " does nothing  ", "rating": 2, "pageUrl": "/hackathon/3/detail?x=1",
	}}, &sent))
	assert.True(t, sent.SendFeedback.Success)
	require.Empty(t, sender.Client.GraphQL(sendFeedbackOp, map[string]any{"in": map[string]any{
		"kind": "PRAISE", "message": "Lovely " + marker, "pageUrl": "/dash",
	}}, nil))

	var list feedbackAnswer
	require.Empty(t, admin.Client.GraphQL(feedbackListOp, map[string]any{"search": marker}, &list))
	require.Equal(t, 2, list.Feedback.TotalCount)
	newest, bug := list.Feedback.Items[0], list.Feedback.Items[1]
	assert.Equal(t, "PRAISE", newest.Kind, "newest first")
	assert.Nil(t, newest.Rating)
	assert.Equal(t, sent.SendFeedback.ID, bug.ID)
	assert.Equal(t, "The button "+marker+" does nothing", bug.Message, "trimmed")
	assert.Equal(t, 2, *bug.Rating)
	assert.Equal(t, "/hackathon/3/detail?x=1", bug.PageURL)
	assert.Equal(t, fmt.Sprint(sender.ID), bug.Sender.ID)
	require.NotNil(t, bug.Sender.Email, "administrators see the sender's address")
	assert.Equal(t, sender.Email, *bug.Sender.Email)

	require.Empty(t, admin.Client.GraphQL(feedbackListOp, map[string]any{"search": marker, "kind": "BUG"}, &list))
	require.Len(t, list.Feedback.Items, 1, "the kind filter")
	assert.Equal(t, "BUG", list.Feedback.Items[0].Kind)
	require.Empty(t, admin.Client.GraphQL(feedbackListOp, map[string]any{"search": marker, "first": 1}, &list))
	assert.Len(t, list.Feedback.Items, 1)
	assert.True(t, list.Feedback.PageInfo.HasNextPage)
	require.Empty(t, admin.Client.GraphQL(feedbackListOp, map[string]any{"search": "%", "first": 1}, nil), "a search of % is literal")

	var inbox struct {
		MyNotifications struct {
			Items []struct{ Type, Title string }
		}
	}
	require.Empty(t, sender.Client.GraphQL(`query { myNotifications { items { type title } } }`, nil, &inbox))
	require.Len(t, inbox.MyNotifications.Items, 2, "one thank-you per piece")
	assert.Equal(t, "FEEDBACK_THANKS", inbox.MyNotifications.Items[0].Type)
	assert.Equal(t, "Thank you for your feedback", inbox.MyNotifications.Items[0].Title)

	var me struct {
		Me struct{ CanReadFeedback bool }
	}
	require.Empty(t, admin.Client.GraphQL(`query { me { canReadFeedback } }`, nil, &me))
	assert.True(t, me.Me.CanReadFeedback)
	require.Empty(t, sender.Client.GraphQL(`query { me { canReadFeedback } }`, nil, &me))
	assert.False(t, me.Me.CanReadFeedback)
	errs := sender.Client.GraphQL(feedbackListOp, nil, nil)
	require.Len(t, errs, 1)
	assert.Equal(t, "FORBIDDEN", errs[0].Extensions["code"], "the sender does not read the list")
}

func TestSendFeedbackNamesTheBadField(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	u := env.NewUser(t, "val")
	cases := []struct {
		name, field string
		in          map[string]any
	}{
		{"empty message", "message", map[string]any{"kind": "IDEA", "message": "   ", "pageUrl": "/"}},
		{"long message", "message", map[string]any{"kind": "IDEA", "message": strings.Repeat("a", domain.FeedbackMaxMessage+1), "pageUrl": "/"}},
		{"rating 0", "rating", map[string]any{"kind": "IDEA", "message": "m", "rating": 0, "pageUrl": "/"}},
		{"rating 6", "rating", map[string]any{"kind": "IDEA", "message": "m", "rating": 6, "pageUrl": "/"}},
		{"another site", "pageUrl", map[string]any{"kind": "IDEA", "message": "m", "pageUrl": "https://evil.example/"}},
		{"long page", "pageUrl", map[string]any{"kind": "IDEA", "message": "m", "pageUrl": "/" + strings.Repeat("p", domain.FeedbackMaxPageURL)}},
	}
	for _, c := range cases {
		errs := u.Client.GraphQL(sendFeedbackOp, map[string]any{"in": c.in}, nil)
		require.NotEmpty(t, errs, c.name)
		assert.Equal(t, "BAD_USER_INPUT", errs[0].Extensions["code"], c.name)
		assert.Equal(t, c.field, errs[0].Extensions["field"], c.name)
	}
	var n int
	require.NoError(t, env.Store.Pool().QueryRow(t.Context(), "SELECT count(*) FROM feedback WHERE user_id = $1", u.ID).Scan(&n))
	assert.Zero(t, n, "nothing stored")
	require.NoError(t, env.Store.Pool().QueryRow(t.Context(), "SELECT count(*) FROM notifications WHERE user_id = $1", u.ID).Scan(&n))
	assert.Zero(t, n, "nobody thanked")
}

func TestSendFeedbackIsLimitedPerUser(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	u := env.NewUser(t, "lim")
	other := env.NewUser(t, "oth")
	in := map[string]any{"in": map[string]any{"kind": "IDEA", "message": "again", "pageUrl": "/dash"}}
	for i := range domain.FeedbackPerHour {
		require.Empty(t, u.Client.GraphQL(sendFeedbackOp, in, nil), "piece %d", i+1)
	}
	errs := u.Client.GraphQL(sendFeedbackOp, in, nil)
	require.Len(t, errs, 1)
	assert.Equal(t, "BAD_USER_INPUT", errs[0].Extensions["code"])
	assert.Contains(t, errs[0].Message, "in the last hour")
	assert.Empty(t, other.Client.GraphQL(sendFeedbackOp, in, nil), "the limit is per user")
	var n int
	require.NoError(t, env.Store.Pool().QueryRow(t.Context(), "SELECT count(*) FROM feedback WHERE user_id = $1", u.ID).Scan(&n))
	assert.Equal(t, domain.FeedbackPerHour, n)
}

func TestSocialProvidersListThePublicParts(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	srv := httptest.NewServer(api.NewRouter(api.Options{Store: env.Store, Flows: env.Flows, LimitScope: apitest.RandomString(4) + ":",
		SocialProviders: []auth.SocialProvider{{Name: "Acme ID", Issuer: "https://id.acme.example", ClientID: "hf-client", JWKSURL: "https://id.acme.example/keys", AuthorizationURL: "https://id.acme.example/authorize"}},
	}))
	t.Cleanup(srv.Close)
	var out struct {
		SocialProviders []map[string]any
	}
	require.Empty(t, apitest.NewClient(t, srv.URL).GraphQL(`query { socialProviders { name issuer clientId authorizationUrl } }`, nil, &out))
	assert.Equal(t, []map[string]any{{"name": "Acme ID", "issuer": "https://id.acme.example", "clientId": "hf-client", "authorizationUrl": "https://id.acme.example/authorize"}}, out.SocialProviders)

	require.Empty(t, env.Client(t).GraphQL(`query { socialProviders { name } }`, nil, &out))
	assert.Empty(t, out.SocialProviders, "none configured")
}
