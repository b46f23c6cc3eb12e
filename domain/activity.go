package domain

import (
	"fmt"
	"strings"
)

// ActivityKind is one kind of entry on the user's own timeline
// (/user/timeline); values are the GraphQL enum values and what the
// activity query (store/queries/activity.sql) yields.
type ActivityKind string

const (
	ActivityHackathonCreated    ActivityKind = "HACKATHON_CREATED"
	ActivityJoinedHackathon     ActivityKind = "JOINED_HACKATHON"
	ActivityLeftHackathon       ActivityKind = "LEFT_HACKATHON"
	ActivityRoleTaken           ActivityKind = "ROLE_TAKEN"
	ActivityCheckedIn           ActivityKind = "CHECKED_IN"
	ActivityTermsAccepted       ActivityKind = "TERMS_ACCEPTED"
	ActivityIdeaCreated         ActivityKind = "IDEA_CREATED"
	ActivityTeamCreated         ActivityKind = "TEAM_CREATED"
	ActivityTeamJoined          ActivityKind = "TEAM_JOINED"
	ActivityJoinRequested       ActivityKind = "JOIN_REQUESTED"
	ActivityScoreAwarded        ActivityKind = "SCORE_AWARDED"
	ActivityOnboardingCompleted ActivityKind = "ONBOARDING_COMPLETED"
)

// ActivityRow is one row of the activity query: what happened (kind), the
// hackathon it happened in (0 for none), the thing it names (object: an
// idea's or team's name, a role, a terms version, an onboarding type), a
// detail (a status, points) and the id the link points at (target).
type ActivityRow struct {
	Kind        ActivityKind
	HackathonID int64
	Object      string
	Detail      string
	TargetID    int64
}

// ActivitySentence is an entry told as a sentence in parts: Action, then
// Object (quoted by the page when not empty), then "in" the hackathon, then
// Detail in brackets; Link is the app path it leads to.
type ActivitySentence struct {
	Action string
	Object string
	Detail string
	Link   string
}

var roleNouns = map[string]string{
	"ORGANIZING_TEAM": "a member of the organizing team",
	"JUDGE":           "a judge",
	"MENTOR":          "a mentor",
	"VOLUNTEER":       "a volunteer",
}

var onboardingNouns = map[string]string{
	"COMPANY_ONBOARDING": "company",
	"HOST_USAGE":         "host",
	"PARTICIPANT":        "participant",
}

var requestStatuses = map[string]string{
	"NEW": "waiting for an answer", "ACCEPTED": "accepted", "DECLINED": "declined", "WITHDRAWN": "withdrawn",
}

// Sentence tells the row as sentence parts.
func (r ActivityRow) Sentence() ActivitySentence {
	hackathon := fmt.Sprintf("/hackathon/%d/detail", r.HackathonID)
	team := fmt.Sprintf("/hackathon/%d/team/%d", r.HackathonID, r.TargetID)
	switch r.Kind {
	case ActivityHackathonCreated:
		return ActivitySentence{Action: "Created the hackathon", Link: hackathon}
	case ActivityJoinedHackathon:
		return ActivitySentence{Action: "Joined as a participant", Link: hackathon}
	case ActivityLeftHackathon:
		return ActivitySentence{Action: "Left", Link: hackathon}
	case ActivityRoleTaken:
		noun := roleNouns[r.Object]
		if noun == "" {
			noun = strings.ToLower(r.Object)
		}
		s := ActivitySentence{Action: "Became " + noun, Link: hackathon}
		if r.Detail == "INACTIVE" {
			s.Detail = "no longer active"
		}
		return s
	case ActivityCheckedIn:
		return ActivitySentence{Action: "Checked in on " + r.Object, Link: hackathon}
	case ActivityTermsAccepted:
		return ActivitySentence{Action: "Accepted the terms and conditions", Object: r.Object, Link: fmt.Sprintf("/hackathon/%d/terms", r.HackathonID)}
	case ActivityIdeaCreated:
		return ActivitySentence{Action: "Proposed the idea", Object: r.Object, Link: fmt.Sprintf("/hackathon/%d/idea/%d/view", r.HackathonID, r.TargetID)}
	case ActivityTeamCreated:
		return ActivitySentence{Action: "Created the team", Object: r.Object, Link: team}
	case ActivityTeamJoined:
		s := ActivitySentence{Action: "Joined the team", Object: r.Object, Link: team}
		switch r.Detail {
		case "LEFT":
			s.Detail = "left since"
		case "REMOVED":
			s.Detail = "removed since"
		}
		return s
	case ActivityJoinRequested:
		return ActivitySentence{Action: "Asked to join the team", Object: r.Object, Detail: requestStatuses[r.Detail], Link: team}
	case ActivityScoreAwarded:
		points := r.Detail + " points"
		if r.Detail == "1" {
			points = "1 point"
		}
		return ActivitySentence{Action: "Was awarded a score for", Object: r.Object, Detail: points, Link: fmt.Sprintf("/hackathon/%d/gameification/leaderboards", r.HackathonID)}
	case ActivityOnboardingCompleted:
		noun := onboardingNouns[r.Object]
		if noun == "" {
			noun = strings.ToLower(r.Object)
		}
		return ActivitySentence{Action: "Answered the " + noun + " questions", Link: "/user/profile"}
	}
	return ActivitySentence{Action: "Did something", Link: hackathon}
}

// Summary is the sentence in one string, as a screen reader or a test reads it.
func (s ActivitySentence) Summary(hackathonName string) string {
	parts := []string{s.Action}
	if s.Object != "" {
		parts = append(parts, fmt.Sprintf("%q", s.Object))
	}
	if hackathonName != "" {
		parts = append(parts, "in "+hackathonName)
	}
	out := strings.Join(parts, " ")
	if s.Detail != "" {
		out += " (" + s.Detail + ")"
	}
	return out
}
