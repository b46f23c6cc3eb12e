package store

import (
	"context"
	"errors"
	"io"
	"regexp"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/internal/db"
	"github.com/hackforge/hackforge/store/record"
)

// Export is an export with the name of its hackathon.
type Export struct {
	record.Export
	HackathonName string
}

// uuidPattern is the shape of an export's uid; anything else is not found
// without asking Postgres (which would refuse it as malformed).
var uuidPattern = regexp.MustCompile(`^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$`)

// ExportChunkSize is the size of the chunks a file is stored in.
const ExportChunkSize = 1 << 20

// CreateExport records a RUNNING export of the hackathon's participants,
// with the start of its workflow.
func (s *Store) CreateExport(ctx context.Context, hackathonID, requesterID int64, filename string, expiresAt time.Time, start StartOf[record.Export]) (record.Export, error) {
	var e record.Export
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		var err error
		e, err = tx.q.CreateExport(ctx, db.CreateExportParams{
			HackathonID: hackathonID, RequesterID: requesterID, Filename: filename, ExpiresAt: expiresAt,
		})
		if err != nil {
			return err
		}
		return writeStartOf(ctx, tx, start, e)
	})
	return e, err
}

// ExportByUID reads one export; domain.ErrNotFound when there is none.
func (s *Store) ExportByUID(ctx context.Context, uid string) (Export, error) {
	if !uuidPattern.MatchString(uid) {
		return Export{}, domain.ErrNotFound
	}
	r, err := s.q.ExportByUID(ctx, uid)
	return Export{Export: r.Export, HackathonName: r.HackathonName}, notFound(err)
}

// ExportByID reads one export; domain.ErrNotFound when there is none.
func (s *Store) ExportByID(ctx context.Context, id int64) (Export, error) {
	r, err := s.q.ExportByID(ctx, id)
	return Export{Export: r.Export, HackathonName: r.HackathonName}, notFound(err)
}

// RestartExport deletes what an earlier attempt wrote of a RUNNING export
// and counts the rows to write; domain.ErrNotFound when it is not running.
func (s *Store) RestartExport(ctx context.Context, id int64) (record.Export, error) {
	var e record.Export
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		if err := tx.q.DeleteExportChunks(ctx, id); err != nil {
			return err
		}
		var err error
		e, err = tx.q.RestartExport(ctx, id)
		return notFound(err)
	})
	return e, err
}

// ExportRows reads up to limit rows of the hackathon's export after the
// participant afterID, in id order.
// Without JIT: Postgres would compile each page's plan anew (about 200 ms,
// where the page itself takes some 80), tripling the export's time on a
// server whose statistics make the page look costly (make bench-export).
func (s *Store) ExportRows(ctx context.Context, hackathonID, afterID int64, limit int) ([]record.ParticipantExportRow, error) {
	var rows []record.ParticipantExportRow
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		if _, err := tx.conn.Exec(ctx, "SET LOCAL jit = off"); err != nil {
			return err
		}
		var err error
		rows, err = tx.q.ExportParticipantRows(ctx, db.ExportParticipantRowsParams{HackathonID: hackathonID, AfterID: afterID, Lim: int32(limit)})
		return err
	})
	return rows, err
}

// SetExportProgress records how many rows a running export has written.
func (s *Store) SetExportProgress(ctx context.Context, id int64, rows int) error {
	return s.withoutWaitingForDisk(ctx, func(tx *Store) error {
		return tx.q.SetExportProgress(ctx, db.SetExportProgressParams{ID: id, RowsWritten: int32(rows)})
	})
}

// withoutWaitingForDisk runs fn in a transaction whose commit does not wait
// for the WAL to reach the disk (synchronous_commit off), for the chunks and
// progress of a file being written: a crash may lose the last of them, but
// then the write starts again, and FinishExport's ordinary commit flushes
// everything written before it. On a durable server this saves a disk flush
// per page and per chunk (make bench-export).
func (s *Store) withoutWaitingForDisk(ctx context.Context, fn func(tx *Store) error) error {
	return s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		if _, err := tx.conn.Exec(ctx, "SET LOCAL synchronous_commit = off"); err != nil {
			return err
		}
		return fn(tx)
	})
}

// FinishExport marks a running export DONE; false when it was not running.
func (s *Store) FinishExport(ctx context.Context, id int64, rows int, bytes int64) (bool, error) {
	n, err := s.q.FinishExport(ctx, db.FinishExportParams{ID: id, RowsWritten: int32(rows), Bytes: bytes})
	return n == 1, err
}

// FailExport marks a running export FAILED and drops what it wrote.
func (s *Store) FailExport(ctx context.Context, id int64, reason string) error {
	return s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		if _, err := tx.q.FailExport(ctx, db.FailExportParams{ID: id, Error: reason}); err != nil {
			return err
		}
		return tx.q.DeleteExportChunks(ctx, id)
	})
}

// ExpireExport deletes the export's file and marks a DONE export EXPIRED;
// a repeat does nothing more.
func (s *Store) ExpireExport(ctx context.Context, id int64) error {
	return s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		if err := tx.q.DeleteExportChunks(ctx, id); err != nil {
			return err
		}
		_, err := tx.q.ExpireExport(ctx, id)
		return err
	})
}

// ExportFileWriter stores what is written to it as the export's chunks, one
// row per ExportChunkSize bytes: the file is never whole in memory.
type ExportFileWriter struct {
	ctx     context.Context
	store   *Store
	export  int64
	buf     []byte
	seq     int32
	written int64
}

// NewExportFileWriter writes the file of export id, which must have no chunks.
func (s *Store) NewExportFileWriter(ctx context.Context, id int64) *ExportFileWriter {
	return &ExportFileWriter{ctx: ctx, store: s, export: id, buf: make([]byte, 0, ExportChunkSize)}
}

func (w *ExportFileWriter) Write(p []byte) (int, error) {
	n := len(p)
	for len(p) > 0 {
		take := min(len(p), ExportChunkSize-len(w.buf))
		w.buf = append(w.buf, p[:take]...)
		p = p[take:]
		if len(w.buf) == ExportChunkSize {
			if err := w.flush(); err != nil {
				return n - len(p), err
			}
		}
	}
	return n, nil
}

// Close stores the last, partial chunk.
func (w *ExportFileWriter) Close() error {
	if len(w.buf) == 0 {
		return nil
	}
	return w.flush()
}

// Bytes counts the bytes written.
func (w *ExportFileWriter) Bytes() int64 { return w.written + int64(len(w.buf)) }

func (w *ExportFileWriter) flush() error {
	err := w.store.withoutWaitingForDisk(w.ctx, func(tx *Store) error {
		return tx.q.AddExportChunk(w.ctx, db.AddExportChunkParams{ExportID: w.export, Seq: w.seq, Data: w.buf})
	})
	if err != nil {
		return err
	}
	w.seq++
	w.written += int64(len(w.buf))
	w.buf = w.buf[:0]
	return nil
}

// CopyExportFile writes the export's file to w chunk by chunk, reading one
// chunk at a time.
func (s *Store) CopyExportFile(ctx context.Context, id int64, w io.Writer) (int64, error) {
	var total int64
	for seq := int32(0); ; seq++ {
		data, err := s.q.ExportChunk(ctx, db.ExportChunkParams{ExportID: id, Seq: seq})
		if errors.Is(err, pgx.ErrNoRows) {
			return total, nil
		}
		if err != nil {
			return total, err
		}
		n, err := w.Write(data)
		total += int64(n)
		if err != nil {
			return total, err
		}
	}
}

// JobPage is one page of a user's inbox jobs (their finished exports).
type JobPage struct {
	Items []Export
	Total int
}

// Jobs returns a page of the user's finished exports, newest first.
func (s *Store) Jobs(ctx context.Context, userID int64, limit, offset int) (JobPage, error) {
	rows, err := s.q.ListJobs(ctx, db.ListJobsParams{RequesterID: userID, PageSize: int32(limit), PageOffset: int32(offset)})
	page := JobPage{Items: make([]Export, len(rows))}
	for i, r := range rows {
		page.Items[i] = Export{Export: r.Export, HackathonName: r.HackathonName}
		page.Total = int(r.TotalCount)
	}
	return page, err
}

// UnreadJobCount counts the user's unread jobs.
func (s *Store) UnreadJobCount(ctx context.Context, userID int64) (int, error) {
	n, err := s.q.CountUnreadJobs(ctx, userID)
	return int(n), err
}

// ToggleJobRead flips the read flag of one of the user's finished exports
// and returns it; domain.ErrNotFound when it is not theirs or still running.
func (s *Store) ToggleJobRead(ctx context.Context, id, userID int64) (bool, error) {
	read, err := s.q.ToggleJobRead(ctx, db.ToggleJobReadParams{ID: id, RequesterID: userID})
	return read, notFound(err)
}

// SeedParticipants registers n generated people in the hackathon, for the
// export's benchmark and large tests; prefix keeps their e-mails unique.
// Batches of seedBatch, each its own statement: one statement of 100,000
// rows spends minutes in the per-row triggers that bump the hackathon's
// view version.
func (s *Store) SeedParticipants(ctx context.Context, hackathonID int64, n int, prefix string) error {
	for first := 1; first <= n; first += seedBatch {
		last := min(n, first+seedBatch-1)
		_, err := s.q.SeedParticipants(ctx, db.SeedParticipantsParams{HackathonID: hackathonID, First: int32(first), Last: int32(last), Prefix: prefix})
		if err != nil {
			return err
		}
	}
	return nil
}

const seedBatch = 2000
