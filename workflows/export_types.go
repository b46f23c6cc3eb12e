package workflows

import (
	"time"
)

// Inputs and results of the ParticipantExport workflow and its activities.

// ParticipantExportInput starts the workflow of one export (store.db.Export's
// Uid); Hackathon names it in the memo. The file is deleted at ExpiresAt.
type ParticipantExportInput struct {
	UID         string
	HackathonID int64
	Hackathon   string // e.g. "Hack the Planet (hackathon 42)"
	ExpiresAt   time.Time
}

// ExportActivityInput names the export an activity works on.
type ExportActivityInput struct {
	UID string
}

// WriteParticipantExportResult counts what the file holds.
type WriteParticipantExportResult struct {
	Rows  int
	Bytes int64
}

// FailParticipantExportInput records why the file could not be written.
type FailParticipantExportInput struct {
	UID    string
	Reason string
}

// ParticipantExportResult is how the export ended: DONE (the file was
// written, then deleted at ExpiresAt) or FAILED.
type ParticipantExportResult struct {
	Written bool
	Rows    int
}
