package graph_test

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/api/validate"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

const (
	saveMetadataOp = `mutation($input: SaveUserMetadataInput!) { saveUserMetadata(input: $input) { entries { metaDataType value } } }`
	myMetadataOp   = `{ myMetadata { metaDataType value updatedAt } }`
	myDashboardOp  = `{ myDashboard { unreadNotifications
	  hackathons { hackathon { id name phase } nextPhase nextPhaseDisplay nextTransitionAt }
	  pendingInvites { id kind hackathon { id name } }
	  actions { kind title link hackathonId hackathonName } } }`
)

type metadataEntry struct{ MetaDataType, Value string }

func entry(t domain.UserMetadataType, value string) map[string]any {
	return map[string]any{"metaDataType": string(t), "value": value}
}

func saveMetadata(c *apitest.Client, entries ...map[string]any) ([]metadataEntry, []apitest.GraphQLError) {
	var out struct {
		SaveUserMetadata struct{ Entries []metadataEntry }
	}
	errs := c.GraphQL(saveMetadataOp, map[string]any{"input": map[string]any{"entries": entries}}, &out)
	return out.SaveUserMetadata.Entries, errs
}

func myMetadata(t *testing.T, c *apitest.Client) map[string]map[string]any {
	t.Helper()
	var out struct{ MyMetadata []metadataEntry }
	require.Empty(t, c.GraphQL(myMetadataOp, nil, &out))
	byType := map[string]map[string]any{}
	for _, e := range out.MyMetadata {
		var v map[string]any
		require.NoError(t, json.Unmarshal([]byte(e.Value), &v))
		byType[e.MetaDataType] = v
	}
	return byType
}

func TestSaveUserMetadataStoresEachTypeTidiedAndReplacesIt(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	u := env.NewUser(t, "ona")

	entries, errs := saveMetadata(u.Client,
		entry(domain.MetadataCompanyOnboarding, `{"company_name":" Acme ","job_title":"CTO","company_size":"51-200 employees","industry_vertical":"Banking","company_website":"www.acme.example/"}`),
		entry(domain.MetadataHostUsage, `{"hosted_hackathon_before":"Yes","referral_source":"Podcast","reason_for_using_product":["Host Public Hackathons","Host Internal Hackathons","Host Public Hackathons"]}`),
	)
	require.Empty(t, errs)
	assert.Len(t, entries, 2)

	got := myMetadata(t, u.Client)
	assert.Equal(t, "Acme", got["COMPANY_ONBOARDING"]["company_name"], "trimmed")
	assert.Equal(t, "https://www.acme.example", got["COMPANY_ONBOARDING"]["company_website"], "normalised per SPEC 5")
	assert.Equal(t, []any{"Host Internal Hackathons", "Host Public Hackathons"}, got["HOST_USAGE"]["reason_for_using_product"])
	assert.Equal(t, "", got["HOST_USAGE"]["main_innovation_challenge"])

	// A student who has not taken part before: the count and company answers go.
	_, errs = saveMetadata(u.Client, entry(domain.MetadataParticipant,
		`{"participated_hackathon_before":"No","hackathons_participated_in_before":4,"occupation":"Student","referral_source":"Friend or colleague",
		  "company_name":"Acme","education_institution":"UCT","field_of_study":"Maths"}`))
	require.Empty(t, errs)
	p := myMetadata(t, u.Client)["PARTICIPANT"]
	assert.Nil(t, p["hackathons_participated_in_before"])
	assert.NotContains(t, p, "company_name")
	assert.Equal(t, "UCT", p["education_institution"])

	// Answering again replaces the type's answers; the others stay.
	_, errs = saveMetadata(u.Client, entry(domain.MetadataParticipant,
		`{"participated_hackathon_before":"Yes","hackathons_participated_in_before":3,"occupation":"Employed","referral_source":"Other","company_name":"Acme","job_title":"Dev"}`))
	require.Empty(t, errs)
	got = myMetadata(t, u.Client)
	assert.Len(t, got, 3)
	assert.InDelta(t, 3, got["PARTICIPANT"]["hackathons_participated_in_before"], 0)
	assert.NotContains(t, got["PARTICIPANT"], "education_institution")
	assert.Equal(t, "Dev", got["PARTICIPANT"]["job_title"])

	other := env.NewUser(t, "ola")
	assert.Empty(t, myMetadata(t, other.Client), "answers are the user's own")
}

func TestSaveUserMetadataNamesTheFieldAndWritesNothing(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	u := env.NewUser(t, "vic")
	company := `{"company_name":"Acme","job_title":"CTO","company_size":"11-50 employees","industry_vertical":"Retail","company_website":"acme.example"}`
	participant := func(extra string) string {
		return `{"participated_hackathon_before":"Yes","hackathons_participated_in_before":2,"occupation":"School","referral_source":"Webinar"` + extra + `}`
	}
	cases := []struct {
		name    string
		entries []map[string]any
		field   string
		message string
	}{
		{"company without website", []map[string]any{entry(domain.MetadataCompanyOnboarding,
			`{"company_name":"Acme","job_title":"CTO","company_size":"11-50 employees","industry_vertical":"Retail"}`)},
			"entries.0.value.company_website", "This field is required."},
		{"company size off the list", []map[string]any{entry(domain.MetadataCompanyOnboarding,
			`{"company_name":"Acme","job_title":"CTO","company_size":"12 people","industry_vertical":"Retail","company_website":"acme.example"}`)},
			"entries.0.value.company_size", ""},
		{"an incomplete website, second entry", []map[string]any{entry(domain.MetadataCompanyOnboarding, company),
			entry(domain.MetadataParticipant, participant(`,"company_website":"my site"`))},
			"entries.1.value.company_website", validate.URLMessage},
		{"yes without a count", []map[string]any{entry(domain.MetadataParticipant,
			`{"participated_hackathon_before":"Yes","occupation":"School","referral_source":"Webinar"}`)},
			"entries.0.value.hackathons_participated_in_before", "This field is required."},
		{"a count that is text", []map[string]any{entry(domain.MetadataParticipant,
			`{"participated_hackathon_before":"Yes","hackathons_participated_in_before":"two","occupation":"School","referral_source":"Webinar"}`)},
			"entries.0.value.hackathons_participated_in_before", "Expected a whole number."},
		{"employed without a company", []map[string]any{entry(domain.MetadataParticipant,
			`{"participated_hackathon_before":"No","occupation":"Employed","referral_source":"Webinar","job_title":"Dev"}`)},
			"entries.0.value.company_name", "This field is required."},
		{"participant without occupation", []map[string]any{entry(domain.MetadataParticipant,
			`{"participated_hackathon_before":"No","referral_source":"Webinar"}`)},
			"entries.0.value.occupation", "This field is required."},
		{"an unknown answer", []map[string]any{entry(domain.MetadataParticipant, participant(`,"favorite_colour":"red"`))},
			"entries.0.value.favorite_colour", `Unknown answer "favorite_colour".`},
		{"a reason off the list", []map[string]any{entry(domain.MetadataHostUsage,
			`{"hosted_hackathon_before":"No","referral_source":"Podcast","reason_for_using_product":["Host Public Hackathons","Fun"]}`)},
			"entries.0.value.reason_for_using_product.1", ""},
		{"host without referral", []map[string]any{entry(domain.MetadataHostUsage, `{"hosted_hackathon_before":"No"}`)},
			"entries.0.value.referral_source", "This field is required."},
		{"not an object", []map[string]any{entry(domain.MetadataHostUsage, `["No"]`)}, "entries.0.value", "Enter a JSON object of answers."},
		{"a type twice", []map[string]any{entry(domain.MetadataCompanyOnboarding, company), entry(domain.MetadataCompanyOnboarding, company)},
			"entries.1.metaDataType", "Each type may be given once."},
		{"no entries", []map[string]any{}, "entries", "Give at least one entry."},
	}
	for _, c := range cases {
		_, errs := saveMetadata(u.Client, c.entries...)
		require.NotEmpty(t, errs, c.name)
		assert.Equal(t, "BAD_USER_INPUT", errs[0].Extensions["code"], c.name)
		assert.Equal(t, c.field, errs[0].Extensions["field"], c.name)
		if c.message != "" {
			assert.Equal(t, c.message, errs[0].Message, c.name)
		}
	}
	assert.Empty(t, myMetadata(t, u.Client), "nothing half-written, not even the good entries of a refused batch")
}

func TestDashboardShowsHackathonsInvitesUnreadAndActions(t *testing.T) {
	t.Parallel()
	w := termsWorld(t)
	ctx := t.Context()
	p := w.participant
	// The invite-only hackathon asks for terms the participant has not accepted.
	publishTerms(t, w.creator.Client, w.inviteOnlyID, "1.0", "<p>Be kind.</p>")
	// Registration opens in an hour.
	opensAt := time.Now().Add(time.Hour).UTC().Truncate(time.Second)
	require.Empty(t, w.creator.Client.GraphQL(`mutation($id: ID!, $at: Time!) { setHackathonTimeline(input: {hackathonId: $id, phases: [{phase: REGISTRATION_OPEN, startsAt: $at}]}) { timeline { hackathonId } } }`,
		map[string]any{"id": w.inviteOnlyID, "at": opensAt.Format(time.RFC3339)}, nil))
	// A pending invite to judge the public hackathon, and one unread notice.
	_, err := w.env.Store.OpenInvites(ctx, store.InvitePlace{Kind: domain.InviteJudge, HackathonID: intID(w.publicID)}, w.creator.ID, []string{p.Email}, time.Now().Add(24*time.Hour), nil)
	require.NoError(t, err)
	_, err = w.env.Store.Notify(ctx, []int64{p.ID}, domain.JudgeInvite{Invite: domain.Invite{HackathonRef: domain.HackathonRef{HackathonID: intID(w.publicID), HackathonName: "Open Hack"}, UID: "u"}}, "dash-"+apitest.RandomString(6))
	require.NoError(t, err)

	type action struct {
		Kind, Title, Link          string
		HackathonID, HackathonName *string
	}
	var out struct {
		MyDashboard struct {
			UnreadNotifications int
			Hackathons          []struct {
				Hackathon                                     struct{ ID, Name, Phase string }
				NextPhase, NextPhaseDisplay, NextTransitionAt *string
			}
			PendingInvites []struct {
				ID, Kind  string
				Hackathon struct{ ID, Name string }
			}
			Actions []action
		}
	}
	require.Empty(t, p.Client.GraphQL(myDashboardOp, nil, &out))
	d := out.MyDashboard
	assert.Equal(t, 1, d.UnreadNotifications)
	require.Len(t, d.Hackathons, 1, "only the hackathons the user has a role in")
	h := d.Hackathons[0]
	assert.Equal(t, w.inviteOnlyID, h.Hackathon.ID)
	assert.Equal(t, "PLANNING", h.Hackathon.Phase)
	require.NotNil(t, h.NextPhase)
	assert.Equal(t, "REGISTRATION_OPEN", *h.NextPhase)
	require.NotNil(t, h.NextTransitionAt)
	at, err := time.Parse(time.RFC3339, *h.NextTransitionAt)
	require.NoError(t, err)
	assert.True(t, opensAt.Equal(at), "%s", at)
	require.Len(t, d.PendingInvites, 1)
	assert.Equal(t, "JUDGE", d.PendingInvites[0].Kind)
	assert.Equal(t, w.publicID, d.PendingInvites[0].Hackathon.ID)

	kinds := map[string]action{}
	for _, a := range d.Actions {
		kinds[a.Kind] = a
	}
	assert.Len(t, d.Actions, 3, "%+v", d.Actions)
	assert.Equal(t, "/welcome/start?next=%2Fdash", kinds["COMPLETE_ONBOARDING"].Link)
	assert.Contains(t, kinds["ANSWER_INVITE"].Link, "/hackathon/judging/invite?uid=")
	terms := kinds["ACCEPT_TERMS"]
	assert.Equal(t, "/hackathon/"+w.inviteOnlyID+"/terms", terms.Link)
	require.NotNil(t, terms.HackathonName)
	assert.Equal(t, "Secret Hack", *terms.HackathonName)

	// Once answered, onboarding is no longer asked; the mentor has no terms to accept.
	_, errs := saveMetadata(p.Client, entry(domain.MetadataHostUsage, `{"hosted_hackathon_before":"No","referral_source":"Other"}`))
	require.Empty(t, errs)
	require.Empty(t, p.Client.GraphQL(myDashboardOp, nil, &out))
	for _, a := range out.MyDashboard.Actions {
		assert.NotEqual(t, "COMPLETE_ONBOARDING", a.Kind)
	}
	require.Empty(t, w.mentor.Client.GraphQL(myDashboardOp, nil, &out))
	for _, a := range out.MyDashboard.Actions {
		assert.NotEqual(t, "ACCEPT_TERMS", a.Kind)
	}
	assert.Empty(t, out.MyDashboard.PendingInvites)
}
