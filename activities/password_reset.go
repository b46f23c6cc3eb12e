package activities

import (
	"context"
	"errors"
	"net/url"
	"strings"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/workflows"
)

// SendPasswordResetEmail issues a reset token for the account with the
// address and e-mails the link. No account: nothing is sent. A retry after
// the SMTP server accepted the e-mail sends nothing more.
func (a *Activities) SendPasswordResetEmail(ctx context.Context, in workflows.SendPasswordResetEmailInput) (workflows.SendPasswordResetEmailResult, error) {
	user, err := a.Store.UserByEmail(ctx, in.Email)
	if errors.Is(err, domain.ErrNotFound) {
		return workflows.SendPasswordResetEmailResult{Sent: false}, nil
	}
	if err != nil {
		return workflows.SendPasswordResetEmailResult{}, err
	}
	token, alreadySent, err := a.Store.IssuePasswordResetToken(ctx, user.ID, in.RequestKey)
	if err != nil || alreadySent {
		return workflows.SendPasswordResetEmailResult{Sent: alreadySent}, err
	}
	link := a.link("/reset_password", url.Values{"uid": {store.EncodeUserID(user.ID)}, "token": {token}})
	name := strings.TrimSpace(user.FirstName)
	if name == "" {
		name = user.Email
	}
	if err := a.Mailer.Send(ctx, user.Email, "password_reset", map[string]string{"Name": name, "Link": link}); err != nil {
		return workflows.SendPasswordResetEmailResult{}, err
	}
	return workflows.SendPasswordResetEmailResult{Sent: true}, a.Store.MarkPasswordResetSent(ctx, in.RequestKey)
}

// link builds an absolute URL into the web app.
func (a *Activities) link(path string, query url.Values) string {
	u := strings.TrimRight(a.PublicURL, "/") + path
	if len(query) > 0 {
		u += "?" + query.Encode()
	}
	return u
}
