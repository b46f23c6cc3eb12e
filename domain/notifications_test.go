package domain_test

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
)

func TestEveryNotificationTypeRendersFromItsStoredPayload(t *testing.T) {
	hackathon := domain.HackathonRef{HackathonID: 7, HackathonName: "Climate Hack"}
	invite := domain.Invite{HackathonRef: hackathon, UID: "a b"}
	team := domain.TeamRef{HackathonRef: hackathon, TeamID: 3, TeamName: "Rockets"}
	idea := domain.IdeaRef{HackathonRef: hackathon, IdeaID: 9, IdeaName: "Solar"}
	cases := []struct {
		notice domain.Notice
		want   domain.RenderedNotice
	}{
		{domain.JudgeInvite{Invite: invite}, domain.RenderedNotice{"Judge invitation", "You are invited to judge Climate Hack.", "/hackathon/judging/invite?uid=a+b"}},
		{domain.MentorInvite{Invite: invite}, domain.RenderedNotice{"Mentor invitation", "You are invited to mentor at Climate Hack.", "/hackathon/mentors/invite?uid=a+b"}},
		{domain.VolunteerInvite{Invite: invite}, domain.RenderedNotice{"Hero invitation", "You are invited to volunteer at Climate Hack.", "/hackathon/heroes/invite?uid=a+b"}},
		{domain.OrganizingTeamMemberInvite{Invite: invite}, domain.RenderedNotice{"Organizing team invitation", "You are invited to organize Climate Hack.", "/hackathon/organizing-team/invite?uid=a+b"}},
		{domain.SubmissionConfirmation{HackathonRef: hackathon, TeamID: 12}, domain.RenderedNotice{"Submission received", "Your team's submission to Climate Hack was received.", "/hackathon/7/team/12"}},
		{domain.IdeaApprovalRequest{IdeaRef: idea}, domain.RenderedNotice{"Idea awaiting approval", `"Solar" waits for your approval.`, "/hackathon/7/ideas/approve/9"}},
		{domain.IdeaApprovalRejected{IdeaRef: idea}, domain.RenderedNotice{"Idea not approved", `Your idea "Solar" was not approved.`, "/hackathon/7/idea/9/view"}},
		{domain.TeamJoinRequest{TeamRef: team}, domain.RenderedNotice{"Request to join your team", "A participant asks to join Rockets.", "/hackathon/7/team/3"}},
		{domain.TeamJoinRequestAccepted{TeamRef: team}, domain.RenderedNotice{"Welcome to the team", "You joined Rockets.", "/hackathon/7/team/3"}},
		{domain.ParticipantRegistered{HackathonRef: hackathon, ParticipantName: "Pat"}, domain.RenderedNotice{"New participant", "Pat registered for Climate Hack.", "/hackathon/7/detail"}},
		{domain.PhaseChanged{HackathonRef: hackathon, Phase: domain.PhaseJudging, PhaseDisplay: "Judging"}, domain.RenderedNotice{"Hackathon phase updated", "Climate Hack is now in phase: Judging.", "/hackathon/7/detail"}},
		{domain.SubmissionReminder{HackathonRef: hackathon, ClosesAt: time.Now()}, domain.RenderedNotice{"Submissions close soon", "Submissions for Climate Hack close in one hour.", "/hackathon/7/detail"}},
		{domain.HackathonDeleted{HackathonRef: hackathon}, domain.RenderedNotice{"Hackathon deleted", "Climate Hack was deleted by its organizers.", "/hackathon/mine"}},
		{domain.IdeaApproved{IdeaRef: idea, Comment: "Go!"}, domain.RenderedNotice{"Idea approved", `Your idea "Solar" was approved. Comment: Go!`, "/hackathon/7/idea/9/view"}},
		{domain.IdeaChangesRequested{IdeaRef: idea, Comment: "Who uses it?"}, domain.RenderedNotice{"Changes requested", `Please edit and resubmit your idea "Solar". Comment: Who uses it?`, "/hackathon/7/idea/9/edit"}},
		{domain.FeedbackThanks{FeedbackID: 4, Kind: domain.FeedbackBug}, domain.RenderedNotice{"Thank you for your feedback", "We received your bug report and will read it carefully.", ""}},
		{domain.TeamInvitation{TeamRef: team, InviterName: "Ada"}, domain.RenderedNotice{"Invitation to a team", "Ada invites you to join Rockets.", "/hackathon/7/team/3"}},
		{domain.TeamInvitationAccepted{TeamRef: team, ParticipantName: "Bea"}, domain.RenderedNotice{"Invitation accepted", "Bea accepted the invitation and joined Rockets.", "/hackathon/7/team/3"}},
		{domain.TeamDeleted{TeamRef: team, DeletedByName: "Ada"}, domain.RenderedNotice{"Team disbanded", "Ada deleted your team Rockets. You can join or create another team.", "/hackathon/7/teams/create"}},
		{domain.ResultsPublished{HackathonRef: hackathon, TeamName: "Rockets"}, domain.RenderedNotice{"Your team won!", "The results of Climate Hack are published, and Rockets is among the winners.", "/pub/hackathon/7/results"}},
		{domain.Announcement{HackathonRef: hackathon, AnnouncementID: 3, Title: "Dinner is served", Excerpt: "Pizza in the hall."}, domain.RenderedNotice{"Dinner is served", "Climate Hack: Pizza in the hall.", "/hackathon/7/detail"}},
	}
	require.Len(t, cases, len(domain.NotificationTypes()), "one case per type")
	for _, c := range cases {
		data, err := json.Marshal(c.notice)
		require.NoError(t, err)
		assert.Equal(t, c.want, domain.RenderNotice(c.notice.Type(), data), c.notice.Type())
	}
}

func TestUnknownNotificationsReadAsSuch(t *testing.T) {
	unknown := domain.RenderedNotice{Title: "Notification", Text: "No content available"}
	assert.Equal(t, unknown, domain.RenderNotice("LUNCH_IS_SERVED", []byte(`{}`)))
	assert.Equal(t, unknown, domain.RenderNotice(domain.NotifyJudgeInvite, []byte(`not json`)))
}

func TestASubmissionConfirmationStoredWithoutItsTeamLinksToTheHackathon(t *testing.T) {
	var n domain.SubmissionConfirmation
	require.NoError(t, json.Unmarshal([]byte(`{"hackathonId":7,"hackathonName":"Climate Hack"}`), &n))
	assert.Equal(t, "/hackathon/7/detail", n.Render().Link)
}
