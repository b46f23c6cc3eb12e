package api

import (
	"bytes"
	"context"
	"html/template"
	"log/slog"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/net/html"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

// The built index.html's tags a link preview reads sit between these two
// comments (web/index.html); the server writes them afresh for each page.
const (
	metaStart = "<!-- page meta -->"
	metaEnd   = "<!-- /page meta -->"
)

// pageMeta fills index.html's title, description and Open Graph tags: the
// site's own for every page, a public hackathon's for its public page, so
// that a pasted link previews it without running the app's script.
type pageMeta struct {
	store *store.Store
	// publicURL is where users reach the app (PUBLIC_URL), for the absolute
	// URLs og:url and og:image need; the request's host when empty.
	publicURL string
}

// metaTags are what pageMetaTemplate writes: Title is the tab's, OGTitle
// the preview's (without the site's name, which og:site_name carries).
// Banner is the page's banner image (rooted at the site), preloaded: it is
// the largest thing the page draws, and the page asks for it only once its
// script and data have come.
type metaTags struct {
	Title, OGTitle, Description, SiteName, Image, URL, Banner string
}

var pageMetaTemplate = template.Must(template.New("meta").Parse(metaStart + `
    <title>{{.Title}}</title>
    <meta name="description" content="{{.Description}}" />
    <meta property="og:type" content="website" />
    <meta property="og:site_name" content="{{.SiteName}}" />
    <meta property="og:title" content="{{.OGTitle}}" />
    <meta property="og:description" content="{{.Description}}" />
    <meta property="og:image" content="{{.Image}}" />
    <meta property="og:url" content="{{.URL}}" />
    <meta name="twitter:card" content="summary_large_image" />
    {{- if .Banner}}
    <link rel="preload" as="image" href="{{.Banner}}" fetchpriority="high" />
    {{- end}}
    ` + metaEnd))

var publicHackathonPath = regexp.MustCompile(`^/pub/hackathon/([0-9]{1,18})/detail/?$`)

// maxDescription bounds a description in runes: previews cut near here.
const maxDescription = 200

// fill returns index.html with the page's meta tags. The build's own (the
// brand's name, description and share image) are the defaults; an index.html
// without the two comments is returned as it is.
func (m *pageMeta) fill(r *http.Request, index []byte) []byte {
	start := bytes.Index(index, []byte(metaStart))
	end := bytes.Index(index, []byte(metaEnd))
	if start < 0 || end < start {
		return index
	}
	tags := siteTags(index[start:end])
	tags.OGTitle = tags.Title
	base := m.base(r)
	tags.Image = absolute(base, tags.Image)
	tags.URL = base + r.URL.EscapedPath()
	if match := publicHackathonPath.FindStringSubmatch(r.URL.Path); match != nil {
		id, _ := strconv.ParseInt(match[1], 10, 64)
		m.hackathonTags(r.Context(), id, base, &tags)
	}
	var out bytes.Buffer
	out.Write(index[:start])
	if err := pageMetaTemplate.Execute(&out, tags); err != nil {
		return index
	}
	out.Write(index[end+len(metaEnd):])
	return out.Bytes()
}

// hackathonTags describes a PUBLIC hackathon. Any other (unknown, invite
// only, organization only) keeps the site's tags, so a preview tells nothing
// about whether it exists.
func (m *pageMeta) hackathonTags(ctx context.Context, id int64, base string, tags *metaTags) {
	views, err := m.store.HackathonViews(ctx, 0, []int64{id})
	if err != nil {
		slog.WarnContext(ctx, "page meta: could not read the hackathon", "hackathon_id", id, "error", err)
		return
	}
	h, ok := views[id]
	if !ok || h.AllowedParticipants != domain.AllowPublic {
		return
	}
	description := strings.Join(strings.Fields(h.Description), " ")
	if description == "" {
		description = "A hackathon hosted by " + h.Organization.Name + " on " + tags.SiteName + "."
	}
	tags.Title, tags.OGTitle = h.Name+" · "+tags.SiteName, h.Name
	tags.Description = truncate(description, maxDescription)
	tags.Image = absolute(base, hackathonShareImage(h, tags.Image))
	if cover := h.Cover(); cover != nil {
		tags.Banner = cover.URL(nil)
	}
	tags.URL = base + "/pub/hackathon/" + strconv.FormatInt(id, 10) + "/detail"
}

// hackathonShareImage is the picture a link to a hackathon's public page
// previews with: its cover, else the site's share image.
func hackathonShareImage(h store.HackathonView, siteImage string) string {
	if cover := h.Cover(); cover != nil {
		return cover.URL(nil)
	}
	return siteImage
}

// siteTags reads the build's title, description, site name and share image
// from index.html's meta section.
func siteTags(section []byte) metaTags {
	var tags metaTags
	z := html.NewTokenizer(bytes.NewReader(section))
	for {
		switch z.Next() {
		case html.ErrorToken:
			return tags
		case html.StartTagToken, html.SelfClosingTagToken:
			t := z.Token()
			switch t.Data {
			case "title":
				if z.Next() == html.TextToken {
					tags.Title = strings.TrimSpace(z.Token().Data)
				}
			case "meta":
				key, content := "", ""
				for _, a := range t.Attr {
					switch a.Key {
					case "name", "property":
						key = a.Val
					case "content":
						content = a.Val
					}
				}
				switch key {
				case "description":
					tags.Description = content
				case "og:site_name":
					tags.SiteName = content
				case "og:image":
					tags.Image = content
				}
			}
		}
	}
}

// base is the site's origin: PUBLIC_URL, else the request's.
func (m *pageMeta) base(r *http.Request) string {
	if m.publicURL != "" {
		return strings.TrimRight(m.publicURL, "/")
	}
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	return scheme + "://" + r.Host
}

// absolute resolves a URL rooted at the site (or already absolute) against base.
func absolute(base, ref string) string {
	if ref == "" {
		return ""
	}
	b, err := url.Parse(base + "/")
	if err != nil {
		return ref
	}
	u, err := b.Parse(ref)
	if err != nil {
		return ref
	}
	return u.String()
}

// truncate cuts s to at most n runes, at a word when it can, with an ellipsis.
func truncate(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	cut := string([]rune(s)[:n-1])
	if i := strings.LastIndexByte(cut, ' '); i > n/2 {
		cut = cut[:i]
	}
	return strings.TrimRight(cut, " ,.;:") + "…"
}
