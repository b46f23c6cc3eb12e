// Package record names the rows the store hands out: one type per table
// (sqlc's model of it) and a few query results that the API shows as they are.
// They are aliases, so the store returns them without copying, while sqlc's
// queries and their parameters stay inside the store (store/internal/db) and
// can change without touching the layers above.
package record

import "github.com/hackforge/hackforge/store/internal/db"

// Table rows.
type (
	AiQuery              = db.AiQuery
	Announcement         = db.Announcement
	AiService            = db.AiService
	Approval             = db.Approval
	ApprovalStateUpdate  = db.ApprovalStateUpdate
	Attendance           = db.Attendance
	Competition          = db.Competition
	CompetitionCategory  = db.CompetitionCategory
	Export               = db.Export
	FeatureToggle        = db.FeatureToggle
	Feedback             = db.Feedback
	Goal                 = db.Goal
	Hackathon            = db.Hackathon
	HackathonMember      = db.HackathonMember
	HackathonProfile     = db.HackathonProfile
	HackathonResult      = db.HackathonResult
	HackathonResource    = db.HackathonResource
	Idea                 = db.Idea
	IdeaLike             = db.IdeaLike
	Invite               = db.Invite
	JudgingCriterium     = db.JudgingCriterium
	JudgingScore         = db.JudgingScore
	Ledger               = db.Ledger
	LedgerItem           = db.LedgerItem
	LedgerPropertyValue  = db.LedgerPropertyValue
	LedgerStatus         = db.LedgerStatus
	LedgerStatusGroup    = db.LedgerStatusGroup
	LedgerTag            = db.LedgerTag
	Notification         = db.Notification
	Organization         = db.Organization
	OrganizationMember   = db.OrganizationMember
	Participant          = db.Participant
	ParticipantExportRow = db.ParticipantExportRow
	Prize                = db.Prize
	ProgramItem          = db.ProgramItem
	ProgramItemLink      = db.ProgramItemLink
	Rating               = db.Rating
	RatingItem           = db.RatingItem
	RatingItemTemplate   = db.RatingItemTemplate
	RatingTemplate       = db.RatingTemplate
	Role                 = db.Role
	ScorableItem         = db.ScorableItem
	Score                = db.Score
	Skill                = db.Skill
	Submission           = db.Submission
	Team                 = db.Team
	TeamJoinRequest      = db.TeamJoinRequest
	TeamMember           = db.TeamMember
	TeamResource         = db.TeamResource
	TermsAcceptance      = db.TermsAcceptance
	TermsAndCondition    = db.TermsAndCondition
	User                 = db.User
	WorkflowStart        = db.WorkflowStart
	UserMetadatum        = db.UserMetadatum
)

// Query results shown as they are.
type (
	// TeamMembership is one of a person's memberships in a hackathon's teams,
	// past ones included.
	TeamMembership = db.TeamMembershipsOfUserRow
	// IdeaTeam is a team working on an idea.
	IdeaTeam = db.TeamsOfIdeaRow
	// IdeaRef and TeamRef are an idea's and a team's id and name.
	IdeaRef = db.IdeaOfHackathonRow
	TeamRef = db.GetTeamInHackathonRow
	// Job is one workflow's business record as the Jobs page lists it.
	Job = db.OperatorJobsRow
)
