package mail

import (
	"bytes"
	"embed"
	"fmt"
	htmltemplate "html/template"
	"strings"
	texttemplate "text/template"
)

// Each e-mail is templates/<name>.txt, whose first line is "Subject: ...",
// and templates/<name>.html, which fills the "content" block of layout.html.
// Both parts end with the footer: layout.txt and layout.html show it when
// the e-mail can be unsubscribed from.
//
//go:embed templates
var templates embed.FS

type rendered struct{ subject, text, html string }

// footer is what the end of an e-mail says of stopping its kind; empty for
// those always sent.
type footer struct {
	// Unsubscribe turns the kind off; Manage is the page of all preferences.
	Unsubscribe, Manage string
	// Topic is what the kind is about, e.g. "results of your hackathons".
	Topic string
}

// layout.txt ends the plain-text part.
var textLayout = texttemplate.Must(texttemplate.ParseFS(templates, "templates/layout.txt"))

func render(name string, data any, foot footer) (rendered, error) {
	text, err := texttemplate.ParseFS(templates, "templates/"+name+".txt")
	if err != nil {
		return rendered{}, fmt.Errorf("mail template %s: %w", name, err)
	}
	var textBuf bytes.Buffer
	if err := text.Execute(&textBuf, data); err != nil {
		return rendered{}, fmt.Errorf("mail template %s: %w", name, err)
	}
	subjectLine, body, _ := strings.Cut(textBuf.String(), "\n")
	subject, ok := strings.CutPrefix(subjectLine, "Subject: ")
	if !ok {
		return rendered{}, fmt.Errorf("mail template %s.txt must start with a Subject: line", name)
	}

	html, err := htmltemplate.ParseFS(templates, "templates/layout.html", "templates/"+name+".html")
	if err != nil {
		return rendered{}, fmt.Errorf("mail template %s: %w", name, err)
	}
	var htmlBuf bytes.Buffer
	if err := html.ExecuteTemplate(&htmlBuf, "layout.html", map[string]any{"Subject": subject, "Data": data, "Footer": foot}); err != nil {
		return rendered{}, fmt.Errorf("mail template %s: %w", name, err)
	}
	var textPart bytes.Buffer
	if err := textLayout.Execute(&textPart, map[string]any{"Body": strings.TrimLeft(body, "\n"), "Footer": foot}); err != nil {
		return rendered{}, fmt.Errorf("mail template %s: %w", name, err)
	}
	return rendered{subject: subject, text: textPart.String(), html: htmlBuf.String()}, nil
}
