package store

import (
	"context"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/internal/db"
)

// ImageChange sets an image: Key is the stored renditions' key (nil keeps
// the current image, "" with Alt "" removes it) and Alt its text.
type ImageChange struct {
	Key *string
	Alt string
}

// SetHackathonImage sets a hackathon's cover or logo in one statement. An
// alternative text without an image is refused (the field named "file").
func (s *Store) SetHackathonImage(ctx context.Context, hackathonID int64, kind domain.ImageKind, c ImageChange) error {
	_, err := s.q.SetHackathonImage(ctx, db.SetHackathonImageParams{ID: hackathonID, Kind: string(kind), Image: c.Key, Alt: c.Alt})
	return imageRefused(notFound(err), kind)
}

// SetOrganizationLogo sets an organization's logo in one statement.
func (s *Store) SetOrganizationLogo(ctx context.Context, organizationID int64, c ImageChange) error {
	_, err := s.q.SetOrganizationLogo(ctx, db.SetOrganizationLogoParams{ID: organizationID, Image: c.Key, Alt: c.Alt})
	return imageRefused(notFound(err), domain.ImageLogo)
}

func imageRefused(err error, kind domain.ImageKind) error {
	for _, c := range []string{"hackathons_cover_alt", "hackathons_logo_alt", "organizations_logo_alt"} {
		if violates(err, c) {
			return domain.Invalid("file", "Choose an image file for the %s.", kind.Label())
		}
	}
	return err
}
