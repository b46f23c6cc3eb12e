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
//
//go:embed templates
var templates embed.FS

type rendered struct{ subject, text, html string }

func render(name string, data any) (rendered, error) {
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
	if err := html.ExecuteTemplate(&htmlBuf, "layout.html", map[string]any{"Subject": subject, "Data": data}); err != nil {
		return rendered{}, fmt.Errorf("mail template %s: %w", name, err)
	}
	return rendered{subject: subject, text: strings.TrimLeft(body, "\n"), html: htmlBuf.String()}, nil
}
