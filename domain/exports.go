package domain

import (
	"fmt"
	"regexp"
	"strings"
	"time"
)

// ExportState is where a participant export stands; values are the GraphQL
// enum values and what Postgres stores.
type ExportState string

const (
	ExportRunning ExportState = "RUNNING"
	ExportDone    ExportState = "DONE"
	ExportFailed  ExportState = "FAILED"
	// ExportExpired: the file was deleted after its retention.
	ExportExpired ExportState = "EXPIRED"
)

// DefaultExportRetention is how long an export's file is kept.
const DefaultExportRetention = 24 * time.Hour

// CSVBOM starts every export so that spreadsheet programs read it as UTF-8.
const CSVBOM = "\uFEFF"

// EscapeCSVCell defuses formula injection (OWASP "CSV Injection"): a cell
// that a spreadsheet would run as a formula gets a leading single quote.
func EscapeCSVCell(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}

var notFileSafe = regexp.MustCompile(`[^a-z0-9]+`)

// ExportFilename names a hackathon's participant export, e.g.
// "participants-hack-the-planet-2026-11-23.csv".
func ExportFilename(hackathonName string, at time.Time) string {
	slug := strings.Trim(notFileSafe.ReplaceAllString(strings.ToLower(hackathonName), "-"), "-")
	if slug == "" {
		slug = "hackathon"
	}
	return fmt.Sprintf("participants-%s-%s.csv", slug, at.UTC().Format("2006-01-02"))
}
