package api

import (
	"bytes"
	"compress/gzip"
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/hackforge/hackforge/api/rest"
)

// webApp serves the built single-page app: its files, and index.html for
// every other path so that the client-side router can take it, with the CSRF
// cookie the client needs, the page's meta tags (pagemeta.go) and the links
// that preload its chunks (preload.go).
func webApp(dir string, meta *pageMeta) http.HandlerFunc {
	index := filepath.Join(dir, "index.html")
	chunks := newPreloads(dir)
	return func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			rest.MethodNotAllowed(w, r)
			return
		}
		clean := path.Clean("/" + r.URL.Path)
		name := filepath.Join(dir, filepath.FromSlash(clean))
		//nolint:gosec // G703: clean is rooted and cleaned, so it cannot climb out of dir
		// The build's manifest (.vite/) is the server's to read, not a page's.
		if info, err := os.Stat(name); err == nil && !info.IsDir() && clean != "/index.html" && !strings.HasPrefix(clean, "/.vite/") {
			serveFile(w, r, name, info, strings.HasPrefix(clean, "/assets/"))
			return
		}
		if strings.HasPrefix(clean, "/assets/") {
			// A file of another build (a tab open across a deploy): the page
			// says it could not load, rather than parse this page as a script.
			http.Error(w, "Not found.", http.StatusNotFound)
			return
		}
		//nolint:gosec // G304: index is dir's index.html, fixed at startup
		html, err := os.ReadFile(index)
		if err != nil {
			http.Error(w, "The web app is not built: run `npm run build` in web/.", http.StatusNotFound)
			return
		}
		rest.EnsureCSRFCookie(w, r)
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		writeCompressed(w, r, withPreloads(meta.fill(r, html), chunks.links(clean)))
	}
}

// encodings are the precompressed copies the build writes beside each hashed
// file (web/build/precompress.ts), in the order preferred at equal quality.
var encodings = []struct{ name, suffix string }{{"br", ".br"}, {"gzip", ".gz"}}

// serveFile sends a file of the build. Hashed files (assets/) never change
// under their name: cached for a year, immutable, and sent as their brotli
// or gzip copy when the client accepts one. Other files (public/: the
// brands' logos) are revalidated on every use.
func serveFile(w http.ResponseWriter, r *http.Request, name string, info os.FileInfo, hashed bool) {
	h := w.Header()
	h.Set("Content-Type", contentType(name))
	if !hashed {
		h.Set("Cache-Control", "no-cache")
		//nolint:gosec // G703: name is a file of the build, rooted and cleaned by webApp
		http.ServeFile(w, r, name)
		return
	}
	h.Set("Cache-Control", "public, max-age=31536000, immutable")
	send := name
	var offered []string
	for _, e := range encodings {
		//nolint:gosec // G703: name is a file of the build, rooted and cleaned by webApp
		if _, err := os.Stat(name + e.suffix); err == nil {
			offered = append(offered, e.name)
		}
	}
	if len(offered) > 0 {
		h.Add("Vary", "Accept-Encoding")
		if chosen := negotiateEncoding(r.Header.Get("Accept-Encoding"), offered); chosen != "" {
			h.Set("Content-Encoding", chosen)
			for _, e := range encodings {
				if e.name == chosen {
					send = name + e.suffix
				}
			}
		}
	}
	//nolint:gosec // G304: send is name (inside the web dir) or its compressed copy
	f, err := os.Open(send)
	if err != nil {
		http.Error(w, "Not found.", http.StatusNotFound)
		return
	}
	defer f.Close()
	http.ServeContent(w, r, name, info.ModTime(), f)
}

// contentTypes are the types of what the build writes, fixed here: the
// system's MIME table may name JavaScript differently.
var contentTypes = map[string]string{
	".js":    "text/javascript; charset=utf-8",
	".css":   "text/css; charset=utf-8",
	".html":  "text/html; charset=utf-8",
	".svg":   "image/svg+xml",
	".png":   "image/png",
	".webp":  "image/webp",
	".wasm":  "application/wasm",
	".json":  "application/json",
	".txt":   "text/plain; charset=utf-8",
	".woff2": "font/woff2",
}

func contentType(name string) string {
	ext := strings.ToLower(filepath.Ext(name))
	if t, ok := contentTypes[ext]; ok {
		return t
	}
	if t := mime.TypeByExtension(ext); t != "" {
		return t
	}
	return "application/octet-stream"
}

// negotiateEncoding picks the offered content coding the Accept-Encoding
// header rates highest (RFC 9110 12.5.3: "*" rates any coding not named, q=0
// refuses one), offered's order breaking ties; "" for none (identity).
func negotiateEncoding(header string, offered []string) string {
	rated := map[string]float64{}
	for _, part := range strings.Split(header, ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		q := 1.0
		if v, ok := strings.CutPrefix(strings.ReplaceAll(strings.TrimSpace(params), " ", ""), "q="); ok {
			parsed, err := strconv.ParseFloat(v, 64)
			if err != nil {
				continue
			}
			q = parsed
		}
		if coding = strings.ToLower(strings.TrimSpace(coding)); coding != "" {
			rated[coding] = q
		}
	}
	best, bestQ := "", 0.0
	for _, coding := range offered {
		q, named := rated[coding]
		if !named {
			q = rated["*"]
		}
		if q > bestQ {
			best, bestQ = coding, q
		}
	}
	return best
}

// writeCompressed sends a page built per request (index.html with its meta
// tags), gzipped when the client takes gzip: a few KB, where brotli would
// save little more.
func writeCompressed(w http.ResponseWriter, r *http.Request, body []byte) {
	w.Header().Add("Vary", "Accept-Encoding")
	if negotiateEncoding(r.Header.Get("Accept-Encoding"), []string{"gzip"}) != "" {
		var buf bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
		_, _ = zw.Write(body)
		_ = zw.Close()
		w.Header().Set("Content-Encoding", "gzip")
		body = buf.Bytes()
	}
	w.Header().Set("Content-Length", strconv.Itoa(len(body)))
	if r.Method != http.MethodHead {
		_, _ = w.Write(body)
	}
}
