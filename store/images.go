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

// imagesLock orders the writing of renditions against their sweep: an
// upload holds it shared from storing its renditions until the row that
// points at them commits; the sweep holds it alone while it deletes.
const imagesLock = "images"

// PlaceImage runs store (writing an upload's renditions) and then set
// (pointing a row at them) in one transaction, so that the sweep of
// unreferenced renditions never deletes them in between.
func (s *Store) PlaceImage(ctx context.Context, store func(context.Context) error, set func(ctx context.Context, tx *Store) error) error {
	return s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		if err := tx.lockKeyShared(ctx, imagesLock); err != nil {
			return err
		}
		if err := store(ctx); err != nil {
			return err
		}
		return set(ctx, tx)
	})
}

// DeleteUnreferencedImages calls remove for each of the candidate keys that
// no row points at, with every upload between its renditions and its row
// waited for, and says how many it removed.
func (s *Store) DeleteUnreferencedImages(ctx context.Context, candidates []string, remove func(context.Context, string) error) (int, error) {
	removed := 0
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		if err := tx.lockKey(ctx, imagesLock); err != nil {
			return err
		}
		keys, err := tx.q.ReferencedImageKeys(ctx)
		if err != nil {
			return err
		}
		referenced := make(map[string]bool, len(keys))
		for _, k := range keys {
			referenced[k] = true
		}
		for _, k := range candidates {
			if referenced[k] {
				continue
			}
			if err := remove(ctx, k); err != nil {
				return err
			}
			removed++
		}
		return nil
	})
	return removed, err
}

func imageRefused(err error, kind domain.ImageKind) error {
	for _, c := range []string{"hackathons_cover_alt", "hackathons_logo_alt", "organizations_logo_alt"} {
		if violates(err, c) {
			return domain.Invalid("file", "Choose an image file for the %s.", kind.Label())
		}
	}
	return err
}
