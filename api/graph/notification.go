package graph

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"

	"github.com/99designs/gqlgen/graphql"

	"github.com/hackforge/hackforge/store/db"
)

type renderedNotification struct{ title, text, link string }

// notificationData is what producers put in a notification's JSON payload.
type notificationData struct {
	HackathonID     int64  `json:"hackathonId"`
	HackathonName   string `json:"hackathonName"`
	ParticipantName string `json:"participantName"`
	PhaseDisplay    string `json:"phaseDisplay"`
	InviteUID       string `json:"uid"`
	TeamName        string `json:"teamName"`
	IdeaName        string `json:"ideaName"`
	IdeaID          int64  `json:"ideaId"`
	TeamID          int64  `json:"teamId"`
}

// renderNotification gives each type its words and destination. Unknown
// types or payloads read "Notification" / "No content available" (SPEC 8).
func renderNotification(n *db.Notification) renderedNotification {
	var d notificationData
	if err := json.Unmarshal(n.Data, &d); err != nil {
		return renderedNotification{title: "Notification", text: "No content available"}
	}
	hackathon := fmt.Sprintf("/hackathon/%d/detail", d.HackathonID)
	invite := func(path string) string { return path + "?uid=" + url.QueryEscape(d.InviteUID) }
	switch n.Type {
	case "JUDGE_INVITE":
		return renderedNotification{"Judge invitation", fmt.Sprintf("You are invited to judge %s.", d.HackathonName), invite("/hackathon/judging/invite")}
	case "MENTOR_INVITE":
		return renderedNotification{"Mentor invitation", fmt.Sprintf("You are invited to mentor at %s.", d.HackathonName), invite("/hackathon/mentors/invite")}
	case "VOLUNTEER_INVITE":
		return renderedNotification{"Hero invitation", fmt.Sprintf("You are invited to volunteer at %s.", d.HackathonName), invite("/hackathon/heroes/invite")}
	case "ORGANIZING_TEAM_MEMBER_INVITE":
		return renderedNotification{"Organising team invitation", fmt.Sprintf("You are invited to organise %s.", d.HackathonName), invite("/hackathon/organizing-team/invite")}
	case "HACKATHON_SUBMISSION_CONFIRMATION":
		return renderedNotification{"Submission received", fmt.Sprintf("Your team's submission to %s was received.", d.HackathonName), fmt.Sprintf("/hackathon/%d/submissions", d.HackathonID)}
	case "IDEA_APPROVAL_REQUEST":
		return renderedNotification{"Idea awaiting approval", fmt.Sprintf("%q waits for your approval.", d.IdeaName), fmt.Sprintf("/hackathon/%d/ideas/approve/%d", d.HackathonID, d.IdeaID)}
	case "IDEA_APPROVAL_REJECTED":
		return renderedNotification{"Idea not approved", fmt.Sprintf("Your idea %q was not approved.", d.IdeaName), fmt.Sprintf("/hackathon/%d/idea/%d/view", d.HackathonID, d.IdeaID)}
	case "TEAM_JOIN_REQUEST":
		return renderedNotification{"Request to join your team", fmt.Sprintf("%s asks to join %s.", orUnknown(d.ParticipantName), d.TeamName), fmt.Sprintf("/hackathon/%d/team/%d", d.HackathonID, d.TeamID)}
	case "TEAM_JOIN_REQUEST_ACCEPTED":
		return renderedNotification{"Welcome to the team", fmt.Sprintf("You joined %s.", d.TeamName), fmt.Sprintf("/hackathon/%d/team/%d", d.HackathonID, d.TeamID)}
	case "PARTICIPANT_REGISTERED":
		return renderedNotification{"New participant", fmt.Sprintf("%s registered for %s.", orUnknown(d.ParticipantName), d.HackathonName), hackathon}
	case "HACKATHON_PHASE_CHANGED":
		return renderedNotification{"Hackathon phase updated", fmt.Sprintf("%s is now in phase: %s.", d.HackathonName, d.PhaseDisplay), hackathon}
	case "SUBMISSION_REMINDER":
		return renderedNotification{"Submissions close soon", fmt.Sprintf("Submissions for %s close in one hour.", d.HackathonName), hackathon}
	}
	return renderedNotification{title: "Notification", text: "No content available"}
}

func orUnknown(name string) string {
	if name == "" {
		return "A participant"
	}
	return name
}

// requested reports whether the query selects the named field of the
// object being resolved.
func requested(ctx context.Context, field string) bool {
	for _, f := range graphql.CollectFieldsCtx(ctx, nil) {
		if f.Name == field {
			return true
		}
	}
	return false
}
