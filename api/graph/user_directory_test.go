package graph_test

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

const myActivityOp = `query($first: Int, $after: String) { myActivity(first: $first, after: $after) {
	items { key kind at hackathon { id name } action object detail summary link }
	totalCount pageInfo { hasNextPage endCursor } } }`

type activityAnswer struct {
	MyActivity struct {
		Items []struct {
			Key, Kind, Action, Object, Detail, Summary, Link string
			Hackathon                                        *struct{ ID, Name string }
		}
		TotalCount int
		PageInfo   struct {
			HasNextPage bool
			EndCursor   string
		}
	}
}

func TestMyActivityIsTheUsersOwnNewestFirst(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	host := env.NewUser(t, "hosta")
	pat := env.NewUser(t, "pat")
	orgID := newOrganization(t, host, "Timeline Org "+apitest.RandomString(3))
	var made struct {
		CreateHackathon struct{ Hackathon struct{ ID, Name string } }
	}
	name := "Kite Hack " + apitest.RandomString(3)
	require.Empty(t, host.Client.GraphQL(createHackathon, map[string]any{"input": hackathonInput(orgID, name, "PUBLIC")}, &made))
	hid := made.CreateHackathon.Hackathon.ID

	// Pat answers the participant questions, joins, leaves, joins again and
	// is made a mentor: six entries, none of them the host's.
	_, err := env.Store.SaveUserMetadata(t.Context(), pat.ID, []store.MetadataEntry{{Type: domain.UserMetadataType("PARTICIPANT"), Value: []byte(`{"occupation":"Student"}`)}})
	require.NoError(t, err)
	require.Empty(t, pat.Client.GraphQL(joinHackathon, map[string]any{"id": hid}, nil))
	require.Empty(t, pat.Client.GraphQL(leaveHackathonOp, map[string]any{"id": hid}, nil))
	require.Empty(t, pat.Client.GraphQL(joinHackathon, map[string]any{"id": hid}, nil))
	require.NoError(t, env.Store.AddHackathonRole(t.Context(), intID(hid), pat.ID, domain.RoleMentor))

	var all activityAnswer
	require.Empty(t, pat.Client.GraphQL(myActivityOp, map[string]any{"first": 20}, &all))
	var kinds []string
	for _, e := range all.MyActivity.Items {
		kinds = append(kinds, e.Kind)
	}
	assert.Equal(t, []string{"ROLE_TAKEN", "JOINED_HACKATHON", "LEFT_HACKATHON", "JOINED_HACKATHON", "ONBOARDING_COMPLETED"}, kinds, "newest first")
	require.Equal(t, 5, all.MyActivity.TotalCount)
	assert.False(t, all.MyActivity.PageInfo.HasNextPage)
	mentor := all.MyActivity.Items[0]
	assert.Equal(t, "Became a mentor in "+name, mentor.Summary)
	assert.Equal(t, "/hackathon/"+hid+"/detail", mentor.Link)
	require.NotNil(t, mentor.Hackathon)
	assert.Equal(t, name, mentor.Hackathon.Name)
	onboarding := all.MyActivity.Items[4]
	assert.Nil(t, onboarding.Hackathon, "onboarding is outside any hackathon")
	assert.Equal(t, "/user/profile", onboarding.Link)
	keys := map[string]bool{}
	for _, e := range all.MyActivity.Items {
		assert.False(t, keys[e.Key], "key %s twice", e.Key)
		keys[e.Key] = true
	}

	// Two pages of two and one of one, in the same order.
	var paged []string
	after := ""
	for range 3 {
		var page activityAnswer
		require.Empty(t, pat.Client.GraphQL(myActivityOp, map[string]any{"first": 2, "after": after}, &page))
		for _, e := range page.MyActivity.Items {
			paged = append(paged, e.Kind)
		}
		after = page.MyActivity.PageInfo.EndCursor
		if !page.MyActivity.PageInfo.HasNextPage {
			break
		}
	}
	assert.Equal(t, kinds, paged)

	// The host sees their own hackathon and nothing of Pat's.
	var hosts activityAnswer
	require.Empty(t, host.Client.GraphQL(myActivityOp, nil, &hosts))
	require.Len(t, hosts.MyActivity.Items, 1)
	assert.Equal(t, "HACKATHON_CREATED", hosts.MyActivity.Items[0].Kind)

	// A bad page size or cursor names its argument.
	assert.Equal(t, "first", badInputField(t, pat.Client.GraphQL(myActivityOp, map[string]any{"first": 0}, nil)))
	assert.Equal(t, "after", badInputField(t, pat.Client.GraphQL(myActivityOp, map[string]any{"after": "nope"}, nil)))
}

const authUsersOp = `query($id: ID, $offset: Int, $first: Int, $after: String, $last: Int, $before: String) {
	authUsers(id: $id, offset: $offset, first: $first, after: $after, last: $last, before: $before) {
		items { id email } totalCount startCursor endCursor hasNextPage hasPreviousPage } }`

type authUsersAnswer struct {
	AuthUsers struct {
		Items                        []struct{ ID, Email string }
		TotalCount                   int
		StartCursor, EndCursor       string
		HasNextPage, HasPreviousPage bool
	}
}

func TestAuthUsersPagesForAdministrators(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	admin := newAdmin(t, env)
	var made []apitest.User
	for i := range 4 { // the fourth makes a next page after the first two past made[0]
		made = append(made, env.NewUser(t, "au"+strconv.Itoa(i)))
	}
	var one authUsersAnswer
	require.Empty(t, admin.Client.GraphQL(authUsersOp, map[string]any{"id": strconv.FormatInt(made[1].ID, 10)}, &one))
	require.Len(t, one.AuthUsers.Items, 1)
	assert.Equal(t, made[1].Email, one.AuthUsers.Items[0].Email, "administrators read addresses")

	// Other tests make users meanwhile: the pages are checked for id order
	// and for what they must and must not hold.
	var cursor authUsersAnswer
	require.Empty(t, admin.Client.GraphQL(authUsersOp, map[string]any{"id": strconv.FormatInt(made[0].ID, 10)}, &cursor))
	var fwd authUsersAnswer
	require.Empty(t, admin.Client.GraphQL(authUsersOp, map[string]any{"after": cursor.AuthUsers.EndCursor, "first": 100}, &fwd))
	fwdEmails := emailsInIDOrder(t, fwd)
	assert.NotContains(t, fwdEmails, made[0].Email, "after is exclusive")
	assert.Contains(t, fwdEmails, made[1].Email)
	assert.Contains(t, fwdEmails, made[2].Email)
	var last authUsersAnswer
	require.Empty(t, admin.Client.GraphQL(authUsersOp, map[string]any{"id": strconv.FormatInt(made[2].ID, 10)}, &last))
	var back authUsersAnswer
	require.Empty(t, admin.Client.GraphQL(authUsersOp, map[string]any{"before": last.AuthUsers.EndCursor, "last": 100}, &back))
	backEmails := emailsInIDOrder(t, back)
	assert.NotContains(t, backEmails, made[2].Email, "before is exclusive")
	assert.Contains(t, backEmails, made[0].Email)
	assert.Contains(t, backEmails, made[1].Email)
	var two, skipped authUsersAnswer
	require.Empty(t, admin.Client.GraphQL(authUsersOp, map[string]any{"after": cursor.AuthUsers.EndCursor, "first": 2}, &two))
	require.Len(t, two.AuthUsers.Items, 2)
	assert.True(t, two.AuthUsers.HasNextPage)
	require.Empty(t, admin.Client.GraphQL(authUsersOp, map[string]any{"after": cursor.AuthUsers.EndCursor, "first": 1, "offset": 1}, &skipped))
	require.Len(t, skipped.AuthUsers.Items, 1)
	assert.Equal(t, two.AuthUsers.Items[1], skipped.AuthUsers.Items[0], "offset skips from the window's start")
	assert.True(t, skipped.AuthUsers.HasPreviousPage)

	assert.Equal(t, "last", badInputField(t, admin.Client.GraphQL(authUsersOp, map[string]any{"first": 1, "last": 1}, nil)))
	assert.Equal(t, "before", badInputField(t, admin.Client.GraphQL(authUsersOp, map[string]any{"before": "x"}, nil)))
	assert.Equal(t, "offset", badInputField(t, admin.Client.GraphQL(authUsersOp, map[string]any{"offset": -1}, nil)))
	assert.Equal(t, "first", badInputField(t, admin.Client.GraphQL(authUsersOp, map[string]any{"first": 101}, nil)))

	// Others may not list users, nor read someone else's account or roles.
	assert.Equal(t, "FORBIDDEN", errorCode(t, made[0].Client.GraphQL(authUsersOp, nil, nil)))
	other := strconv.FormatInt(made[1].ID, 10)
	assert.Equal(t, "FORBIDDEN", errorCode(t, made[0].Client.GraphQL(`query($u: ID!) { userRoles(userId: $u) { name } }`, map[string]any{"u": other}, nil)))
	var roles struct{ UserRoles []struct{ Name string } }
	require.Empty(t, admin.Client.GraphQL(`query($u: ID!) { userRoles(userId: $u) { name } }`, map[string]any{"u": other}, &roles))
	assert.Equal(t, "participant", roles.UserRoles[0].Name)
	var acct struct{ Account struct{ IDB64, UID string } }
	require.Empty(t, made[1].Client.GraphQL(`query($u: ID) { account(ownerId: $u) { idB64 uid } }`, map[string]any{"u": other}, &acct))
	assert.Equal(t, store.EncodeUserID(made[1].ID), acct.Account.IDB64)
	assert.Equal(t, "ownerId", badInputField(t, made[1].Client.GraphQL(`query($u: ID, $o: ID) { account(ownerId: $o, userId: $u) { uid } }`,
		map[string]any{"u": other, "o": strconv.FormatInt(made[0].ID, 10)}, nil)))
}

func TestProfilesAreReadByTheirOwnerAdministratorsAndFellowMembers(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	admin := newAdmin(t, env)
	host := env.NewUser(t, "hostp")
	pia := env.NewUser(t, "pia")
	stranger := env.NewUser(t, "stranger")
	orgID := newOrganization(t, host, "Profile Org "+apitest.RandomString(3))
	var made struct {
		CreateHackathon struct{ Hackathon struct{ ID string } }
	}
	require.Empty(t, host.Client.GraphQL(createHackathon, map[string]any{"input": hackathonInput(orgID, "Profiles "+apitest.RandomString(3), "PUBLIC")}, &made))
	require.Empty(t, pia.Client.GraphQL(joinHackathon, map[string]any{"id": made.CreateHackathon.Hackathon.ID}, nil))
	const ofUser = `query($u: ID!) { hackathonProfileOfUser(userId: $u) { id city user { id email } } }`
	piaID := strconv.FormatInt(pia.ID, 10)

	require.Empty(t, pia.Client.GraphQL(`mutation { updateHackathonProfile(input: {city: "Accra"}) { hackathonProfile { id } } }`, nil, nil))
	var seen struct {
		HackathonProfileOfUser struct {
			ID, City string
			User     struct{ Email *string }
		}
	}
	require.Empty(t, host.Client.GraphQL(ofUser, map[string]any{"u": piaID}, &seen))
	assert.Equal(t, "Accra", seen.HackathonProfileOfUser.City)
	assert.Nil(t, seen.HackathonProfileOfUser.User.Email, "a fellow member does not read the address")
	assert.Equal(t, "FORBIDDEN", errorCode(t, stranger.Client.GraphQL(ofUser, map[string]any{"u": piaID}, nil)))
	assert.Equal(t, "FORBIDDEN", errorCode(t, stranger.Client.GraphQL(`query($id: ID!) { hackathonProfileById(id: $id) { id } }`,
		map[string]any{"id": seen.HackathonProfileOfUser.ID}, nil)))
	assert.Equal(t, "NOT_FOUND", errorCode(t, stranger.Client.GraphQL(`query { hackathonProfileById(id: "999999999") { id } }`, nil, nil)))

	var person struct {
		UserProfile struct {
			DisplayName string
			Email       *string
		}
	}
	require.Empty(t, admin.Client.GraphQL(`query($u: ID!) { userProfile(userId: $u) { displayName email } }`, map[string]any{"u": piaID}, &person))
	require.NotNil(t, person.UserProfile.Email, "administrators read addresses")
	assert.Equal(t, pia.Email, *person.UserProfile.Email)

	var list struct {
		HackathonProfiles struct {
			Items      []struct{ City string }
			TotalCount int
		}
	}
	require.Empty(t, admin.Client.GraphQL(`query($u: ID) { hackathonProfiles(userId: $u) { items { city } totalCount } }`, map[string]any{"u": piaID}, &list))
	require.Equal(t, 1, list.HackathonProfiles.TotalCount)
	assert.Equal(t, "Accra", list.HackathonProfiles.Items[0].City)
	require.Empty(t, admin.Client.GraphQL(`query { hackathonProfiles(first: 100) { totalCount } }`, nil, &list))
	assert.GreaterOrEqual(t, list.HackathonProfiles.TotalCount, 1)
	assert.Equal(t, "FORBIDDEN", errorCode(t, host.Client.GraphQL(`query { hackathonProfiles { totalCount } }`, nil, nil)))
}

// badInputField is the field a BAD_USER_INPUT refusal names.
func badInputField(t *testing.T, errs []apitest.GraphQLError) string {
	t.Helper()
	c, field := fieldError(t, errs)
	assert.Equal(t, "BAD_USER_INPUT", c)
	return field
}

func errorCode(t *testing.T, errs []apitest.GraphQLError) string {
	t.Helper()
	return code(t, errs)
}

// emailsInIDOrder checks the page is in id order and returns its addresses.
func emailsInIDOrder(t *testing.T, a authUsersAnswer) []string {
	t.Helper()
	var emails []string
	previous := int64(0)
	for _, u := range a.AuthUsers.Items {
		assert.Greater(t, intID(u.ID), previous, "id order")
		previous = intID(u.ID)
		emails = append(emails, u.Email)
	}
	return emails
}
