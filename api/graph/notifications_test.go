package graph_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
)

const joinHackathon = `mutation($id: ID!, $token: String) { joinHackathon(input: {hackathonId: $id, inviteToken: $token}) { hackathon { id isParticipant } } }`

const myNotifications = `query($unread: Boolean) { myNotifications(unreadOnly: $unread) {
  items { id type title text link isRead data } totalCount unreadCount } }`

type notifications struct {
	MyNotifications struct {
		Items []struct {
			ID, Type, Title, Text, Data string
			Link                        *string
			IsRead                      bool
		}
		TotalCount, UnreadCount int
	}
}

func TestJoiningNotifiesTheOrganisersOnce(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	joiner := w.env.NewUser(t, "joiner")

	assert.Equal(t, "FORBIDDEN", code(t, joiner.Client.GraphQL(joinHackathon, map[string]any{"id": w.inviteOnlyID}, nil)))
	var out struct {
		JoinHackathon struct{ Hackathon struct{ IsParticipant bool } }
	}
	for range 2 {
		require.Empty(t, joiner.Client.GraphQL(joinHackathon, map[string]any{"id": w.inviteOnlyID, "token": w.inviteToken}, &out))
		assert.True(t, out.JoinHackathon.Hackathon.IsParticipant)
	}

	for _, organizer := range []apitest.User{w.creator, w.manager} {
		var n notifications
		require.Empty(t, organizer.Client.GraphQL(myNotifications, nil, &n))
		require.Equal(t, 1, n.MyNotifications.TotalCount, organizer.Email)
		item := n.MyNotifications.Items[0]
		assert.Equal(t, "PARTICIPANT_REGISTERED", item.Type)
		assert.Equal(t, "New participant", item.Title)
		assert.Equal(t, "joiner Tester registered for Secret Hack.", item.Text)
		assert.Equal(t, "/hackathon/"+w.inviteOnlyID+"/detail", *item.Link)
		assert.Equal(t, 1, n.MyNotifications.UnreadCount)
	}
	var none notifications
	require.Empty(t, w.participant.Client.GraphQL(myNotifications, nil, &none))
	assert.Zero(t, none.MyNotifications.TotalCount)
}

// A join whose notification cannot be written leaves nothing behind, so that
// the retry both joins and notifies.
func TestJoiningIsOneTransactionWithItsNotification(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	joiner := w.env.NewUser(t, "atomic")
	failNotificationsOf := fmt.Sprintf(`CREATE TRIGGER fail_notifications_%[1]s BEFORE INSERT ON notifications FOR EACH ROW
		WHEN (NEW.data->>'hackathonId' = '%[1]s') EXECUTE FUNCTION fail_notification()`, w.publicID)
	_, err := w.env.Store.Pool().Exec(t.Context(), `CREATE OR REPLACE FUNCTION fail_notification() RETURNS trigger
		LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'notifications are down'; END $$`)
	require.NoError(t, err)
	_, err = w.env.Store.Pool().Exec(t.Context(), failNotificationsOf)
	require.NoError(t, err)

	assert.Equal(t, "INTERNAL", code(t, joiner.Client.GraphQL(joinHackathon, map[string]any{"id": w.publicID}, nil)))
	var participants int
	require.NoError(t, w.env.Store.Pool().QueryRow(t.Context(),
		`SELECT count(*) FROM participants WHERE hackathon_id = $1 AND user_id = $2`, intID(w.publicID), joiner.ID).Scan(&participants))
	assert.Zero(t, participants, "the join was rolled back with its notification")

	_, err = w.env.Store.Pool().Exec(t.Context(), "DROP TRIGGER fail_notifications_"+w.publicID+" ON notifications")
	require.NoError(t, err)
	require.Empty(t, joiner.Client.GraphQL(joinHackathon, map[string]any{"id": w.publicID}, nil))
	var n notifications
	require.Empty(t, w.creator.Client.GraphQL(myNotifications, nil, &n))
	assert.Equal(t, 1, n.MyNotifications.TotalCount, "the retry notified")
}

func TestJoiningNeedsRegistrationToBeOpen(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	var created struct {
		CreateHackathon struct{ Hackathon struct{ ID string } }
	}
	in := hackathonInput(w.orgID, "Closed", "PUBLIC")
	in["flags"] = map[string]any{}
	require.Empty(t, w.creator.Client.GraphQL(createHackathon, map[string]any{"input": in}, &created))
	errs := w.outsider.Client.GraphQL(joinHackathon, map[string]any{"id": created.CreateHackathon.Hackathon.ID}, nil)
	assert.Equal(t, "BAD_USER_INPUT", code(t, errs))
	assert.Equal(t, "Registration for this hackathon is not open.", errs[0].Message)
}

func TestMarkingNotificationsRead(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	for range 3 {
		joiner := w.env.NewUser(t, "fan")
		require.Empty(t, joiner.Client.GraphQL(joinHackathon, map[string]any{"id": w.publicID}, nil))
	}
	var n notifications
	require.Empty(t, w.creator.Client.GraphQL(myNotifications, nil, &n))
	require.Equal(t, 3, n.MyNotifications.UnreadCount)
	first := n.MyNotifications.Items[0].ID

	mark := `mutation($id: ID!) { markNotificationRead(input: {id: $id}) { success notification { id isRead } } }`
	var marked struct {
		MarkNotificationRead struct {
			Success      bool
			Notification struct{ IsRead bool }
		}
	}
	assert.Equal(t, "NOT_FOUND", code(t, w.outsider.Client.GraphQL(mark, map[string]any{"id": first}, nil)), "not someone else's")
	require.Empty(t, w.creator.Client.GraphQL(mark, map[string]any{"id": first}, &marked))
	assert.True(t, marked.MarkNotificationRead.Success)
	assert.True(t, marked.MarkNotificationRead.Notification.IsRead)

	var unread notifications
	require.Empty(t, w.creator.Client.GraphQL(myNotifications, map[string]any{"unread": true}, &unread))
	assert.Equal(t, 2, unread.MyNotifications.TotalCount)
	assert.Equal(t, 2, unread.MyNotifications.UnreadCount)

	var all struct{ MarkAllNotificationsRead struct{ Count int } }
	require.Empty(t, w.creator.Client.GraphQL(`mutation { markAllNotificationsRead { success count } }`, nil, &all))
	assert.Equal(t, 2, all.MarkAllNotificationsRead.Count)
	assert.Equal(t, "UNAUTHENTICATED", code(t, w.env.Client(t).GraphQLAt("/u-gql", myNotifications, nil, nil)))
}
