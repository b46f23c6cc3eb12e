package store_test

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

// deletionWorld is a hackathon run by host, with member on a team that
// created an idea, and everything personal about member filled in.
type deletionWorld struct {
	st                         *store.Store
	host, member, other        int64
	orgID, hackathonID, teamID int64
	ideaID                     int64
	memberEmail, memberToken   string
}

func newDeletionWorld(t *testing.T, name string) deletionWorld {
	t.Helper()
	st := open(t)
	ctx := t.Context()
	w := deletionWorld{st: st, host: newUser(t, st, name+"-host"), member: newUser(t, st, name+"-member"), other: newUser(t, st, name+"-other")}
	org, err := st.CreateOrganization(ctx, "Deletion org "+name, w.host)
	require.NoError(t, err)
	h, err := st.CreateHackathon(ctx, store.NewHackathon{
		Name: "Deletion hack " + name, StartDatetime: time.Now(), EndDatetime: time.Now().Add(48 * time.Hour), TimeZone: "UTC",
		AllowedParticipants: "PUBLIC", MaxTeamSize: 3, OrganizationID: org.ID, CreatorID: w.host,
	})
	require.NoError(t, err)
	w.orgID, w.hackathonID = org.ID, h.ID
	_, err = st.JoinHackathon(ctx, h.ID, w.member)
	require.NoError(t, err)
	idea, _, err := st.CreateIdea(ctx, store.NewIdea{HackathonID: h.ID, Name: "Kept idea", Description: "Stays with the hackathon.", DetailDescription: "It stays.", CreatedBy: w.member})
	require.NoError(t, err)
	w.ideaID = idea.ID
	team, err := st.CreateTeam(ctx, store.NewTeam{HackathonID: h.ID, Name: "Kept team", CreatorID: w.member})
	require.NoError(t, err)
	w.teamID = team.ID
	_, err = st.UpdateHackathonProfile(ctx, w.member, store.ProfileFields{GithubURL: "https://github.com/member", City: "Cape Town", Bio: "Hello"}, []int64{1})
	require.NoError(t, err)
	_, err = st.SaveUserMetadata(ctx, w.member, []store.MetadataEntry{{Type: domain.MetadataParticipant, Value: []byte(`{"tshirt":"M"}`)}})
	require.NoError(t, err)
	u, err := st.User(ctx, w.member)
	require.NoError(t, err)
	w.memberEmail = u.Email
	w.memberToken, err = st.CreateAuthToken(ctx, w.member)
	require.NoError(t, err)
	_, err = st.OpenInvites(ctx, store.InvitePlace{Kind: domain.InviteJudge, HackathonID: h.ID}, w.host, []string{strings.ToLower(u.Email)}, time.Now().Add(time.Hour), nil)
	require.NoError(t, err)
	exec(t, st, `INSERT INTO notifications (user_id, type) VALUES ($1, 'TEST')`, w.member)
	exec(t, st, `INSERT INTO social_identities (user_id, provider, issuer, subject, email) VALUES ($1, 'google', 'https://accounts.google.com', $2, $3)`,
		w.member, "sub-"+name, u.Email)
	return w
}

func exec(t *testing.T, st *store.Store, sql string, args ...any) {
	t.Helper()
	_, err := st.Pool().Exec(t.Context(), sql, args...)
	require.NoError(t, err)
}

func count(t *testing.T, st *store.Store, sql string, args ...any) int {
	t.Helper()
	var n int
	require.NoError(t, st.Pool().QueryRow(t.Context(), sql, args...).Scan(&n))
	return n
}

func TestAccountDataHoldsThePersonsRowsWithoutSecrets(t *testing.T) {
	w := newDeletionWorld(t, "data")
	data, err := w.st.AccountData(t.Context(), w.member)
	require.NoError(t, err)
	assert.Contains(t, string(data.Data["user"]), w.memberEmail)
	assert.Contains(t, string(data.Data["profile"]), "Cape Town")
	assert.Contains(t, string(data.Data["ideas"]), "Kept idea")
	assert.Contains(t, string(data.Data["teams_created"]), "Kept team")
	assert.Contains(t, string(data.Data["invites_to_you"]), "JUDGE")
	assert.Contains(t, string(data.Data["user_metadata"]), "tshirt")
	assert.Contains(t, string(data.Data["social_sign_in"]), "sub-data")
	assert.Contains(t, string(data.Data["sign_in_tokens"]), `"expires_at"`)
	for key, rows := range data.Data {
		assert.NotContains(t, string(rows), "password_hash", key)
		assert.NotContains(t, string(rows), "token_hash", key)
	}
}

func TestDeletingAnAccountSignsOutAtOnceThenErasesButKeepsContributions(t *testing.T) {
	w := newDeletionWorld(t, "erase")
	ctx := t.Context()
	var started store.DeletedAccount
	d, err := w.st.DeleteAccount(ctx, w.member, func(d store.DeletedAccount) store.WorkflowStart {
		started = d
		return store.WorkflowStart{WorkflowID: "account-deletion:test-" + d.User.Uid, WorkflowType: "AccountDeletion", Input: map[string]int64{"UserID": d.User.ID}}
	})
	require.NoError(t, err)

	// At once: signed out, name and address gone, invite stopped.
	_, err = w.st.TokenOwner(ctx, w.memberToken)
	require.ErrorIs(t, err, domain.ErrNotFound, "the token no longer signs in")
	assert.Equal(t, domain.DeletedUserName, domain.DisplayName(d.User.FirstName, d.User.LastName))
	assert.NotContains(t, d.User.Email, "erase-member")
	assert.True(t, strings.HasSuffix(d.User.Email, "@deleted.invalid"))
	assert.Equal(t, d.User.Email, d.User.Username)
	assert.NotNil(t, d.User.DeletedAt)
	_, err = w.st.UserByEmail(ctx, w.memberEmail)
	require.ErrorIs(t, err, domain.ErrNotFound, "a password reset finds no account at the old address")
	require.Len(t, started.Invites, 1)
	assert.Equal(t, domain.InviteJudge, started.Invites[0].Kind)
	assert.Equal(t, 0, count(t, w.st, `SELECT count(*) FROM invites WHERE email = $1`, strings.ToLower(w.memberEmail)), "the invite forgot the address")
	assert.Equal(t, 1, count(t, w.st, `SELECT count(*) FROM invites WHERE uid = $1 AND status = 'REVOKED'`, started.Invites[0].UID))

	// The workflow's erase, twice (a retried activity).
	require.NoError(t, w.st.EraseAccount(ctx, w.member))
	require.NoError(t, w.st.EraseAccount(ctx, w.member))
	for table, sql := range map[string]string{ //nolint:gosec // G101: statements, not credentials
		"profile":          `SELECT count(*) FROM hackathon_profiles WHERE user_id = $1 AND (github_url <> '' OR city <> '' OR bio <> '')`,
		"skills":           `SELECT count(*) FROM hackathon_profile_skills ps JOIN hackathon_profiles p ON p.id = ps.profile_id WHERE p.user_id = $1`,
		"metadata":         `SELECT count(*) FROM user_metadata WHERE user_id = $1`,
		"social sign-in":   `SELECT count(*) FROM social_identities WHERE user_id = $1`,
		"notifications":    `SELECT count(*) FROM notifications WHERE user_id = $1`,
		"tokens":           `SELECT count(*) FROM auth_tokens WHERE user_id = $1`,
		"roles":            `SELECT count(*) FROM user_roles WHERE user_id = $1`,
		"looking for team": `SELECT count(*) FROM looking_for_team WHERE user_id = $1`,
	} {
		assert.Zero(t, count(t, w.st, sql, w.member), table)
	}
	// Kept: the idea, the team and its membership, under the deleted user.
	assert.Equal(t, 1, count(t, w.st, `SELECT count(*) FROM ideas WHERE id = $1 AND created_by = $2`, w.ideaID, w.member))
	assert.Equal(t, 1, count(t, w.st, `SELECT count(*) FROM team_members WHERE team_id = $1 AND user_id = $2`, w.teamID, w.member))
	assert.Equal(t, 1, count(t, w.st, `SELECT count(*) FROM participants WHERE hackathon_id = $1 AND user_id = $2`, w.hackathonID, w.member))

	_, err = w.st.DeleteAccount(ctx, w.member, nil)
	require.ErrorIs(t, err, domain.ErrNotFound, "an account is deleted once")
	require.ErrorIs(t, w.st.EraseAccount(ctx, w.other), domain.ErrNotFound, "a live account is not erased")
}

func TestTheLastOwnerAndAnUnfinishedHackathonsCreatorAreToldWhatToHandOver(t *testing.T) {
	w := newDeletionWorld(t, "blocked")
	ctx := t.Context()
	_, err := w.st.DeleteAccount(ctx, w.host, nil)
	var de *domain.Error
	require.ErrorAs(t, err, &de)
	assert.Equal(t, domain.CodeConflict, de.Code)
	assert.Contains(t, de.Message, `the organization "Deletion org blocked"`)
	assert.Contains(t, de.Message, `the hackathon "Deletion hack blocked"`)
	u, err := w.st.User(ctx, w.host)
	require.NoError(t, err)
	assert.Nil(t, u.DeletedAt, "nothing half-written")

	// Another owner, and the hackathon handed to a member of its organizing team.
	require.NoError(t, w.st.AddOrganizationMember(ctx, w.orgID, w.other, domain.OrgOwner))
	_, err = w.st.TransferHackathon(ctx, w.hackathonID, w.host, w.other, "userId")
	require.ErrorAs(t, err, &de)
	assert.Equal(t, domain.CodeInvalid, de.Code, "only the organizing team may take it")
	exec(t, w.st, `INSERT INTO management_team_members (hackathon_id, user_id) VALUES ($1, $2)`, w.hackathonID, w.other)
	h, err := w.st.TransferHackathon(ctx, w.hackathonID, w.host, w.other, "userId")
	require.NoError(t, err)
	assert.Equal(t, w.other, h.CreatorID)
	assert.Equal(t, 1, count(t, w.st, `SELECT count(*) FROM management_team_members WHERE hackathon_id = $1 AND user_id = $2`, w.hackathonID, w.host),
		"the former creator joins the organizing team")
	blockers, err := w.st.AccountDeletionBlockers(ctx, w.host)
	require.NoError(t, err)
	assert.Empty(t, blockers)
	_, err = w.st.DeleteAccount(ctx, w.host, nil)
	require.NoError(t, err)
}

// Every column that names a person, by a foreign key to users or by
// holding an e-mail address, must be considered by the download and the
// deletion (store/account_tables.go): a new table fails here until it is.
func TestEveryColumnNamingAUserIsConsidered(t *testing.T) {
	st := open(t)
	rows, err := st.Pool().Query(t.Context(), `
		SELECT kcu.table_name || '.' || kcu.column_name
		FROM information_schema.referential_constraints rc
		JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = rc.constraint_name AND kcu.constraint_schema = rc.constraint_schema
		JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = rc.unique_constraint_name AND ccu.constraint_schema = rc.unique_constraint_schema
		WHERE ccu.table_name = 'users' AND rc.constraint_schema = 'public'
		UNION
		SELECT c.table_name || '.' || c.column_name FROM information_schema.columns c
		JOIN information_schema.tables t ON t.table_name = c.table_name AND t.table_schema = c.table_schema
		WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.column_name LIKE '%email%'`)
	require.NoError(t, err)
	defer rows.Close()
	considered := store.UserColumns()
	for rows.Next() {
		var column string
		require.NoError(t, rows.Scan(&column))
		assert.Contains(t, considered, column, "add %s to userTables in store/account_tables.go", column)
	}
	require.NoError(t, rows.Err())
}
