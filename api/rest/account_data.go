package rest

import (
	"encoding/json"
	"mime"
	"net/http"
	"regexp"
)

// accountData downloads what Hackforge holds about the signed-in person, as
// a JSON file (docs/decisions.md, Accounts).
func (h *Handler) accountData(w http.ResponseWriter, r *http.Request) {
	u, ok := signedInUser(w, r)
	if !ok {
		return
	}
	data, err := h.Store.AccountData(r.Context(), u.ID)
	if err != nil {
		writeError(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": AccountDataFilename(u.Username)}))
	w.Header().Set("Cache-Control", "private, no-store")
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	_ = enc.Encode(data) // the status is sent: a failure leaves the client a short file
}

var unsafeInFilename = regexp.MustCompile(`[^A-Za-z0-9@._-]+`)

// AccountDataFilename is the download's name, e.g. hackforge-data-ada@example.com.json.
func AccountDataFilename(username string) string {
	return "hackforge-data-" + unsafeInFilename.ReplaceAllString(username, "-") + ".json"
}
