package domain

import (
	"slices"
	"strings"
)

// TeamRole is a team member's role; values are the GraphQL enum values and
// what Postgres stores.
type TeamRole string

const (
	TeamAdmin  TeamRole = "ADMIN"
	TeamMember TeamRole = "MEMBER"
)

// Valid: ADMIN or MEMBER.
func (r TeamRole) Valid() bool { return r == TeamAdmin || r == TeamMember }

// TeamMemberStatus: ACTIVE members count; REMOVED (by an admin or an
// organizer) and LEFT (by the member) stay as history.
type TeamMemberStatus string

const (
	TeamMemberActive  TeamMemberStatus = "ACTIVE"
	TeamMemberRemoved TeamMemberStatus = "REMOVED"
	TeamMemberLeft    TeamMemberStatus = "LEFT"
)

// JoinRequestStatus: NEW until an admin accepts or declines it, or the
// requester joins another team (WITHDRAWN).
type JoinRequestStatus string

const (
	JoinRequestNew       JoinRequestStatus = "NEW"
	JoinRequestAccepted  JoinRequestStatus = "ACCEPTED"
	JoinRequestDeclined  JoinRequestStatus = "DECLINED"
	JoinRequestWithdrawn JoinRequestStatus = "WITHDRAWN"
)

// TeamsOpen: teams may be formed in the phase (SPEC 2.4: not in PLANNING
// nor REGISTRATION_OPEN).
func TeamsOpen(p Phase) bool {
	return p != PhasePlanning && p != PhaseRegistrationOpen
}

// SkillMatch is how a candidate's skills complement a team's: Shared are
// skills both have, Brings the skills the team lacks.
type SkillMatch struct {
	Shared, Brings []string
}

// Score ranks candidates: what they bring counts double, overlap once.
func (m SkillMatch) Score() int { return 2*len(m.Brings) + len(m.Shared) }

// MatchSkills compares a candidate's skills with a team's (case-insensitive
// names, results sorted).
func MatchSkills(team, candidate []string) SkillMatch {
	have := make(map[string]bool, len(team))
	for _, s := range team {
		have[strings.ToLower(s)] = true
	}
	var m SkillMatch
	seen := map[string]bool{}
	for _, s := range candidate {
		key := strings.ToLower(s)
		if seen[key] {
			continue
		}
		seen[key] = true
		if have[key] {
			m.Shared = append(m.Shared, s)
		} else {
			m.Brings = append(m.Brings, s)
		}
	}
	slices.Sort(m.Shared)
	slices.Sort(m.Brings)
	return m
}
