package graph_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
)

const hackathonDetail = `query($id: ID!, $token: String) { hackathon(id: $id, inviteToken: $token) {
  id name phase phaseDisplay status statusDisplay allowedParticipants maxTeamSize timeZone hasJudges hasGameification
  organization { id name } creator { email }
  isCreator isManager isParticipant isMentor isJudge isVolunteer isBanned inviteToken } }`

type detail struct {
	Hackathon struct {
		ID, Name, Phase, PhaseDisplay, Status, StatusDisplay, AllowedParticipants, TimeZone string
		MaxTeamSize                                                                         int
		HasJudges, HasGameification                                                         bool
		Organization                                                                        struct{ ID, Name string }
		Creator                                                                             struct{ Email string }
		IsCreator, IsManager, IsParticipant, IsMentor, IsJudge, IsVolunteer, IsBanned       bool
		InviteToken                                                                         *string
	}
}

func TestHackathonDetailPerRole(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	vars := map[string]any{"id": w.inviteOnlyID}
	read := func(u apitest.User, vars map[string]any) (detail, []apitest.GraphQLError) {
		var d detail
		errs := u.Client.GraphQL(hackathonDetail, vars, &d)
		return d, errs
	}

	d, errs := read(w.creator, vars)
	require.Empty(t, errs)
	h := d.Hackathon
	assert.Equal(t, "Secret Hack", h.Name)
	assert.Equal(t, "PLANNING", h.Phase)
	assert.Equal(t, "Planning", h.PhaseDisplay)
	assert.Equal(t, "UPCOMING", h.Status)
	assert.Equal(t, "Upcoming", h.StatusDisplay)
	assert.Equal(t, "Africa/Johannesburg", h.TimeZone)
	assert.True(t, h.HasJudges)
	assert.True(t, h.HasGameification)
	assert.Equal(t, w.orgID, h.Organization.ID)
	assert.Equal(t, w.creator.Email, h.Creator.Email)
	assert.True(t, h.IsCreator)
	assert.False(t, h.IsParticipant)
	require.NotNil(t, h.InviteToken)
	assert.Equal(t, w.inviteToken, *h.InviteToken)

	d, errs = read(w.manager, vars)
	require.Empty(t, errs)
	assert.True(t, d.Hackathon.IsManager)
	assert.False(t, d.Hackathon.IsCreator)
	assert.NotNil(t, d.Hackathon.InviteToken, "managers see the share token")
	assert.Equal(t, w.creator.Email, d.Hackathon.Creator.Email, "managers see the creator's e-mail")

	for _, who := range []struct {
		user apitest.User
		flag func(detail) bool
	}{
		{w.participant, func(d detail) bool { return d.Hackathon.IsParticipant }},
		{w.mentor, func(d detail) bool { return d.Hackathon.IsMentor }},
		{w.judge, func(d detail) bool { return d.Hackathon.IsJudge }},
	} {
		d, errs := read(who.user, vars)
		require.Empty(t, errs)
		assert.True(t, who.flag(d), who.user.Email)
		assert.False(t, d.Hackathon.IsManager)
		assert.Nil(t, d.Hackathon.InviteToken, "only organizers see the share token")
		assert.Empty(t, d.Hackathon.Creator.Email, "only organizers see the creator's e-mail")
	}

	assert.Equal(t, "FORBIDDEN", code(t, w.outsider.Client.GraphQL(hackathonDetail, vars, nil)))
	d, errs = read(w.outsider, map[string]any{"id": w.inviteOnlyID, "token": w.inviteToken})
	require.Empty(t, errs, "the share link admits")
	assert.False(t, d.Hackathon.IsParticipant)
	assert.Equal(t, "FORBIDDEN", code(t, w.outsider.Client.GraphQL(hackathonDetail, map[string]any{"id": w.inviteOnlyID, "token": "wrong"}, nil)))

	anon := w.env.Client(t)
	assert.Equal(t, "NOT_FOUND", code(t, anon.GraphQLAt("/u-gql", hackathonDetail, vars, nil)), "/u-gql shows public hackathons only")
	var pub detail
	require.Empty(t, anon.GraphQLAt("/u-gql", hackathonDetail, map[string]any{"id": w.publicID}, &pub))
	assert.Equal(t, "Open Hack", pub.Hackathon.Name)
	assert.False(t, pub.Hackathon.IsCreator)
	assert.Nil(t, pub.Hackathon.InviteToken)
	assert.Equal(t, "NOT_FOUND", code(t, w.creator.Client.GraphQL(hackathonDetail, map[string]any{"id": "987654321"}, nil)))
}

func TestCreateHackathonNeedsAnOrganisationRoleAndValidInput(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	errs := w.outsider.Client.GraphQL(createHackathon, map[string]any{"input": hackathonInput(w.orgID, "Intruder", "PUBLIC")}, nil)
	assert.Equal(t, "FORBIDDEN", code(t, errs))
	errs = w.env.Client(t).GraphQLAt("/u-gql", createHackathon, map[string]any{"input": hackathonInput(w.orgID, "Anon", "PUBLIC")}, nil)
	assert.Equal(t, "UNAUTHENTICATED", code(t, errs))

	bad := func(field string, change func(map[string]any)) {
		in := hackathonInput(w.orgID, "Broken "+field, "PUBLIC")
		change(in)
		errs := w.creator.Client.GraphQL(createHackathon, map[string]any{"input": in}, nil)
		require.NotEmpty(t, errs, field)
		assert.Equal(t, "BAD_USER_INPUT", errs[0].Extensions["code"], field)
		assert.Equal(t, field, errs[0].Extensions["field"], field)
	}
	bad("name", func(in map[string]any) { in["name"] = "  " })
	bad("maxTeamSize", func(in map[string]any) { in["maxTeamSize"] = 0 })
	bad("endDatetime", func(in map[string]any) { in["endDatetime"] = in["startDatetime"] })
	bad("timeZone", func(in map[string]any) { in["timeZone"] = "Mars/Olympus" })
	bad("organizationId", func(in map[string]any) { in["organizationId"] = "99999999" })

	var mine struct{ Hackathons struct{ TotalCount int } }
	require.Empty(t, w.creator.Client.GraphQL(`{ hackathons(filter: CREATOR) { totalCount } }`, nil, &mine))
	assert.Equal(t, 2, mine.Hackathons.TotalCount, "nothing half-written")
}

const updateHackathon = `mutation($input: UpdateHackathonInput!) { updateHackathon(input: $input) { hackathon { name maxTeamSize hasPrizes hasGameification } } }`

func TestUpdateHackathonPerRole(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	update := func(u apitest.User, input map[string]any) []apitest.GraphQLError {
		input["id"] = w.inviteOnlyID
		return u.Client.GraphQL(updateHackathon, map[string]any{"input": input}, nil)
	}
	assert.Empty(t, update(w.creator, map[string]any{"name": "Renamed"}))
	var out struct {
		UpdateHackathon struct {
			Hackathon struct {
				Name                        string
				MaxTeamSize                 int
				HasPrizes, HasGameification bool
			}
		}
	}
	require.Empty(t, w.manager.Client.GraphQL(updateHackathon, map[string]any{"input": map[string]any{"id": w.inviteOnlyID, "maxTeamSize": 6, "flags": map[string]any{"hasPrizes": true}}}, &out))
	h := out.UpdateHackathon.Hackathon
	assert.Equal(t, "Renamed", h.Name, "fields left out keep their value")
	assert.Equal(t, 6, h.MaxTeamSize)
	assert.True(t, h.HasPrizes)
	assert.True(t, h.HasGameification, "set at creation, untouched by updates")

	for _, u := range []apitest.User{w.participant, w.mentor, w.judge, w.outsider} {
		assert.Equal(t, "FORBIDDEN", code(t, update(u, map[string]any{"name": "Hijacked"})), u.Email)
	}
	anonymous := w.env.Client(t).GraphQLAt("/u-gql", updateHackathon, map[string]any{"input": map[string]any{"id": w.inviteOnlyID, "name": "Hijacked"}}, nil)
	assert.Equal(t, "UNAUTHENTICATED", code(t, anonymous))
	errs := update(w.creator, map[string]any{"name": "Valid name", "endDatetime": "2000-01-01T00:00:00Z"})
	assert.Equal(t, "endDatetime", errs[0].Extensions["field"])
	var d detail
	require.Empty(t, w.creator.Client.GraphQL(hackathonDetail, map[string]any{"id": w.inviteOnlyID}, &d))
	assert.Equal(t, "Renamed", d.Hackathon.Name, "a refused update changes nothing")
}
