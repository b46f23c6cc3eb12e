package workflows

import (
	"go.temporal.io/sdk/workflow"
)

// announcementsChange versions the lifecycle telling its phase-relative
// announcements that their phase moved: histories recorded before it
// replay without it.
const announcementsChange = "announcements-follow-timeline"

// moveAnnouncements moves the hackathon's phase-relative announcements with
// the timeline just loaded (in the database, by the activity) and signals
// each one moved to its workflow. A failure is logged: an announcement that
// missed a later move finds it in the database at its old time.
func (lc *lifecycle) moveAnnouncements(ctx workflow.Context) {
	if workflow.GetVersion(ctx, announcementsChange, workflow.DefaultVersion, 1) == workflow.DefaultVersion {
		return
	}
	var moves []AnnouncementMove
	err := workflow.ExecuteActivity(ctx, FollowTimelineInAnnouncementsActivity, FollowTimelineInput{HackathonID: lc.in.HackathonID}).Get(ctx, &moves)
	if err != nil {
		lc.log.Error("Announcements not moved with the timeline", "Error", err)
		return
	}
	for _, m := range moves {
		id := AnnouncementID(lc.in.HackathonID, m.AnnouncementID)
		if err := workflow.SignalExternalWorkflow(ctx, id, "", AnnouncementMovedSignal, m).Get(ctx, nil); err != nil {
			lc.log.Warn("Announcement not told it moved", "WorkflowID", id, "Error", err)
		}
	}
}
