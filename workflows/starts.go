package workflows

import (
	"strings"
	"time"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

// The search attributes of every workflow started for a hackathon or an
// organization, so that an operator lists them in the Temporal UI with
// `HackathonId = 42` or `OrganizationId = 7`; a hackathon's workflows carry
// both. Every workflow carries its summary as Summary too: the UI's list
// shows a search attribute as a column, and not the static summary.
// deploy/lib.sh's temporal_wait creates them; a worker refuses to start on
// a namespace that lacks them (docs/operations.md).
var (
	HackathonIDAttribute    = temporal.NewSearchAttributeKeyInt64("HackathonId")
	OrganizationIDAttribute = temporal.NewSearchAttributeKeyInt64("OrganizationId")
	SummaryAttribute        = temporal.NewSearchAttributeKeyKeyword("Summary")
)

// SearchAttributes are the attributes the namespace must have.
var SearchAttributes = []temporal.SearchAttributeKey{HackathonIDAttribute, OrganizationIDAttribute, SummaryAttribute}

// maxSummaryAttribute keeps the Summary attribute within what every
// visibility store keeps of a keyword (SQL visibility: varchar(255)).
const maxSummaryAttribute = 250

// SearchAttributeType is an attribute's type as the Temporal CLI names
// it, e.g. "Int".
func SearchAttributeType(key temporal.SearchAttributeKey) string {
	name := strings.TrimPrefix(key.GetValueType().String(), "INDEXED_VALUE_TYPE_")
	return name[:1] + strings.ToLower(name[1:])
}

// DevServerFlags are the flags of `temporal server start-dev` that
// register SearchAttributes, for tests that start a server of their own.
func DevServerFlags() []string {
	var flags []string
	for _, key := range SearchAttributes {
		flags = append(flags, "--search-attribute", key.GetName()+"="+SearchAttributeType(key))
	}
	return flags
}

// Owner is the hackathon or organization a workflow works for: its search
// attributes, and the name its summary gives.
type Owner struct {
	HackathonID, OrganizationID int64
	Name                        string
}

// Start is one workflow start: what runs, and what the Temporal UI shows
// of it. Summary and Details name business keys, never a person.
type Start struct {
	ID, Type string
	Input    any
	Summary  string
	Details  string
	Memo     map[string]any
	Owner    Owner
	// Rerun lets a closed run with the same ID be followed by another (a
	// new invite round, a lost approval started again); without it a start
	// runs once per ID, however often it is asked for.
	Rerun bool
}

// Options are the client's options for the start on taskQueue: a running
// workflow with the same ID is joined, not started twice.
func (s Start) Options(taskQueue string) client.StartWorkflowOptions {
	reuse := enumspb.WORKFLOW_ID_REUSE_POLICY_REJECT_DUPLICATE
	if s.Rerun {
		reuse = enumspb.WORKFLOW_ID_REUSE_POLICY_ALLOW_DUPLICATE
	}
	return client.StartWorkflowOptions{
		ID:                       s.ID,
		TaskQueue:                taskQueue,
		WorkflowIDReusePolicy:    reuse,
		WorkflowIDConflictPolicy: enumspb.WORKFLOW_ID_CONFLICT_POLICY_USE_EXISTING,
		Memo:                     s.Memo,
		StaticSummary:            s.Summary,
		StaticDetails:            s.Details,
		TypedSearchAttributes:    s.searchAttributes(),
	}
}

// ChildOptions are the options for starting it as a child that outlives
// its parent.
func (s Start) ChildOptions() workflow.ChildWorkflowOptions {
	return workflow.ChildWorkflowOptions{
		WorkflowID:            s.ID,
		ParentClosePolicy:     enumspb.PARENT_CLOSE_POLICY_ABANDON,
		Memo:                  s.Memo,
		StaticSummary:         s.Summary,
		StaticDetails:         s.Details,
		TypedSearchAttributes: s.searchAttributes(),
	}
}

func (s Start) searchAttributes() temporal.SearchAttributes {
	var set []temporal.SearchAttributeUpdate
	if s.Owner.HackathonID != 0 {
		set = append(set, HackathonIDAttribute.ValueSet(s.Owner.HackathonID))
	}
	if s.Owner.OrganizationID != 0 {
		set = append(set, OrganizationIDAttribute.ValueSet(s.Owner.OrganizationID))
	}
	if s.Summary != "" {
		summary := []rune(s.Summary)
		set = append(set, SummaryAttribute.ValueSet(string(summary[:min(len(summary), maxSummaryAttribute)])))
	}
	return temporal.NewSearchAttributes(set...)
}

// shortUID is the head of a random key, enough to tell runs apart in a list.
func shortUID(uid string) string {
	if len(uid) <= 4 {
		return uid
	}
	return uid[:4] + "…"
}

// capitalized starts a summary that begins with a word of ours.
func capitalized(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// utc formats a time for a summary or details.
func utc(t time.Time) string {
	return t.UTC().Format("2006-01-02 15:04 UTC")
}
