package graph_test

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const (
	scheduleAnnouncementOp = `mutation($input: ScheduleAnnouncementInput!) { scheduleAnnouncement(input: $input) { announcement { id status sendAt } } }`
	updateAnnouncementOp   = `mutation($input: UpdateAnnouncementInput!) { updateAnnouncement(input: $input) { announcement { id title status sendAt audience } } }`
	cancelAnnouncementOp   = `mutation($id: ID!) { cancelAnnouncement(input: {id: $id}) { announcement { id status } } }`
	announcementsOp        = `query($id: ID!) { announcements(hackathonId: $id) { id title status recipients sent failed } }`
	postedOp               = `query($id: ID!) { postedAnnouncements(hackathonId: $id) { id title body sentAt } }`
)

type announcementRow struct {
	ID, Title, Status, Audience string
	SendAt                      time.Time
	Recipients, Sent, Failed    int
}

func announcementInput(w *world, over map[string]any) map[string]any {
	in := map[string]any{"hackathonId": w.inviteOnlyID, "title": "Dinner is served", "body": "**Pizza** in the hall.",
		"audience": "PARTICIPANTS", "sendAt": time.Now().Add(time.Hour).Format(time.RFC3339)}
	for k, v := range over {
		in[k] = v
	}
	return in
}

func TestScheduleAnnouncementRefusesBadInputNamingTheField(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	_, err := w.env.Store.Pool().Exec(t.Context(), `INSERT INTO hackathon_phase_schedule (hackathon_id, phase, starts_at) VALUES ($1, 'JUDGING', now() + interval '2 days')
	  ON CONFLICT (hackathon_id, phase) DO UPDATE SET starts_at = EXCLUDED.starts_at`, intID(w.inviteOnlyID))
	require.NoError(t, err)
	for field, over := range map[string]map[string]any{
		"sendAt":        {"sendAt": time.Now().Add(-time.Minute).Format(time.RFC3339)},
		"audience":      {"audience": nil},
		"title":         {"title": "  "},
		"body":          {"body": strings.Repeat("x", 5001)},
		"phase":         {"sendAt": nil, "phase": "HACKING", "offsetMinutes": 0},
		"offsetMinutes": {"sendAt": nil, "phase": "JUDGING", "offsetMinutes": 60 * 24 * 30},
	} {
		if field == "phase" {
			_, err := w.env.Store.Pool().Exec(t.Context(), `DELETE FROM hackathon_phase_schedule WHERE hackathon_id = $1 AND phase = 'HACKING'`, intID(w.inviteOnlyID))
			require.NoError(t, err)
		}
		errs := w.creator.Client.GraphQL(scheduleAnnouncementOp, map[string]any{"input": announcementInput(w, over)}, nil)
		assert.Equal(t, "BAD_USER_INPUT", code(t, errs), field)
		assert.Equal(t, field, errField(t, errs))
	}
	var list struct{ Announcements []announcementRow }
	require.Empty(t, w.creator.Client.GraphQL(announcementsOp, map[string]any{"id": w.inviteOnlyID}, &list))
	assert.Empty(t, list.Announcements, "nothing was scheduled")
}

// An announcement is edited, then goes at its time to the participants,
// shows in the feed and can no longer change; a cancelled one never goes.
func TestAnnouncementIsEditedSentAndThenFixed(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	var out struct {
		ScheduleAnnouncement struct{ Announcement announcementRow }
	}
	require.Empty(t, w.manager.Client.GraphQL(scheduleAnnouncementOp, map[string]any{"input": announcementInput(w, nil)}, &out))
	sent := out.ScheduleAnnouncement.Announcement
	require.Empty(t, w.manager.Client.GraphQL(scheduleAnnouncementOp, map[string]any{"input": announcementInput(w, nil)}, &out))
	cancelled := out.ScheduleAnnouncement.Announcement

	var edited struct {
		UpdateAnnouncement struct{ Announcement announcementRow }
	}
	soon := time.Now().Add(3 * time.Second).UTC().Truncate(time.Second)
	require.Empty(t, w.creator.Client.GraphQL(updateAnnouncementOp, map[string]any{"input": map[string]any{
		"id": sent.ID, "title": "Dinner at eight", "body": "Pizza *at eight*.", "audience": "PARTICIPANTS", "sendAt": soon.Format(time.RFC3339),
	}}, &edited))
	assert.Equal(t, "Dinner at eight", edited.UpdateAnnouncement.Announcement.Title)
	assert.True(t, soon.Equal(edited.UpdateAnnouncement.Announcement.SendAt))
	require.Empty(t, w.creator.Client.GraphQL(cancelAnnouncementOp, map[string]any{"id": cancelled.ID}, nil))

	var list struct{ Announcements []announcementRow }
	require.Eventually(t, func() bool {
		require.Empty(t, w.creator.Client.GraphQL(announcementsOp, map[string]any{"id": w.inviteOnlyID}, &list))
		return len(list.Announcements) == 2 && list.Announcements[1].Status == "SENT"
	}, 30*time.Second, 200*time.Millisecond)
	assert.Equal(t, announcementRow{ID: sent.ID, Title: "Dinner at eight", Status: "SENT", Recipients: 1, Sent: 1}, list.Announcements[1])
	assert.Equal(t, "CANCELLED", list.Announcements[0].Status)

	msgs := w.env.Inbox.WaitFor(t, w.participant.Email, 1, 10*time.Second)
	assert.Equal(t, "Dinner at eight (Secret Hack)", msgs[0].Subject)
	var feed struct {
		PostedAnnouncements []struct{ ID, Title, Body string }
	}
	require.Empty(t, w.participant.Client.GraphQL(postedOp, map[string]any{"id": w.inviteOnlyID}, &feed))
	require.Len(t, feed.PostedAnnouncements, 1)
	assert.Equal(t, "Pizza *at eight*.", feed.PostedAnnouncements[0].Body)

	for id, op := range map[string]string{sent.ID: cancelAnnouncementOp, cancelled.ID: cancelAnnouncementOp} {
		errs := w.creator.Client.GraphQL(op, map[string]any{"id": id}, nil)
		assert.Equal(t, "CONFLICT", code(t, errs))
	}
	errs := w.creator.Client.GraphQL(updateAnnouncementOp, map[string]any{"input": map[string]any{
		"id": sent.ID, "title": "Again", "body": "x", "audience": "EVERYONE", "sendAt": time.Now().Add(time.Hour).Format(time.RFC3339),
	}}, nil)
	assert.Equal(t, "CONFLICT", code(t, errs))
	assert.Equal(t, 1, w.env.Inbox.Count(t, w.participant.Email), "one e-mail, and none for the cancelled one")
}
