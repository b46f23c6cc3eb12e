package rest

import (
	"log/slog"
	"mime"
	"net/http"
	"strconv"

	"github.com/go-chi/chi/v5"

	"github.com/hackforge/hackforge/api/access"
	"github.com/hackforge/hackforge/api/auth"
	"github.com/hackforge/hackforge/domain"
)

// exportFile streams an export's CSV file to the person who asked for it,
// chunk by chunk from Postgres, while it lives. Anyone else, and a file not
// written yet or deleted, is told it does not exist.
func (h *Handler) exportFile(w http.ResponseWriter, r *http.Request) {
	e, err := h.Store.ExportByUID(r.Context(), chi.URLParam(r, "uid"))
	if err == nil && (!access.CanSeeExport(e.Export, auth.UserID(r.Context())) || e.State != domain.ExportDone) {
		err = domain.ErrNotFound
	}
	if err != nil {
		writeError(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": e.Filename}))
	w.Header().Set("Content-Length", strconv.FormatInt(e.Bytes, 10))
	w.Header().Set("Cache-Control", "private, no-store")
	if _, err := h.Store.CopyExportFile(r.Context(), e.ID, w); err != nil {
		// The status is sent: the client sees a short file.
		slog.ErrorContext(r.Context(), "export download cut short", "uid", e.Uid, "error", err)
	}
}
