package images

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"gocloud.dev/gcerrors"

	"github.com/hackforge/hackforge/domain"
)

// Keeper knows which keys rows point at: the store's
// DeleteUnreferencedImages, which calls remove for the others.
type Keeper interface {
	DeleteUnreferencedImages(ctx context.Context, candidates []string, remove func(context.Context, string) error) (int, error)
}

// Sweep deletes the renditions of images that no row points at any more
// (replaced, removed, their hackathon or organization deleted, or an upload
// that failed after storing them) and that were all written before cutoff,
// and says how many images it deleted. The cutoff is a grace period: a key
// names its content, so an image unreferenced now may be uploaded again.
func (l *Library) Sweep(ctx context.Context, keeper Keeper, cutoff time.Time) (int, error) {
	candidates, err := l.writtenBefore(ctx, cutoff)
	if err != nil || len(candidates) == 0 {
		return 0, err
	}
	return keeper.DeleteUnreferencedImages(ctx, candidates, l.remove)
}

// writtenBefore lists the keys whose renditions were all written before cutoff.
func (l *Library) writtenBefore(ctx context.Context, cutoff time.Time) ([]string, error) {
	fresh := map[string]bool{}
	var keys []string
	it := l.bucket.List(nil)
	for {
		obj, err := it.Next(ctx)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("list images: %w", err)
		}
		key, _, ok := strings.Cut(obj.Key, "/")
		if !ok || !domain.ValidImageKey(key) {
			continue
		}
		if _, seen := fresh[key]; !seen {
			keys = append(keys, key)
		}
		fresh[key] = fresh[key] || !obj.ModTime.Before(cutoff)
	}
	old := keys[:0]
	for _, k := range keys {
		if !fresh[k] {
			old = append(old, k)
		}
	}
	return old, nil
}

// remove deletes a key's renditions; one already gone is no error.
func (l *Library) remove(ctx context.Context, key string) error {
	for _, size := range domain.ImageSizes {
		err := l.bucket.Delete(ctx, blobName(key, size))
		if err != nil && gcerrors.Code(err) != gcerrors.NotFound {
			return fmt.Errorf("delete image %s: %w", key, err)
		}
	}
	return nil
}
