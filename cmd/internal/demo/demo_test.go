package demo_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/cmd/internal/demo"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

func TestSeedIsIdempotentAndCoversEveryRole(t *testing.T) {
	st := demoStore(t)

	seeded, err := demo.Seed(t.Context(), st)
	require.NoError(t, err)
	again, err := demo.Seed(t.Context(), st)
	require.NoError(t, err)
	assert.Empty(t, again, "a second seed creates nothing")

	kinds := map[domain.InviteKind]bool{}
	for _, inv := range seeded.PendingInvites {
		assert.Equal(t, domain.InvitePending, inv.Status)
		kinds[inv.Kind] = true
	}
	assert.Len(t, kinds, len(domain.InviteKinds), "pending invites of every kind")
	all, err := st.InvitesOfHackathons(t.Context(), []int64{seeded.Hackathons[0].ID})
	require.NoError(t, err)
	accepted := map[domain.InviteKind]bool{}
	for _, inv := range all {
		if inv.Status == domain.InviteAccepted {
			accepted[inv.Kind] = true
		}
	}
	assert.Len(t, accepted, 4, "accepted invites of every hackathon kind")

	organiser, err := st.UserByEmail(t.Context(), "organiser@hackforge.local")
	require.NoError(t, err)
	page, err := st.Hackathons(t.Context(), domain.ListCreator, organiser.ID, 100, 0)
	require.NoError(t, err)
	require.Len(t, page.Items, 5)
	phases, allowed := map[domain.Phase]bool{}, map[domain.AllowedParticipants]bool{}
	for _, v := range page.Items {
		phases[v.Hackathon.Phase] = true
		allowed[v.Hackathon.AllowedParticipants] = true
	}
	assert.Len(t, phases, 5, "hackathons in several phases")
	assert.True(t, allowed[domain.AllowPublic] && allowed[domain.AllowInviteOnly])

	for email, filter := range map[string]domain.HackathonList{
		"manager@hackforge.local": domain.ListOrganizing, "participant@hackforge.local": domain.ListParticipating,
		"mentor@hackforge.local": domain.ListParticipating, "judge@hackforge.local": domain.ListParticipating,
		"hero@hackforge.local": domain.ListParticipating,
	} {
		u, err := st.UserByEmail(t.Context(), email)
		require.NoError(t, err)
		p, err := st.Hackathons(t.Context(), filter, u.ID, 10, 0)
		require.NoError(t, err)
		assert.NotEmpty(t, p.Items, email)
	}
	outsider, err := st.UserByEmail(t.Context(), "outsider@hackforge.local")
	require.NoError(t, err)
	orgs, err := st.Organizations(t.Context(), outsider.ID, true)
	require.NoError(t, err)
	assert.Len(t, orgs, 1, "the outsider has an organisation of their own")

	first := seeded.Hackathons[0].ID
	items, err := st.ProgramItems(t.Context(), first)
	require.NoError(t, err)
	itemKinds := map[domain.ProgramItemKind]bool{}
	for _, item := range items {
		itemKinds[item.Kind] = true
		assert.False(t, item.StartsAt.Before(seeded.Hackathons[0].StartDatetime) || item.EndsAt.After(seeded.Hackathons[0].EndDatetime),
			"%s lies within the hackathon's dates", item.Name)
	}
	assert.Len(t, itemKinds, 3, "sessions, a kickoff and a closing")
	prizes, err := st.Prizes(t.Context(), first)
	require.NoError(t, err)
	goals, err := st.Goals(t.Context(), first)
	require.NoError(t, err)
	resources, err := st.HackathonResources(t.Context(), first)
	require.NoError(t, err)
	assert.True(t, len(prizes) > 0 && len(goals) > 0 && len(resources) > 0, "prizes, goals and resources")

	participants, total, err := st.Participants(t.Context(), store.ParticipantQuery{HackathonID: first, Limit: 10})
	require.NoError(t, err)
	assert.Len(t, participants, 10)
	assert.Greater(t, total, 25, "the participants list runs to several pages")
	_, banned, err := st.Participants(t.Context(), store.ParticipantQuery{HackathonID: first, Banned: &[]bool{true}[0], Limit: 10})
	require.NoError(t, err)
	assert.Equal(t, 1, banned)

	firstNow, err := st.Hackathon(t.Context(), first)
	require.NoError(t, err)
	assert.True(t, firstNow.RequireTermsAcceptance, "the first hackathon requires terms")
	versions, err := st.TermsVersions(t.Context(), first)
	require.NoError(t, err)
	require.Len(t, versions, 2, "two published versions")
	var notAccepted int
	require.NoError(t, st.Pool().QueryRow(t.Context(), `SELECT count(*) FROM participants p WHERE p.hackathon_id = $1
	  AND NOT EXISTS (SELECT 1 FROM terms_acceptances a WHERE a.terms_and_conditions_id = $2 AND a.user_id = p.user_id)`,
		first, versions[0].ID).Scan(&notAccepted))
	assert.Equal(t, 1, notAccepted, "one participant has not accepted the latest terms")
}
