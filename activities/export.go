package activities

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/gocarina/gocsv"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/temporal"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
	"github.com/hackforge/hackforge/workflows"
)

// ExportPageSize is how many participants the export reads at a time: the
// worker holds one page and one chunk of the file, whatever the row count.
const ExportPageSize = 2000

// exportRow is one line of the participants CSV; the tags are its header.
type exportRow struct {
	Name            csvText `csv:"Name"`
	Email           csvText `csv:"E-mail"`
	City            csvText `csv:"City"`
	Skills          csvText `csv:"Skills"`
	GitHub          csvText `csv:"GitHub"`
	LinkedIn        csvText `csv:"LinkedIn"`
	OfferZen        csvText `csv:"OfferZen"`
	Team            csvText `csv:"Team"`
	Status          string  `csv:"Status"`
	Banned          string  `csv:"Banned"`
	RegisteredAt    string  `csv:"Registered at"`
	TermsVersion    csvText `csv:"Terms version"`
	TermsAcceptedAt string  `csv:"Terms accepted at"`
	DaysPresent     int32   `csv:"Days present"`
}

// csvText is text people typed: escaped against formula injection.
type csvText string

func (c csvText) MarshalCSV() (string, error) { return domain.EscapeCSVCell(string(c)), nil }

func newExportRow(r record.ParticipantExportRow) exportRow {
	row := exportRow{
		Name: csvText(r.Name), Email: csvText(r.Email), City: csvText(r.City), Skills: csvText(r.Skills),
		GitHub: csvText(r.GithubUrl), LinkedIn: csvText(r.LinkedinUrl), OfferZen: csvText(r.OfferzenUrl),
		Team: csvText(r.Team), Status: r.Status, Banned: "no", RegisteredAt: csvTime(r.RegisteredAt),
		TermsVersion: csvText(r.TermsVersion), DaysPresent: r.DaysPresent,
	}
	if r.Banned {
		row.Banned = "yes"
	}
	if r.TermsAcceptedAt != nil {
		row.TermsAcceptedAt = csvTime(*r.TermsAcceptedAt)
	}
	return row
}

// csvTime: UTC, to the second, in a form spreadsheets read as a date-time.
func csvTime(t time.Time) string { return t.UTC().Format("2006-01-02 15:04:05") }

// WriteParticipantExport writes the export's CSV file into Postgres: a BOM,
// the header, then the participants a page at a time through gocsv into
// chunks, recording and heartbeating the rows written after each page. A
// retry starts the file again. An export that is missing or no longer
// running gives the non-retryable ExportGone error (a DONE one its counts).
func (a *Activities) WriteParticipantExport(ctx context.Context, in workflows.ExportActivityInput) (workflows.WriteParticipantExportResult, error) {
	exp, err := a.Store.ExportByUID(ctx, in.UID)
	if err != nil {
		return workflows.WriteParticipantExportResult{}, exportError(in.UID, err)
	}
	if exp.State == domain.ExportDone {
		return workflows.WriteParticipantExportResult{Rows: int(exp.RowsWritten), Bytes: exp.Bytes}, nil
	}
	e, err := a.Store.RestartExport(ctx, exp.ID)
	if err != nil {
		return workflows.WriteParticipantExportResult{}, exportError(in.UID, err)
	}
	file := a.Store.NewExportFileWriter(ctx, e.ID)
	stopHeartbeats := keepHeartbeating(ctx) // also while one page waits on Postgres
	rows, err := writeExportCSV(ctx, a.Store, e, file)
	if err == nil {
		err = file.Close()
	}
	stopHeartbeats()
	if err != nil {
		return workflows.WriteParticipantExportResult{}, err
	}
	finished, err := a.Store.FinishExport(ctx, e.ID, rows, file.Bytes())
	if err == nil && !finished {
		// Stopped meanwhile (an operator marked it failed): drop what was written.
		if err = a.Store.ExpireExport(ctx, e.ID); err == nil {
			err = exportError(in.UID, domain.ErrConflict)
		}
	}
	return workflows.WriteParticipantExportResult{Rows: rows, Bytes: file.Bytes()}, err
}

func writeExportCSV(ctx context.Context, st *store.Store, e record.Export, out io.Writer) (int, error) {
	if _, err := io.WriteString(out, domain.CSVBOM); err != nil {
		return 0, err
	}
	w := gocsv.DefaultCSVWriter(out)
	written, after := 0, int64(0)
	page := make([]exportRow, 0, ExportPageSize)
	for {
		rows, err := st.ExportRows(ctx, e.HackathonID, after, ExportPageSize)
		if err != nil {
			return written, err
		}
		page = page[:0]
		for _, r := range rows {
			page = append(page, newExportRow(r))
		}
		if written == 0 {
			err = gocsv.MarshalCSV(page, w)
		} else if len(page) > 0 {
			err = gocsv.MarshalCSVWithoutHeaders(page, w)
		}
		if err != nil {
			return written, err
		}
		written += len(rows)
		if len(rows) < ExportPageSize {
			return written, nil
		}
		after = rows[len(rows)-1].ParticipantID
		if err := st.SetExportProgress(ctx, e.ID, written); err != nil {
			return written, err
		}
		activity.RecordHeartbeat(ctx, written)
	}
}

// FailParticipantExport records that the file could not be written.
func (a *Activities) FailParticipantExport(ctx context.Context, in workflows.FailParticipantExportInput) error {
	exp, err := a.Store.ExportByUID(ctx, in.UID)
	if err != nil {
		return exportError(in.UID, err)
	}
	return a.Store.FailExport(ctx, exp.ID, in.Reason)
}

// ExpireParticipantExport deletes the file at the end of its retention.
func (a *Activities) ExpireParticipantExport(ctx context.Context, in workflows.ExportActivityInput) error {
	exp, err := a.Store.ExportByUID(ctx, in.UID)
	if err != nil {
		return exportError(in.UID, err)
	}
	return a.Store.ExpireExport(ctx, exp.ID)
}

// exportError makes a missing export, or one no longer running, the
// non-retryable ExportGone error; other errors are retried.
func exportError(uid string, err error) error {
	if errors.Is(err, domain.ErrNotFound) || errors.Is(err, domain.ErrConflict) {
		return temporal.NewNonRetryableApplicationError(fmt.Sprintf("export %s is gone or no longer running: %v", uid, err), workflows.ExportGoneErrorType, err)
	}
	return err
}
