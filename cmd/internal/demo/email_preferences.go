package demo

import (
	"context"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

// seedEmailPreferences turns phase-change e-mails off for the mentor, so
// that /user/email shows a switch off; turning it off again changes nothing.
func seedEmailPreferences(ctx context.Context, st *store.Store, users map[string]int64) error {
	_, err := st.UpdateEmailPreferences(ctx, users[mentor], []domain.EmailPreference{{Category: domain.EmailPhaseChanges}})
	return err
}
