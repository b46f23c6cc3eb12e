package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

// grantAdmin gives the account with the e-mail the platform admin role
// (reading user feedback at /admin/feedback); granting it twice is harmless.
func grantAdmin(ctx context.Context, cfg Config, email string, out io.Writer) error {
	email = strings.TrimSpace(email)
	if email == "" {
		return fmt.Errorf("grant-admin: an e-mail address is needed")
	}
	st, err := store.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return err
	}
	defer st.Close()
	u, err := st.GrantPlatformRole(ctx, email, domain.PlatformAdmin)
	if errors.Is(err, domain.ErrNotFound) {
		return fmt.Errorf("grant-admin: no account has the e-mail %q", email)
	}
	if err != nil {
		return fmt.Errorf("grant-admin: %w", err)
	}
	fmt.Fprintf(out, "%s (user %d) is a platform administrator.\n", u.Email, u.ID)
	return nil
}
