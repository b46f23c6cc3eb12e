package domain

import (
	"strings"
	"time"
)

// JobKind is the kind of workflow a job is: the business record it keeps
// (docs/decisions.md, Jobs). Values are the GraphQL enum values.
type JobKind string

const (
	JobLifecycle    JobKind = "LIFECYCLE"
	JobInvite       JobKind = "INVITE"
	JobExport       JobKind = "EXPORT"
	JobIdeaApproval JobKind = "IDEA_APPROVAL"
	JobAIFeedback   JobKind = "AI_FEEDBACK"
	// JobWorkflowStart: a workflow a request asked for that Temporal has
	// not taken yet (it was down); the worker's sweep starts it.
	JobWorkflowStart JobKind = "WORKFLOW_START"
)

// JobAction is a safe repair an operator may take on a job.
type JobAction string

const (
	// JobResendInvite sends a pending invite's e-mail again (resendInvite).
	JobResendInvite JobAction = "RESEND_INVITE"
	// JobRestartExport starts a fresh export in place of a failed or stuck one (restartExport).
	JobRestartExport JobAction = "RESTART_EXPORT"
)

const (
	// JobStuckAfter: an export, an AI query or an invite's e-mail still
	// running after this long is stuck.
	JobStuckAfter = 10 * time.Minute
	// LifecycleStuckAfter: a hackathon whose lifecycle has not heard of a
	// write for this long is stuck, and so is a workflow start Temporal has
	// not taken. The worker's sweep re-attaches marks older than 10 s and
	// starts what was written more than 2 s ago every 5 s, so a healthy one
	// clears well before.
	LifecycleStuckAfter = time.Minute
	// MaxJobs is the most jobs one list shows.
	MaxJobs = 200
)

// JobFacts are what a job's record says, as the store reads it.
type JobFacts struct {
	Kind      JobKind
	State     string // the record's own state: a phase, an invite's status, an export's state
	Delivery  string // an invite's e-mail: SENDING, SENT or FAILED
	Error     string // why it failed, as the workflow recorded it
	Stuck     bool
	NextPhase Phase // a lifecycle's next transition, "" when none is scheduled
}

// JobState is the job's state as people read it, e.g. "Pending, e-mail failed".
func JobState(f JobFacts) string {
	switch f.Kind {
	case JobLifecycle:
		state := Phase(f.State).DisplayName()
		if f.NextPhase != "" {
			state += " → " + f.NextPhase.DisplayName()
		}
		return state
	case JobWorkflowStart:
		return "Waiting to start"
	case JobInvite:
		state := sentenceCase(f.State)
		if f.State == "PENDING" {
			state += ", e-mail " + strings.ToLower(f.Delivery)
		}
		return state
	}
	return sentenceCase(f.State)
}

// JobProblem says why a stuck job is stuck, in a sentence; "" when it is not.
func JobProblem(f JobFacts) string {
	if !f.Stuck {
		return ""
	}
	switch f.Kind {
	case JobLifecycle:
		return "The phase workflow has not heard of the latest change to the dates or settings; the worker retries it every 5 seconds."
	case JobInvite:
		if f.Delivery == "FAILED" {
			return withReason("The invitation e-mail could not be delivered", f.Error) + " Resend it once the address or the mail server is fixed."
		}
		return "The invitation e-mail has been sending for more than 10 minutes."
	case JobExport:
		if f.State == string(ExportFailed) {
			return withReason("The export failed", f.Error) + " Restart it to try again."
		}
		return "The export has been running for more than 10 minutes."
	case JobAIFeedback:
		if f.State == "FAILED" {
			return withReason("The AI service gave no feedback", f.Error)
		}
		return "The AI feedback has been running for more than 10 minutes."
	case JobWorkflowStart:
		return withReason("The workflow service (Temporal) has not taken this job yet", f.Error) + " The worker tries again every 5 seconds."
	}
	return "This job is stuck."
}

// withReason ends the sentence with the recorded reason, when there is one.
func withReason(sentence, reason string) string {
	reason = strings.TrimSpace(reason)
	if reason == "" {
		return sentence + "."
	}
	return sentence + ": " + strings.TrimRight(reason, ".") + "."
}

// sentenceCase turns an enum value into words, e.g. "CHANGES_REQUESTED" into "Changes requested".
func sentenceCase(v string) string {
	if v == "" {
		return ""
	}
	words := strings.ToLower(strings.ReplaceAll(v, "_", " "))
	return strings.ToUpper(words[:1]) + words[1:]
}
