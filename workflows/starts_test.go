package workflows

import (
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	enumspb "go.temporal.io/api/enums/v1"

	"github.com/hackforge/hackforge/domain"
)

func TestAHackathonsStartCarriesBothSearchAttributes(t *testing.T) {
	o := Owner{HackathonID: 42, OrganizationID: 7, Name: "Hack the Planet"}
	opts := SubmissionConfirmationStart(SubmissionConfirmationInput{HackathonID: 42, TeamID: 3, SubmissionID: 9}, o).Options("q")

	hackathon, ok := opts.TypedSearchAttributes.GetInt64(HackathonIDAttribute)
	require.True(t, ok)
	assert.Equal(t, int64(42), hackathon)
	organization, ok := opts.TypedSearchAttributes.GetInt64(OrganizationIDAttribute)
	require.True(t, ok)
	assert.Equal(t, int64(7), organization)
	assert.Equal(t, "Submission confirmation: submission 9 of team 3 in Hack the Planet", opts.StaticSummary)
	summary, _ := opts.TypedSearchAttributes.GetKeyword(SummaryAttribute)
	assert.Equal(t, opts.StaticSummary, summary, "the list's column")
}

func TestAnOrganizationsInviteHasNoHackathonAttribute(t *testing.T) {
	in := InviteInput{UID: "4f2c9a", Kind: domain.InviteOrganizationMember, Email: "ada@example.com",
		Place: "Acme (organization 7)", OrganizationID: 7}
	opts := InviteStart(in).Options("q")

	_, ok := opts.TypedSearchAttributes.GetInt64(HackathonIDAttribute)
	assert.False(t, ok)
	organization, _ := opts.TypedSearchAttributes.GetInt64(OrganizationIDAttribute)
	assert.Equal(t, int64(7), organization)
}

func TestSummariesNameBusinessKeysAndNoAddress(t *testing.T) {
	expires := time.Date(2026, 12, 1, 18, 0, 0, 0, time.UTC)
	in := InviteInput{UID: "4f2c9a11", Round: 2, Kind: domain.InviteJudge, Email: "ada@example.com",
		Place: "Open Innovation Challenge (hackathon 1)", HackathonID: 1, RemindAt: expires.Add(-time.Hour), ExpiresAt: expires}
	s := InviteStart(in)

	assert.Equal(t, "Judge invite 4f2c… for Open Innovation Challenge (hackathon 1)", s.Summary)
	assert.Equal(t, "Round 2: reminder at 2026-12-01 17:00 UTC, expires at 2026-12-01 18:00 UTC.", s.Details)
	for _, text := range []string{s.Summary, s.Details, InviteBatchStart("r", InviteBatchInput{Invites: []InviteInput{in}}).Summary} {
		assert.NotContains(t, text, "ada@")
	}
	assert.NotContains(t, s.Memo, "email")
}

func TestTheSummaryAttributeFitsAKeywordColumn(t *testing.T) {
	long := Owner{HackathonID: 1, Name: strings.Repeat("é", 300)}
	opts := ParticipantExportStart(ParticipantExportInput{UID: "e1", HackathonID: 1}, long).Options("q")

	summary, _ := opts.TypedSearchAttributes.GetKeyword(SummaryAttribute)
	assert.Equal(t, 250, utf8.RuneCountInString(summary))
	assert.Greater(t, utf8.RuneCountInString(opts.StaticSummary), 250, "the static summary is whole")
}

func TestOnlyStartsThatMayRunAgainAllowADuplicateID(t *testing.T) {
	o := Owner{HackathonID: 1, Name: "H"}
	once := ParticipantExportStart(ParticipantExportInput{UID: "e1", HackathonID: 1}, o).Options("q")
	again := IdeaApprovalStart(IdeaApprovalInput{IdeaID: 5, HackathonID: 1}).Options("q")

	assert.Equal(t, enumspb.WORKFLOW_ID_REUSE_POLICY_REJECT_DUPLICATE, once.WorkflowIDReusePolicy)
	assert.Equal(t, enumspb.WORKFLOW_ID_REUSE_POLICY_ALLOW_DUPLICATE, again.WorkflowIDReusePolicy)
	for _, opts := range []any{once.WorkflowIDConflictPolicy, again.WorkflowIDConflictPolicy} {
		assert.Equal(t, enumspb.WORKFLOW_ID_CONFLICT_POLICY_USE_EXISTING, opts, "a running workflow is joined")
	}
}
