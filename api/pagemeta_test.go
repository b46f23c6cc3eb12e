package api_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/net/html"

	"github.com/hackforge/hackforge/api"
	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

// builtIndex is index.html as `npm run build` writes it for the default brand
// (web/index.html with the brand filled in and the entry script added).
const builtIndex = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <!-- page meta -->
    <title>Hackforge</title>
    <meta name="description" content="Hackforge runs hackathons." />
    <meta property="og:site_name" content="Hackforge" />
    <meta property="og:image" content="/brands/hackforge/share.png" />
    <!-- /page meta -->
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`

const publicURL = "https://hackathons.example.com"

// webRouter serves a built web app from a temporary folder: index.html, one
// hashed script with its brotli and gzip copies, and one unhashed logo.
func webRouter(t *testing.T, env *apitest.Env) *httptest.Server {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{
		"index.html":                 builtIndex,
		"assets/index-abc123.js":     "console.log('the app');",
		"assets/index-abc123.js.br":  "brotli bytes",
		"assets/index-abc123.js.gz":  "gzip bytes",
		"assets/plain-def456.css":    "body{}",
		"brands/hackforge/logo.svg":  "<svg/>",
		"brands/hackforge/share.png": "png",
		".vite/manifest.json":        builtManifest,
	}
	for name, content := range files {
		require.NoError(t, os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o750))
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644))
	}
	srv := httptest.NewServer(api.NewRouter(api.Options{Store: env.Store, Flows: env.Flows, WebDir: dir, PublicURL: publicURL}))
	t.Cleanup(srv.Close)
	return srv
}

// get fetches path as a link-preview bot does: no script, no cookies, and
// only the encoding asked for ("" for none).
// reply is what the tests read of a response whose body get has read and closed.
type reply struct {
	StatusCode int
	Header     http.Header
}

func get(t *testing.T, srv *httptest.Server, path, acceptEncoding string) (reply, []byte) {
	t.Helper()
	req, err := http.NewRequestWithContext(t.Context(), http.MethodGet, srv.URL+path, nil)
	require.NoError(t, err)
	req.Header.Set("User-Agent", "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)")
	if acceptEncoding != "" {
		req.Header.Set("Accept-Encoding", acceptEncoding)
	}
	res, err := (&http.Client{Transport: &http.Transport{DisableCompression: true}}).Do(req)
	require.NoError(t, err)
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	require.NoError(t, err)
	return reply{StatusCode: res.StatusCode, Header: res.Header}, body
}

// headTags reads the page's title and its meta tags (name or property → content).
func headTags(t *testing.T, page []byte) map[string]string {
	t.Helper()
	doc, err := html.Parse(bytes.NewReader(page))
	require.NoError(t, err)
	tags := map[string]string{}
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode && n.Data == "title" && n.FirstChild != nil {
			tags["title"] = n.FirstChild.Data
		}
		if n.Type == html.ElementNode && n.Data == "meta" {
			var key, content string
			for _, a := range n.Attr {
				switch a.Key {
				case "name", "property":
					key = a.Val
				case "content":
					content = a.Val
				}
			}
			if key != "" {
				tags[key] = content
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	return tags
}

func newHackathon(t *testing.T, env *apitest.Env, name, description string, allowed domain.AllowedParticipants) int64 {
	t.Helper()
	creator := env.NewUser(t, "Preview")
	org, err := env.Store.CreateOrganization(t.Context(), "Preview Labs "+apitest.RandomString(3), creator.ID)
	require.NoError(t, err)
	h, err := env.Store.CreateHackathon(t.Context(), store.NewHackathon{
		Name: name, Description: description, StartDatetime: time.Now().Add(24 * time.Hour), EndDatetime: time.Now().Add(72 * time.Hour),
		TimeZone: "UTC", AllowedParticipants: allowed, MaxTeamSize: 4, OrganizationID: org.ID, CreatorID: creator.ID,
	})
	require.NoError(t, err)
	t.Cleanup(func() {
		_, _ = env.Store.Pool().Exec(context.Background(), "DELETE FROM hackathons WHERE id = $1", h.ID)
	})
	return h.ID
}

// A pasted link to a public hackathon's page previews it: the HTML, read
// without running any script, carries its title, description, image and URL.
func TestALinkPreviewReadsAPublicHackathonsTags(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	srv := webRouter(t, env)
	name := `Tom & Jerry's "<Cheese>" Jam ` + apitest.RandomString(3)
	id := newHackathon(t, env, name, "  Build   tools for\nmice. ", domain.AllowPublic)
	path := "/pub/hackathon/" + strconv.FormatInt(id, 10) + "/detail"

	res, page := get(t, srv, path+"?utm_source=chat", "")
	require.Equal(t, http.StatusOK, res.StatusCode)
	assert.Equal(t, "text/html; charset=utf-8", res.Header.Get("Content-Type"))
	tags := headTags(t, page)
	assert.Equal(t, name+" · Hackforge", tags["title"])
	assert.Equal(t, name, tags["og:title"])
	assert.Equal(t, "Build tools for mice.", tags["og:description"])
	assert.Equal(t, "Build tools for mice.", tags["description"])
	assert.Equal(t, publicURL+"/brands/hackforge/share.png", tags["og:image"])
	assert.Equal(t, publicURL+path, tags["og:url"], "the canonical address, without the query")
	assert.Equal(t, "Hackforge", tags["og:site_name"])
	assert.Equal(t, "summary_large_image", tags["twitter:card"])
	assert.NotContains(t, string(page), "<Cheese>", "the name is escaped")
	assert.Equal(t, 1, strings.Count(string(page), "<title>"), "the build's tags are replaced, not repeated")
	assert.Contains(t, string(page), `src="/assets/index-abc123.js"`, "the rest of the page is kept")

	// Gzipped for a client that takes it, with the same tags.
	res, zipped := get(t, srv, path, "gzip, br")
	assert.Equal(t, "gzip", res.Header.Get("Content-Encoding"))
	assert.Contains(t, res.Header.Values("Vary"), "Accept-Encoding")
	zr, err := gzip.NewReader(bytes.NewReader(zipped))
	require.NoError(t, err)
	unzipped, err := io.ReadAll(zr)
	require.NoError(t, err)
	assert.Equal(t, page, unzipped)
}

// A public hackathon with a cover previews with its cover.
func TestALinkPreviewShowsTheHackathonsCover(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	srv := webRouter(t, env)
	id := newHackathon(t, env, "Covered Jam "+apitest.RandomString(3), "With a cover.", domain.AllowPublic)
	key := "cover-" + apitest.RandomString(8)
	require.NoError(t, env.Store.SetHackathonImage(t.Context(), id, domain.ImageCover, store.ImageChange{Key: &key, Alt: "A wide field"}))

	res, page := get(t, srv, "/pub/hackathon/"+strconv.FormatInt(id, 10)+"/detail", "")
	require.Equal(t, http.StatusOK, res.StatusCode)
	assert.Equal(t, publicURL+domain.ImageURL(key, domain.ImageLarge), headTags(t, page)["og:image"])
	assert.Contains(t, string(page), `<link rel="preload" as="image" href="`+domain.ImageURL(key, domain.ImageLarge)+`" fetchpriority="high" />`,
		"the banner, the page's largest image, is fetched with the page's script")
}

// A hackathon that is not public (or does not exist) previews as any other
// page of the site: its name, description and existence stay hidden.
func TestALinkPreviewOfAPrivateHackathonShowsTheSitesTags(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	srv := webRouter(t, env)
	secret := "Secret merger sprint " + apitest.RandomString(4)
	invited := newHackathon(t, env, secret, "Confidential plans", domain.AllowInviteOnly)
	members := newHackathon(t, env, secret, "Confidential plans", domain.AllowOrganization)

	_, login := get(t, srv, "/login", "")
	site := headTags(t, login)
	assert.Equal(t, "Hackforge", site["title"])
	assert.Equal(t, "Hackforge runs hackathons.", site["description"])
	assert.Equal(t, publicURL+"/brands/hackforge/share.png", site["og:image"])
	assert.Equal(t, publicURL+"/login", site["og:url"])

	for _, id := range []int64{invited, members, 999_999_999} {
		path := "/pub/hackathon/" + strconv.FormatInt(id, 10) + "/detail"
		res, page := get(t, srv, path, "")
		require.Equal(t, http.StatusOK, res.StatusCode, path)
		tags := headTags(t, page)
		assert.NotContains(t, string(page), "Secret merger", path)
		assert.NotContains(t, string(page), "Confidential", path)
		site["og:url"] = publicURL + path
		assert.Equal(t, site, tags, path)
	}
}

// The sitemap lists the public hackathons' pages and no other; robots.txt
// is plain text that names it.
func TestSitemapListsPublicHackathonsAndRobotsNamesIt(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	srv := webRouter(t, env)
	public := newHackathon(t, env, "Open jam", "", domain.AllowPublic)
	private := newHackathon(t, env, "Closed jam", "", domain.AllowInviteOnly)

	res, robots := get(t, srv, "/robots.txt", "")
	assert.Equal(t, "text/plain; charset=utf-8", res.Header.Get("Content-Type"))
	assert.Contains(t, string(robots), "User-agent: *\n")
	assert.Contains(t, string(robots), "\nSitemap: "+publicURL+"/sitemap.xml\n")

	res, sitemap := get(t, srv, "/sitemap.xml", "")
	require.Equal(t, http.StatusOK, res.StatusCode)
	assert.Equal(t, "application/xml; charset=utf-8", res.Header.Get("Content-Type"))
	assert.Contains(t, string(sitemap), `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`)
	assert.Contains(t, string(sitemap), "<loc>"+publicURL+"/pub/hackathon/"+strconv.FormatInt(public, 10)+"/detail</loc>")
	assert.NotContains(t, string(sitemap), "/pub/hackathon/"+strconv.FormatInt(private, 10)+"/detail")
}

// Hashed files go out precompressed by what the client accepts, cached for
// good; other files are revalidated.
func TestBuiltFilesArePrecompressedAndCached(t *testing.T) {
	t.Parallel()
	env := apitest.Start(t)
	srv := webRouter(t, env)
	for _, c := range []struct{ accept, encoding, body string }{
		{"gzip, deflate, br, zstd", "br", "brotli bytes"},
		{"gzip;q=1.0, br;q=0.5", "gzip", "gzip bytes"},
		{"br;q=0, *", "gzip", "gzip bytes"},
		{"deflate", "", "console.log('the app');"},
		{"", "", "console.log('the app');"},
	} {
		res, body := get(t, srv, "/assets/index-abc123.js", c.accept)
		assert.Equal(t, http.StatusOK, res.StatusCode, c.accept)
		assert.Equal(t, c.encoding, res.Header.Get("Content-Encoding"), c.accept)
		assert.Equal(t, c.body, string(body), c.accept)
		assert.Equal(t, "text/javascript; charset=utf-8", res.Header.Get("Content-Type"), c.accept)
		assert.Equal(t, "public, max-age=31536000, immutable", res.Header.Get("Cache-Control"), c.accept)
		assert.Equal(t, []string{"Accept-Encoding"}, res.Header.Values("Vary"), c.accept)
	}

	res, body := get(t, srv, "/assets/plain-def456.css", "br, gzip")
	assert.Empty(t, res.Header.Get("Content-Encoding"), "no compressed copy: the file as it is")
	assert.Equal(t, "body{}", string(body))
	assert.Equal(t, "text/css; charset=utf-8", res.Header.Get("Content-Type"))
	assert.Equal(t, "public, max-age=31536000, immutable", res.Header.Get("Cache-Control"))

	res, _ = get(t, srv, "/brands/hackforge/logo.svg", "br, gzip")
	assert.Equal(t, "image/svg+xml", res.Header.Get("Content-Type"))
	assert.Equal(t, "no-cache", res.Header.Get("Cache-Control"), "an unhashed file may change under its name")

	res, _ = get(t, srv, "/assets/index-0ld000.js", "")
	assert.Equal(t, http.StatusNotFound, res.StatusCode, "another build's file is missing, not the app's page")
}
