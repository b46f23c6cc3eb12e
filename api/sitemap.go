package api

import (
	"encoding/xml"
	"log/slog"
	"net/http"
	"strconv"
	"time"
)

// maxSitemapURLs is the sitemap protocol's limit for one file.
const maxSitemapURLs = 50_000

// robotsTxt lets crawlers read the pages, not the APIs, and names the sitemap.
func (m *pageMeta) robotsTxt(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=3600")
	//nolint:gosec // G705: plain text, and the host in it is PUBLIC_URL's or one Go's server has validated
	_, _ = w.Write([]byte("User-agent: *\n" +
		"Allow: /\n" +
		"Disallow: /api/\n" +
		"Disallow: /gql\n" +
		"Disallow: /u-gql\n" +
		"Disallow: /temporal-codec/\n" +
		"\n" +
		"Sitemap: " + m.base(r) + "/sitemap.xml\n"))
}

type sitemapURL struct {
	Loc     string `xml:"loc"`
	LastMod string `xml:"lastmod"`
}

type sitemapURLSet struct {
	XMLName xml.Name     `xml:"http://www.sitemaps.org/schemas/sitemap/0.9 urlset"`
	URLs    []sitemapURL `xml:"url"`
}

// sitemap lists the public pages of PUBLIC hackathons.
func (m *pageMeta) sitemap(w http.ResponseWriter, r *http.Request) {
	hackathons, err := m.store.PublicHackathonsForSitemap(r.Context(), maxSitemapURLs)
	if err != nil {
		slog.ErrorContext(r.Context(), "sitemap: could not list the public hackathons", "error", err)
		http.Error(w, "The sitemap is not available right now.", http.StatusServiceUnavailable)
		return
	}
	base := m.base(r)
	set := sitemapURLSet{URLs: make([]sitemapURL, 0, len(hackathons))}
	for _, h := range hackathons {
		set.URLs = append(set.URLs, sitemapURL{
			Loc:     base + "/pub/hackathon/" + strconv.FormatInt(h.ID, 10) + "/detail",
			LastMod: h.UpdatedAt.UTC().Format(time.RFC3339),
		})
	}
	body, err := xml.MarshalIndent(set, "", "  ")
	if err != nil {
		http.Error(w, "The sitemap is not available right now.", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/xml; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=3600")
	writeCompressed(w, r, append([]byte(xml.Header), body...))
}
