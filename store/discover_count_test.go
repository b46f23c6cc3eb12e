package store_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

// TestDiscoverCountFollowsEveryChange: the DISCOVER list's length, kept by a
// trigger, equals a count of the PUBLIC hackathons after each kind of write.
func TestDiscoverCountFollowsEveryChange(t *testing.T) {
	st := open(t)
	ctx := t.Context()
	countIsRight := func(after string) {
		t.Helper()
		var kept, counted int64
		require.NoError(t, st.Pool().QueryRow(ctx, `SELECT (SELECT n FROM public_hackathon_count),
			(SELECT count(*) FROM hackathons WHERE allowed_participants = 'PUBLIC')`).Scan(&kept, &counted))
		assert.Equal(t, counted, kept, "after %s", after)
	}
	org, err := st.CreateOrganization(ctx, "Count org", newUser(t, st, "counter"))
	require.NoError(t, err)
	h, err := st.CreateHackathon(ctx, store.NewHackathon{
		Name: "Counted", StartDatetime: time.Now(), EndDatetime: time.Now().Add(time.Hour), TimeZone: "UTC",
		AllowedParticipants: domain.AllowPublic, MaxTeamSize: 2, OrganizationID: org.ID, CreatorID: org.CreatorID,
	})
	require.NoError(t, err)
	countIsRight("creating a public hackathon")

	for _, step := range []struct{ what, sql string }{
		{"making it invite-only", `UPDATE hackathons SET allowed_participants = 'INVITE_ONLY' WHERE id = $1`},
		{"renaming it", `UPDATE hackathons SET name = 'Still counted' WHERE id = $1`},
		{"making it public again", `UPDATE hackathons SET allowed_participants = 'PUBLIC' WHERE id = $1`},
		{"deleting it", `DELETE FROM hackathons WHERE id = $1`},
	} {
		_, err := st.Pool().Exec(ctx, step.sql, h.ID)
		require.NoError(t, err, step.what)
		countIsRight(step.what)
	}
}
