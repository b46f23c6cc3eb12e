package mail

import (
	"bytes"
	htmltemplate "html/template"

	"github.com/microcosm-cc/bluemonday"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
)

// markdown renders CommonMark with GitHub's tables, strikethrough and
// autolinks; raw HTML in the source is left out (goldmark's default).
var markdown = goldmark.New(goldmark.WithExtensions(extension.GFM))

// markdownPolicy keeps the markup of user-generated content and drops
// scripts, event handlers and styles, whatever the renderer let through.
var markdownPolicy = bluemonday.UGCPolicy()

// Markdown is an organizer's Markdown as safe HTML for an e-mail's body; a
// source the renderer refuses shows as escaped text.
func Markdown(src string) htmltemplate.HTML {
	var buf bytes.Buffer
	if err := markdown.Convert([]byte(src), &buf); err != nil {
		return htmltemplate.HTML(htmltemplate.HTMLEscapeString(src)) //nolint:gosec // escaped
	}
	return htmltemplate.HTML(markdownPolicy.Sanitize(buf.String())) //nolint:gosec // sanitised by the UGC policy
}
