package graph_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
)

const (
	termsFields     = `{ id hackathonId version contentHtml createdAt }`
	publishTermsOp  = `mutation($id: ID!, $version: String!, $html: String!) { publishTerms(input: {hackathonId: $id, version: $version, contentHtml: $html}) { terms ` + termsFields + ` } }`
	latestTermsOp   = `query($id: ID!, $token: String) { latestTerms(hackathonId: $id, inviteToken: $token) { terms ` + termsFields + ` } }`
	termsStatusOp   = `query($id: ID!, $token: String) { termsStatus(hackathonId: $id, inviteToken: $token) { required accepted acceptedAt outstanding latest ` + termsFields + ` } }`
	termsVersionsOp = `query($id: ID!) { termsVersions(hackathonId: $id) ` + termsFields + ` }`
	acceptTermsOp   = `mutation($id: ID!, $token: String) { createTermsAcceptance(input: {termsId: $id, inviteToken: $token}) { success message } }`
	joinWithTermsOp = `mutation($id: ID!, $token: String, $terms: ID) { joinHackathon(input: {hackathonId: $id, inviteToken: $token, acceptTermsId: $terms}) { hackathon { id isParticipant termsOutstanding } } }`
	requireTermsOp  = `mutation($id: ID!) { updateHackathon(input: {id: $id, flags: {requireTermsAcceptance: true}}) { hackathon { id requireTermsAcceptance } } }`
)

type testTerms struct{ ID, HackathonID, Version, ContentHTML, CreatedAt string }

type testTermsStatus struct {
	Required, Accepted, Outstanding bool
	AcceptedAt                      *string
	Latest                          *testTerms
}

func publishTerms(t *testing.T, c *apitest.Client, hackathonID, version, html string) testTerms {
	t.Helper()
	var out struct{ PublishTerms struct{ Terms testTerms } }
	require.Empty(t, c.GraphQL(publishTermsOp, map[string]any{"id": hackathonID, "version": version, "html": html}, &out))
	return out.PublishTerms.Terms
}

func termsStatus(t *testing.T, c *apitest.Client, hackathonID string) testTermsStatus {
	t.Helper()
	var out struct{ TermsStatus testTermsStatus }
	require.Empty(t, c.GraphQL(termsStatusOp, map[string]any{"id": hackathonID}, &out))
	return out.TermsStatus
}

// termsWorld is the world with terms required in its invite-only hackathon.
func termsWorld(t *testing.T) *world {
	t.Helper()
	w := newWorld(t)
	require.Empty(t, w.creator.Client.GraphQL(requireTermsOp, map[string]any{"id": w.inviteOnlyID}, nil))
	return w
}

func TestPublishedTermsAreSanitisedAndImmutable(t *testing.T) {
	t.Parallel()
	w := termsWorld(t)
	terms := publishTerms(t, w.manager.Client, w.inviteOnlyID, " 1.0 ",
		`<h2>Rules</h2><p onclick="steal()">Be <b>kind</b>.</p><script>alert(1)</script><img src="x.png" onerror="steal()"><a href="javascript:steal()">x</a>`)
	assert.Equal(t, "1.0", terms.Version, "the label is trimmed")
	assert.Contains(t, terms.ContentHTML, "<h2>Rules</h2>")
	assert.Contains(t, terms.ContentHTML, "<b>kind</b>")
	for _, unsafe := range []string{"<script", "alert(1)", "onclick", "onerror", "javascript:"} {
		assert.NotContains(t, terms.ContentHTML, unsafe)
	}

	dup := w.creator.Client.GraphQL(publishTermsOp, map[string]any{"id": w.inviteOnlyID, "version": "1.0", "html": "<p>Other.</p>"}, nil)
	assert.Equal(t, "CONFLICT", code(t, dup))
	assert.Equal(t, "version", dup[0].Extensions["field"])
	empty := w.creator.Client.GraphQL(publishTermsOp, map[string]any{"id": w.inviteOnlyID, "version": "2.0", "html": "<script>only()</script>  "}, nil)
	assert.Equal(t, "BAD_USER_INPUT", code(t, empty))
	assert.Equal(t, "contentHtml", empty[0].Extensions["field"], "nothing is left after sanitising")
	blank := w.creator.Client.GraphQL(publishTermsOp, map[string]any{"id": w.inviteOnlyID, "version": "  ", "html": "<p>Fine.</p>"}, nil)
	assert.Equal(t, "version", blank[0].Extensions["field"])

	var versions struct{ TermsVersions []testTerms }
	require.Empty(t, w.creator.Client.GraphQL(termsVersionsOp, map[string]any{"id": w.inviteOnlyID}, &versions))
	require.Len(t, versions.TermsVersions, 1, "the refused versions were not stored")
	assert.Equal(t, terms, versions.TermsVersions[0])

	assert.Equal(t, "FORBIDDEN", code(t, w.participant.Client.GraphQL(publishTermsOp, map[string]any{"id": w.inviteOnlyID, "version": "3", "html": "<p>x</p>"}, nil)))
	assert.Equal(t, "FORBIDDEN", code(t, w.mentor.Client.GraphQL(termsVersionsOp, map[string]any{"id": w.inviteOnlyID}, nil)))
	assert.Equal(t, "FORBIDDEN", code(t, w.outsider.Client.GraphQL(publishTermsOp, map[string]any{"id": w.inviteOnlyID, "version": "3", "html": "<p>x</p>"}, nil)),
		"another organization's admin is refused")
}

func TestLatestTermsIsTheNewestByCreationTime(t *testing.T) {
	t.Parallel()
	w := termsWorld(t)
	var latest struct{ LatestTerms struct{ Terms *testTerms } }
	require.Empty(t, w.participant.Client.GraphQL(latestTermsOp, map[string]any{"id": w.inviteOnlyID}, &latest))
	assert.Nil(t, latest.LatestTerms.Terms, "none published yet")

	publishTerms(t, w.creator.Client, w.inviteOnlyID, "2.0", "<p>Second.</p>")
	newest := publishTerms(t, w.creator.Client, w.inviteOnlyID, "1.5", "<p>Published last.</p>")
	// A version written later but dated earlier is not the latest.
	_, err := w.env.Store.Pool().Exec(t.Context(), `INSERT INTO terms_and_conditions (hackathon_id, version, content_html, created_at)
		VALUES ($1, 'backdated', '<p>Old.</p>', now() - interval '1 day')`, intID(w.inviteOnlyID))
	require.NoError(t, err)

	require.Empty(t, w.participant.Client.GraphQL(latestTermsOp, map[string]any{"id": w.inviteOnlyID}, &latest))
	require.NotNil(t, latest.LatestTerms.Terms)
	assert.Equal(t, newest.ID, latest.LatestTerms.Terms.ID, "the label does not order versions")

	var versions struct{ TermsVersions []testTerms }
	require.Empty(t, w.creator.Client.GraphQL(termsVersionsOp, map[string]any{"id": w.inviteOnlyID}, &versions))
	var labels []string
	for _, v := range versions.TermsVersions {
		labels = append(labels, v.Version)
	}
	assert.Equal(t, []string{"1.5", "2.0", "backdated"}, labels, "newest first")

	assert.Equal(t, "FORBIDDEN", code(t, w.outsider.Client.GraphQL(latestTermsOp, map[string]any{"id": w.inviteOnlyID}, nil)), "without the share token")
	require.Empty(t, w.outsider.Client.GraphQL(latestTermsOp, map[string]any{"id": w.inviteOnlyID, "token": w.inviteToken}, &latest), "with it")
}

func TestAcceptanceIsRecordedAndANewVersionAsksAgain(t *testing.T) {
	t.Parallel()
	w := termsWorld(t)
	assert.False(t, termsStatus(t, w.participant.Client, w.inviteOnlyID).Outstanding, "nothing published: nothing to accept")

	v1 := publishTerms(t, w.creator.Client, w.inviteOnlyID, "1", "<p>One.</p>")
	before := termsStatus(t, w.participant.Client, w.inviteOnlyID)
	assert.True(t, before.Required)
	assert.True(t, before.Outstanding)
	assert.False(t, before.Accepted)
	assert.Equal(t, v1.ID, before.Latest.ID)

	var accepted struct{ CreateTermsAcceptance struct{ Success bool } }
	require.Empty(t, w.participant.Client.GraphQL(acceptTermsOp, map[string]any{"id": v1.ID}, &accepted))
	assert.True(t, accepted.CreateTermsAcceptance.Success)
	after := termsStatus(t, w.participant.Client, w.inviteOnlyID)
	assert.True(t, after.Accepted)
	assert.False(t, after.Outstanding)
	require.NotNil(t, after.AcceptedAt)

	var ip, agent string
	var at time.Time
	require.NoError(t, w.env.Store.Pool().QueryRow(t.Context(), `SELECT ip_address, user_agent, accepted_at FROM terms_acceptances
		WHERE terms_and_conditions_id = $1 AND user_id = $2`, intID(v1.ID), w.participant.ID).Scan(&ip, &agent, &at))
	assert.Equal(t, "127.0.0.1", ip)
	assert.Contains(t, agent, "Go-http-client")
	assert.WithinDuration(t, time.Now(), at, time.Minute)

	require.Empty(t, w.participant.Client.GraphQL(acceptTermsOp, map[string]any{"id": v1.ID}, nil), "accepting again is fine")
	assert.Equal(t, *after.AcceptedAt, *termsStatus(t, w.participant.Client, w.inviteOnlyID).AcceptedAt, "and keeps the first record")

	v2 := publishTerms(t, w.creator.Client, w.inviteOnlyID, "2", "<p>Two.</p>")
	again := termsStatus(t, w.participant.Client, w.inviteOnlyID)
	assert.True(t, again.Outstanding, "a new version asks again")
	var onHackathon struct {
		Hackathon struct{ TermsOutstanding bool }
	}
	require.Empty(t, w.participant.Client.GraphQL(`query($id: ID!) { hackathon(id: $id) { termsOutstanding } }`, map[string]any{"id": w.inviteOnlyID}, &onHackathon))
	assert.True(t, onHackathon.Hackathon.TermsOutstanding, "the hackathon says so too")
	assert.Equal(t, v2.ID, again.Latest.ID)
	stale := w.participant.Client.GraphQL(acceptTermsOp, map[string]any{"id": v1.ID}, nil)
	assert.Equal(t, "BAD_USER_INPUT", code(t, stale), "an older version is not the one to accept")
	assert.Equal(t, "termsId", stale[0].Extensions["field"])
	require.Empty(t, w.participant.Client.GraphQL(acceptTermsOp, map[string]any{"id": v2.ID}, nil))
	assert.False(t, termsStatus(t, w.participant.Client, w.inviteOnlyID).Outstanding)
}

func TestWhoMayAcceptTerms(t *testing.T) {
	t.Parallel()
	w := termsWorld(t)
	v1 := publishTerms(t, w.creator.Client, w.inviteOnlyID, "1", "<p>One.</p>")
	assert.Equal(t, "FORBIDDEN", code(t, w.outsider.Client.GraphQL(acceptTermsOp, map[string]any{"id": v1.ID}, nil)), "another organization, no token")
	require.Empty(t, w.outsider.Client.GraphQL(acceptTermsOp, map[string]any{"id": v1.ID, "token": w.inviteToken}, nil), "someone about to join")
	assert.Equal(t, "NOT_FOUND", code(t, w.participant.Client.GraphQL(acceptTermsOp, map[string]any{"id": "999999999"}, nil)))

	_, err := w.env.Store.Pool().Exec(t.Context(), `UPDATE participants SET banned = true WHERE hackathon_id = $1 AND user_id = $2`,
		intID(w.inviteOnlyID), w.participant.ID)
	require.NoError(t, err)
	assert.Equal(t, "FORBIDDEN", code(t, w.participant.Client.GraphQL(acceptTermsOp, map[string]any{"id": v1.ID, "token": w.inviteToken}, nil)), "banned")
}

func TestJoiningAcceptsTheTermsInTheSameStep(t *testing.T) {
	t.Parallel()
	w := termsWorld(t)
	early := w.env.NewUser(t, "early")
	require.Empty(t, early.Client.GraphQL(joinWithTermsOp, map[string]any{"id": w.inviteOnlyID, "token": w.inviteToken}, nil),
		"with no version published, joining needs no terms")

	v1 := publishTerms(t, w.creator.Client, w.inviteOnlyID, "1", "<p>One.</p>")
	joiner := w.env.NewUser(t, "joiner")
	vars := map[string]any{"id": w.inviteOnlyID, "token": w.inviteToken}
	refused := joiner.Client.GraphQL(joinWithTermsOp, vars, nil)
	assert.Equal(t, "BAD_USER_INPUT", code(t, refused))
	assert.Equal(t, "acceptTermsId", refused[0].Extensions["field"])

	v2 := publishTerms(t, w.creator.Client, w.inviteOnlyID, "2", "<p>Two.</p>")
	vars["terms"] = v1.ID
	assert.Equal(t, "BAD_USER_INPUT", code(t, joiner.Client.GraphQL(joinWithTermsOp, vars, nil)), "an older version does not let one in")
	var count int
	require.NoError(t, w.env.Store.Pool().QueryRow(t.Context(), `SELECT count(*) FROM terms_acceptances WHERE user_id = $1`, joiner.ID).Scan(&count))
	assert.Zero(t, count, "a refused join records nothing")

	vars["terms"] = v2.ID
	var joined struct {
		JoinHackathon struct{ Hackathon struct{ IsParticipant bool } }
	}
	require.Empty(t, joiner.Client.GraphQL(joinWithTermsOp, vars, &joined))
	assert.True(t, joined.JoinHackathon.Hackathon.IsParticipant)
	status := termsStatus(t, joiner.Client, w.inviteOnlyID)
	assert.True(t, status.Accepted)
	assert.False(t, status.Outstanding)

	// The one who joined before any version must now accept.
	assert.True(t, termsStatus(t, early.Client, w.inviteOnlyID).Outstanding)
}

// Participant features wait for the latest terms: a participant's own
// availability is refused on "terms" until they accept, and again after a
// new version.
func TestParticipantFeaturesWaitForTheLatestTerms(t *testing.T) {
	t.Parallel()
	w := termsWorld(t)
	runningToday(t, w, w.inviteOnlyID)
	v1 := publishTerms(t, w.creator.Client, w.inviteOnlyID, "1", "<p>Play fair.</p>")

	_, errs := setAvailability(w.participant.Client, w.inviteOnlyID, nil, true)
	require.Len(t, errs, 1)
	assert.Equal(t, "FORBIDDEN", errs[0].Extensions["code"])
	assert.Equal(t, "terms", errs[0].Extensions["field"])
	assert.Contains(t, errs[0].Message, "terms and conditions")

	require.Empty(t, w.participant.Client.GraphQL(acceptTermsOp, map[string]any{"id": v1.ID}, nil))
	a, errs := setAvailability(w.participant.Client, w.inviteOnlyID, nil, true)
	require.Empty(t, errs)
	assert.True(t, a.AvailableToday)

	publishTerms(t, w.creator.Client, w.inviteOnlyID, "2", "<p>Play fairer.</p>")
	_, errs = setAvailability(w.participant.Client, w.inviteOnlyID, nil, false)
	require.Len(t, errs, 1)
	assert.Equal(t, "terms", errs[0].Extensions["field"], "a new version asks again")
}
