package api

import (
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/hackforge/hackforge/api/rest"
)

// webApp serves the built single-page app: files as they are (hashed assets
// cached for a year), and index.html for every other path so that the
// client-side router can take it, with the CSRF cookie the client needs.
func webApp(dir string) http.HandlerFunc {
	files := http.FileServer(http.Dir(dir))
	index := filepath.Join(dir, "index.html")
	return func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			rest.MethodNotAllowed(w, r)
			return
		}
		clean := path.Clean("/" + r.URL.Path)
		//nolint:gosec // G703: clean is rooted and cleaned, so it cannot climb out of dir
		if info, err := os.Stat(filepath.Join(dir, filepath.FromSlash(clean))); err == nil && !info.IsDir() {
			if strings.HasPrefix(clean, "/assets/") {
				w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
			}
			files.ServeHTTP(w, r)
			return
		}
		if _, err := os.Stat(index); err != nil {
			http.Error(w, "The web app is not built: run `npm run build` in web/.", http.StatusNotFound)
			return
		}
		rest.EnsureCSRFCookie(w, r)
		w.Header().Set("Cache-Control", "no-cache")
		http.ServeFile(w, r, index)
	}
}
