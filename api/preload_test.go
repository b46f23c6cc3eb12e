package api_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
)

// builtManifest is a part of the manifest `vite build` writes: the entry
// (index.html) with the chunks it imports, and two pages loaded on demand.
const builtManifest = `{
  "index.html": {"file": "assets/index-abc123.js", "isEntry": true, "imports": ["_react-r1.js"], "css": ["assets/index-c1.css"]},
  "_react-r1.js": {"file": "assets/react-r1.js"},
  "_Overview-o1.js": {"file": "assets/Overview-o1.js", "imports": ["index.html", "_react-r1.js", "_Grid-g1.js"], "css": ["assets/Overview-c2.css"]},
  "_Grid-g1.js": {"file": "assets/Grid-g1.js"},
  "src/features/hackathons/PublicHackathonPage.tsx": {"file": "assets/PublicHackathonPage-p1.js", "isDynamicEntry": true, "imports": ["index.html", "_Overview-o1.js"]},
  "src/features/auth/LoginPage.tsx": {"file": "assets/LoginPage-l1.js", "isDynamicEntry": true, "imports": ["index.html", "_react-r1.js", "_Grid-g1.js"]}
}`

// A page loaded on demand (login, a public hackathon's) names its chunks in
// its HTML, so the browser fetches them with the app's script rather than
// after it ran: the page's own, then what it imports, less what the entry
// loads; then their styles.
func TestAPagesChunksArePreloadedFromItsHTML(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	srv := webRouter(t, env)
	for _, c := range []struct {
		path string
		want []string
	}{
		{"/pub/hackathon/42/detail", []string{
			`<link rel="modulepreload" crossorigin href="/assets/PublicHackathonPage-p1.js">`,
			`<link rel="modulepreload" crossorigin href="/assets/Overview-o1.js">`,
			`<link rel="modulepreload" crossorigin href="/assets/Grid-g1.js">`,
			`<link rel="preload" as="style" crossorigin href="/assets/Overview-c2.css">`,
		}},
		{"/login", []string{
			`<link rel="modulepreload" crossorigin href="/assets/LoginPage-l1.js">`,
			`<link rel="modulepreload" crossorigin href="/assets/Grid-g1.js">`,
		}},
		{"/pub/hackathon/42/results", nil}, // its module is not in this manifest
		{"/hackathon/discover", nil},
	} {
		res, page := get(t, srv, c.path, "")
		require.Equal(t, http.StatusOK, res.StatusCode, c.path)
		var got []string
		for _, line := range strings.Split(string(page), "\n") {
			if line = strings.TrimSpace(line); strings.Contains(line, `rel="modulepreload"`) || strings.Contains(line, `rel="preload" as="style"`) {
				got = append(got, line)
			}
		}
		assert.Equal(t, c.want, got, c.path)
		head, _, found := strings.Cut(string(page), "</head>")
		require.True(t, found, c.path)
		assert.Contains(t, head, `src="/assets/index-abc123.js"`, "%s: the entry is kept, before the page's chunks", c.path)
		assert.NotContains(t, string(page), "react-r1.js", "%s: what the entry loads is not named again", c.path)
	}

	// The manifest is the server's: its path is a page of the app.
	res, page := get(t, srv, "/.vite/manifest.json", "")
	assert.Equal(t, "text/html; charset=utf-8", res.Header.Get("Content-Type"))
	assert.NotContains(t, string(page), "isDynamicEntry")
}
