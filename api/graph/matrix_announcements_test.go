package graph_test

import (
	"maps"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

func init() {
	maps.Copy(matrixOperations, matrixAnnouncementOperations)
}

const (
	matrixAnnouncement = `{ id hackathonId title body audience sendAt phase offsetMinutes status recipients sent failed createdAt sentAt workflowId }`
	matrixPosted       = `{ id title body sentAt }`
)

// scheduledAnnouncementVars writes a scheduled announcement of tg, due in a
// day, for the cell to change.
func scheduledAnnouncementVars(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
	var id int64
	require.NoError(t, w.env.Store.Pool().QueryRow(t.Context(), `
	  INSERT INTO announcements (hackathon_id, title, body, audience, send_at)
	  VALUES ($1, 'Matrix', 'Hello', 'PARTICIPANTS', now() + interval '1 day') RETURNING id`, intID(tg.id)).Scan(&id))
	return map[string]any{"id": id}
}

func publicTargetID(_ *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
	return map[string]any{"id": w.public.id}
}

func inTwoDays() string { return time.Now().Add(48 * time.Hour).Format(time.RFC3339) }

var matrixAnnouncementOperations = map[string]matrixOperation{
	"announcements":              {doc: `query($id: ID!) { announcements(hackathonId: $id) ` + matrixAnnouncement + ` }`, vars: targetID},
	"postedAnnouncements":        {doc: `query($id: ID!) { postedAnnouncements(hackathonId: $id) ` + matrixPosted + ` }`, vars: targetID},
	"postedAnnouncements/public": {doc: `query($id: ID!) { postedAnnouncements(hackathonId: $id) ` + matrixPosted + ` }`, vars: publicTargetID},
	"scheduleAnnouncement": {doc: `mutation($id: ID!, $sendAt: Time) { scheduleAnnouncement(input: {hackathonId: $id, title: "Dinner",
	    body: "Pizza in the hall.", audience: PARTICIPANTS, sendAt: $sendAt}) { announcement ` + matrixAnnouncement + ` } }`,
		vars: func(_ *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			return map[string]any{"id": w.target.id, "sendAt": inTwoDays()}
		}},
	"scheduleAnnouncement/past": {doc: `mutation($id: ID!) { scheduleAnnouncement(input: {hackathonId: $id, title: "Dinner",
	    body: "Pizza in the hall.", audience: PARTICIPANTS, sendAt: "2020-01-01T00:00:00Z"}) { announcement ` + matrixAnnouncement + ` } }`,
		vars: targetID},
	"updateAnnouncement": {doc: `mutation($id: ID!, $sendAt: Time) { updateAnnouncement(input: {id: $id, title: "Dinner",
	    body: "Pizza at eight.", audience: EVERYONE, sendAt: $sendAt}) { announcement ` + matrixAnnouncement + ` } }`,
		vars: func(t *testing.T, w *matrixWorld, tg matrixHackathon) map[string]any {
			vars := scheduledAnnouncementVars(t, w, tg)
			vars["sendAt"] = inTwoDays()
			return vars
		}},
	"cancelAnnouncement": {doc: `mutation($id: ID!) { cancelAnnouncement(input: {id: $id}) { announcement ` + matrixAnnouncement + ` } }`,
		vars: scheduledAnnouncementVars},
}
