package rest

import (
	"html/template"
	"net/http"

	"github.com/hackforge/hackforge/domain"
)

// The one-click unsubscribe of RFC 8058, at domain.UnsubscribePath: every
// e-mail a person may turn off names it, with a signed token
// (domain.UnsubscribeToken) of the person and the e-mail's category, in its
// List-Unsubscribe header and its footer. A mail client POSTs to it without
// cookies, so it needs neither a CSRF header nor a sign-in: the token is its
// authority. It has no attempt limit: a token cannot be guessed (256-bit
// HMAC), and following one again changes nothing (docs/decisions.md).

// unsubscribePage answers GET, someone following the link from the e-mail:
// a page that asks before turning the category off, since mail scanners
// fetch links too.
func (h *Handler) unsubscribePage(w http.ResponseWriter, r *http.Request) {
	if _, c, ok := h.readUnsubscribeToken(w, r); ok {
		writeUnsubscribePage(w, http.StatusOK, unsubscribeView{Topic: c.Topic(), Ask: true})
	}
}

// unsubscribe answers the POST (body List-Unsubscribe=One-Click, from a
// mail client or the page's button): the category is off, 200.
func (h *Handler) unsubscribe(w http.ResponseWriter, r *http.Request) {
	userID, c, ok := h.readUnsubscribeToken(w, r)
	if !ok {
		return
	}
	if _, err := h.Store.UpdateEmailPreferences(r.Context(), userID, []domain.EmailPreference{{Category: c}}); err != nil {
		writeInternal(w, r, err)
		return
	}
	writeUnsubscribePage(w, http.StatusOK, unsubscribeView{Topic: c.Topic(), Done: true})
}

// readUnsubscribeToken reads ?token=; a missing, altered or forged one is
// answered 400 here.
func (h *Handler) readUnsubscribeToken(w http.ResponseWriter, r *http.Request) (int64, domain.EmailCategory, bool) {
	key, err := h.Store.UnsubscribeKey(r.Context())
	if err != nil {
		writeInternal(w, r, err)
		return 0, "", false
	}
	userID, c, ok := domain.ParseUnsubscribeToken(key, r.URL.Query().Get("token"))
	if !ok {
		writeUnsubscribePage(w, http.StatusBadRequest, unsubscribeView{Invalid: true})
	}
	return userID, c, ok
}

type unsubscribeView struct {
	Topic              string
	Ask, Done, Invalid bool
}

func writeUnsubscribePage(w http.ResponseWriter, status int, v unsubscribeView) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = unsubscribeTemplate.Execute(w, map[string]any{"View": v, "Manage": domain.EmailPreferencesPath})
}

// unsubscribeTemplate is the page, standing alone: the web app's look in a
// few inline styles (the Content-Security-Policy allows them, not scripts).
var unsubscribeTemplate = template.Must(template.New("unsubscribe").Parse(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>{{if .View.Invalid}}Invalid unsubscribe link{{else if .View.Done}}Unsubscribed{{else}}Unsubscribe{{end}} | Hackforge</title>
</head>
<body style="margin:0;background:#f4f5f7;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif;color:#1f2933">
<main style="max-width:480px;margin:48px auto;padding:0 16px">
<div style="background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:32px">
<p style="font-size:20px;font-weight:700;margin:0 0 16px">Hackforge</p>
{{with .View}}{{if .Invalid}}
<h1 style="font-size:18px;margin:0 0 8px">This unsubscribe link is not valid</h1>
<p style="line-height:1.5;margin:0 0 16px">It may have been cut short or changed. Copy the whole link from the e-mail, or sign in to choose which e-mails you get.</p>
{{else if .Done}}
<h1 style="font-size:18px;margin:0 0 8px">You're unsubscribed</h1>
<p style="line-height:1.5;margin:0 0 16px">You won't get e-mails about {{.Topic}} anymore.</p>
{{else}}
<h1 style="font-size:18px;margin:0 0 8px">Unsubscribe?</h1>
<p style="line-height:1.5;margin:0 0 16px">You'll stop getting e-mails about {{.Topic}}. You can turn them back on at any time.</p>
<form method="post">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit" style="font:inherit;font-weight:600;background:#364fc7;color:#fff;border:0;border-radius:4px;padding:10px 18px;cursor:pointer">Unsubscribe</button>
</form>
{{end}}{{end}}
<p style="line-height:1.5;margin:24px 0 0"><a href="{{.Manage}}" style="color:#3b5bdb">Sign in to manage all your e-mail preferences</a></p>
</div>
</main>
</body>
</html>
`))
