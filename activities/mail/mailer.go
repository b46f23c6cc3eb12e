// Package mail renders Hackforge's e-mails from embedded templates and sends
// them through go-mail, each with a plain-text and an HTML part.
package mail

import (
	"bytes"
	"context"
	"fmt"
	netmail "net/mail"
	"net/url"
	"strconv"
	"strings"

	gomail "github.com/wneessen/go-mail"
)

// Mailer sends e-mails through one SMTP server.
type Mailer struct {
	from    string
	options []gomail.Option
	host    string
}

// New configures a mailer from an SMTP URL:
// smtp://[user:pass@]host:port (plain, for local capture servers),
// smtp://...?tls=starttls (STARTTLS required) or smtps://... (implicit TLS).
func New(smtpURL, from string) (*Mailer, error) {
	u, err := url.Parse(smtpURL)
	if err != nil {
		return nil, fmt.Errorf("parse SMTP_URL: %w", err)
	}
	port, err := strconv.Atoi(u.Port())
	if err != nil {
		return nil, fmt.Errorf("SMTP_URL needs a port: %q", smtpURL)
	}
	opts := []gomail.Option{gomail.WithPort(port)}
	switch {
	case u.Scheme == "smtps":
		opts = append(opts, gomail.WithSSL())
	case u.Scheme == "smtp" && u.Query().Get("tls") == "starttls":
		opts = append(opts, gomail.WithTLSPolicy(gomail.TLSMandatory))
	case u.Scheme == "smtp":
		opts = append(opts, gomail.WithTLSPolicy(gomail.NoTLS))
	default:
		return nil, fmt.Errorf("SMTP_URL scheme must be smtp or smtps: %q", smtpURL)
	}
	if u.User != nil {
		password, _ := u.User.Password()
		opts = append(opts, gomail.WithSMTPAuth(gomail.SMTPAuthPlain),
			gomail.WithUsername(u.User.Username()), gomail.WithPassword(password))
	}
	return &Mailer{from: from, options: opts, host: u.Hostname()}, nil
}

// Option adjusts one message, e.g. Header.
type Option func(*message)

// message is a message being made: its headers and parts, and the
// footer its rendered body ends with.
type message struct {
	*gomail.Msg
	footer footer
}

// Header sets a header of the message, e.g. List-Unsubscribe.
func Header(name, value string) Option {
	return func(m *message) { m.SetGenHeader(gomail.Header(name), value) }
}

// UnsubscribeMailto is a List-Unsubscribe value asking the sender's
// address, by a mail with the subject "unsubscribe", to stop.
func (m *Mailer) UnsubscribeMailto() string {
	addr := m.from
	if a, err := netmail.ParseAddress(m.from); err == nil {
		addr = a.Address
	}
	return "<mailto:" + addr + "?subject=unsubscribe>"
}

// OneClickUnsubscribe lets the recipient stop the message's kind of e-mail
// (its topic, e.g. "results of your hackathons") with one click (RFC 8058):
// the List-Unsubscribe header names link, which takes the one-click POST,
// before the sender's mailto, and the footer of both parts shows link and
// the page of all preferences, manage.
func (m *Mailer) OneClickUnsubscribe(link, manage, topic string) Option {
	return func(msg *message) {
		msg.SetGenHeader("List-Unsubscribe", "<"+link+">, "+m.UnsubscribeMailto())
		msg.SetGenHeader("List-Unsubscribe-Post", "List-Unsubscribe=One-Click")
		msg.footer = footer{Unsubscribe: link, Manage: manage, Topic: topic}
	}
}

// Send renders the named template with data and sends it to one address.
// It returns once the SMTP server has accepted the message. An address in
// the reserved .invalid domain (a deleted account's) gets nothing, and that
// counts as sent: e-mails queued for a deleted account stop there.
func (m *Mailer) Send(ctx context.Context, to, template string, data any, options ...Option) error {
	if strings.HasSuffix(strings.ToLower(to), ".invalid") {
		return nil
	}
	msg := &message{Msg: gomail.NewMsg()}
	for _, o := range options {
		o(msg)
	}
	rendered, err := render(template, data, msg.footer)
	if err != nil {
		return err
	}
	if err := msg.From(m.from); err != nil {
		return fmt.Errorf("MAIL_FROM: %w", err)
	}
	if err := msg.To(to); err != nil {
		return fmt.Errorf("recipient: %w", err)
	}
	msg.Subject(rendered.subject)
	msg.SetBodyString(gomail.TypeTextPlain, rendered.text)
	msg.AddAlternativeString(gomail.TypeTextHTML, rendered.html)
	client, err := gomail.NewClient(m.host, m.options...)
	if err != nil {
		return err
	}
	return client.DialAndSendWithContext(ctx, msg.Msg)
}

// InlineImage embeds a PNG that the HTML part shows with <img src="cid:name">.
func InlineImage(name string, png []byte) Option {
	return func(msg *message) {
		msg.EmbedReadSeeker(name, bytes.NewReader(png),
			gomail.WithFileContentType(gomail.ContentType("image/png")), gomail.WithFileContentID(name))
	}
}
