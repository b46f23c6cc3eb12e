package api

import (
	"bytes"
	"encoding/json"
	"html/template"
	"log/slog"
	"os"
	"path/filepath"
	"regexp"
	"sync"
	"time"
)

// manifestPath is where `vite build` writes which chunks each module needs
// (web/vite.config.ts: build.manifest), inside the web dir.
const manifestPath = ".vite/manifest.json"

// pageModules are the modules the login and public pages load on demand
// (web/src/app/routes.tsx), by the paths they open at. The server names their
// chunks in the page's HTML, so that the browser fetches them along with the
// app's own script instead of after it has run and found the route: one
// round trip less before the page draws (issue 33, Lighthouse).
var pageModules = []struct {
	path   *regexp.Regexp
	module string
}{
	{regexp.MustCompile(`^/login/?$`), "src/features/auth/LoginPage.tsx"},
	{regexp.MustCompile(`^/register/?$`), "src/features/auth/RegisterPage.tsx"},
	{regexp.MustCompile(`^/pub/hackathon/[0-9]+/detail/?$`), "src/features/hackathons/PublicHackathonPage.tsx"},
	{regexp.MustCompile(`^/pub/hackathon/[0-9]+/results/?$`), "src/features/results/PublicResultsPage.tsx"},
	{regexp.MustCompile(`^/pub/hackathon/[0-9]+/gallery/?$`), "src/features/results/GalleryPage.tsx"},
	{regexp.MustCompile(`^/pub/hackathon/[0-9]+/gallery/[0-9]+/?$`), "src/features/results/GalleryProjectPage.tsx"},
}

// manifestChunk is one entry of Vite's build manifest.
type manifestChunk struct {
	File    string   `json:"file"`
	Imports []string `json:"imports"`
	CSS     []string `json:"css"`
}

// preloads reads the build's manifest, again whenever a build rewrites it.
type preloads struct {
	file string

	mu       sync.Mutex
	modTime  time.Time
	manifest map[string]manifestChunk
}

func newPreloads(webDir string) *preloads {
	return &preloads{file: filepath.Join(webDir, filepath.FromSlash(manifestPath))}
}

var preloadTemplate = template.Must(template.New("preload").Parse(
	`{{range .Scripts}}    <link rel="modulepreload" crossorigin href="/{{.}}">
{{end}}{{range .Styles}}    <link rel="preload" as="style" crossorigin href="/{{.}}">
{{end}}`))

// links are the <link> tags that fetch early what the page at path loads on
// demand: its module's chunk, the chunks that one imports and their styles,
// less what index.html loads anyway. Empty for other paths, or without a manifest.
func (p *preloads) links(path string) []byte {
	module := ""
	for _, m := range pageModules {
		if m.path.MatchString(path) {
			module = m.module
			break
		}
	}
	if module == "" {
		return nil
	}
	manifest := p.read()
	if _, ok := manifest[module]; !ok {
		return nil
	}
	loaded := map[string]bool{}
	closure(manifest, "index.html", loaded)
	var list struct{ Scripts, Styles []string }
	// The page's own chunk first, then what it imports.
	var walk func(key string, seen map[string]bool)
	walk = func(key string, seen map[string]bool) {
		if seen[key] || loaded[key] {
			return
		}
		seen[key] = true
		c := manifest[key]
		list.Scripts = append(list.Scripts, c.File)
		list.Styles = append(list.Styles, c.CSS...)
		for _, i := range c.Imports {
			walk(i, seen)
		}
	}
	walk(module, map[string]bool{})
	var out bytes.Buffer
	if err := preloadTemplate.Execute(&out, list); err != nil {
		return nil
	}
	return out.Bytes()
}

// closure marks key and every chunk it imports, directly or not.
func closure(manifest map[string]manifestChunk, key string, into map[string]bool) {
	if into[key] {
		return
	}
	into[key] = true
	for _, i := range manifest[key].Imports {
		closure(manifest, i, into)
	}
}

// read returns the manifest, parsed again when its file changed; nil
// without one (a build from before the manifest, or none).
func (p *preloads) read() map[string]manifestChunk {
	info, err := os.Stat(p.file)
	if err != nil {
		return nil
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if info.ModTime().Equal(p.modTime) {
		return p.manifest
	}
	raw, err := os.ReadFile(p.file)
	var manifest map[string]manifestChunk
	if err == nil {
		err = json.Unmarshal(raw, &manifest)
	}
	if err != nil {
		slog.Warn("web: could not read the build manifest; pages load without preloads", "file", p.file, "error", err)
		manifest = nil
	}
	p.modTime, p.manifest = info.ModTime(), manifest
	return manifest
}

// withPreloads puts links at the end of index.html's head (before the
// line that closes it).
func withPreloads(page, links []byte) []byte {
	i := bytes.Index(page, []byte("</head>"))
	if len(links) == 0 || i < 0 {
		return page
	}
	if line := bytes.LastIndexByte(page[:i], '\n') + 1; len(bytes.TrimSpace(page[line:i])) == 0 {
		i = line
	}
	out := make([]byte, 0, len(page)+len(links))
	out = append(out, page[:i]...)
	out = append(out, links...)
	return append(out, page[i:]...)
}
