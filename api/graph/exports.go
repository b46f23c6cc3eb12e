package graph

import (
	"bytes"
	"context"
	"fmt"
	"time"

	"github.com/hackforge/hackforge/api/access"
	"github.com/hackforge/hackforge/api/flows"
	"github.com/hackforge/hackforge/api/graph/model"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// An export answers with its file (csvData) when the file was written within
// quickExportWait and holds at most maxInlineCSV bytes; otherwise the app
// follows its progress and downloads it (docs/decisions.md, Participants).
const (
	quickExportWait = 2 * time.Second
	exportPoll      = 50 * time.Millisecond
	maxInlineCSV    = 256 << 10
)

// ExportDownloadPath is where the REST API serves an export's file.
func ExportDownloadPath(uid string) string { return "/api/v1/exports/" + uid + "/file" }

// exportParticipants records an export of the hackathon's participants for
// the caller, starts its workflow and waits a moment for a quick one.
func (r *Resolver) exportParticipants(ctx context.Context, hackathonID int64) (*model.ExportParticipantsCSVPayload, error) {
	h, err := hackathonFor(ctx, hackathonID, access.CanExportParticipants)
	if err != nil {
		return nil, err
	}
	u, _ := viewer(ctx)
	now := time.Now()
	starts := r.Flows.NewStarts()
	e, err := r.Store.CreateExport(ctx, h.ID, u.ID, domain.ExportFilename(h.Name, now), now.Add(r.Flows.Retention()),
		func(e record.Export) store.WorkflowStart {
			return starts.Write(flows.ParticipantExport(e, h.Hackathon))
		})
	if err != nil {
		return nil, err
	}
	starts.Launch(ctx, r.Store)
	exp, err := r.awaitQuickExport(ctx, e.Uid)
	if err != nil {
		return nil, err
	}
	out := &model.ExportParticipantsCSVPayload{Success: true, Filename: exp.Filename, Export: &exp}
	switch exp.State {
	case domain.ExportDone:
		out.Message = fmt.Sprintf("Exported %d participants.", exp.RowsWritten)
		if exp.Bytes <= maxInlineCSV {
			var file bytes.Buffer
			if _, err := r.Store.CopyExportFile(ctx, exp.ID, &file); err != nil {
				return nil, err
			}
			out.CSVData = ptr(file.String())
		}
	case domain.ExportFailed:
		out.Success, out.Message = false, "The export failed: "+exp.Error
	default:
		out.Message = "The export is running; it will be in your inbox when it is done."
	}
	return out, nil
}

// awaitQuickExport reads the export until it is no longer RUNNING or
// quickExportWait has passed.
func (r *Resolver) awaitQuickExport(ctx context.Context, uid string) (store.Export, error) {
	deadline := time.Now().Add(quickExportWait)
	for {
		exp, err := r.Store.ExportByUID(ctx, uid)
		if err != nil || exp.State != domain.ExportRunning || time.Now().After(deadline) {
			return exp, err
		}
		select {
		case <-ctx.Done():
			return exp, ctx.Err()
		case <-time.After(exportPoll):
		}
	}
}

// exportFor reads one of the caller's exports; anyone else's is not found.
func (r *Resolver) exportFor(ctx context.Context, uid string) (store.Export, error) {
	me, err := signedInViewerID(ctx)
	if err != nil {
		return store.Export{}, err
	}
	e, err := r.Store.ExportByUID(ctx, uid)
	if err == nil && !access.CanSeeExport(e.Export, me) {
		err = domain.ErrNotFound
	}
	return e, err
}
