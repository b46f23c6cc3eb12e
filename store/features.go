package store

import (
	"context"

	"github.com/hackforge/hackforge/store/record"
)

// FeatureToggles lists the toggles of one environment (local, development, uat, production).
func (s *Store) FeatureToggles(ctx context.Context, environment string) ([]record.FeatureToggle, error) {
	return s.q.ListFeatureToggles(ctx, environment)
}
