package images

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strconv"

	"gocloud.dev/blob"
	_ "gocloud.dev/blob/fileblob" // file:// URLs: the data directory
	_ "gocloud.dev/blob/s3blob"   // s3:// URLs: any S3-compatible store
	"gocloud.dev/gcerrors"

	"github.com/hackforge/hackforge/domain"
)

// Library keeps image renditions in a blob store, by key and size.
type Library struct {
	bucket *blob.Bucket
}

// Open opens the blob store at storeURL: file:///dir (created if missing)
// or s3://bucket?region=…&endpoint=…&use_path_style=true.
func Open(ctx context.Context, storeURL string) (*Library, error) {
	b, err := blob.OpenBucket(ctx, storeURL)
	if err != nil {
		return nil, fmt.Errorf("open image store: %w", err)
	}
	return &Library{bucket: b}, nil
}

// FileURL is the store URL of a directory on disk, created on first use.
func FileURL(dir string) (string, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	if err := os.MkdirAll(abs, 0o750); err != nil {
		return "", err
	}
	return (&url.URL{Scheme: "file", Path: filepath.ToSlash(abs)}).String(), nil
}

// Close releases the store.
func (l *Library) Close() error { return l.bucket.Close() }

func blobName(key string, size domain.ImageSize) string { return key + "/" + size.Path() }

// Put stores an upload's renditions. A key names the same content whatever
// writes it, so writing one twice (two uploads of one file) is harmless.
func (l *Library) Put(ctx context.Context, p Processed) error {
	for _, r := range p.Renditions {
		opts := &blob.WriterOptions{ContentType: r.ContentType, CacheControl: CacheControl}
		if err := l.bucket.WriteAll(ctx, blobName(p.Key, r.Size), r.Data, opts); err != nil {
			return fmt.Errorf("store image %s: %w", p.Key, err)
		}
	}
	return nil
}

// CacheControl: a rendition's URL names its content, so it never changes.
const CacheControl = "public, max-age=31536000, immutable"

// Serve answers GET of a rendition with its ETag and a year's caching, and
// 304 to a request that already has it. A missing one is 404.
func (l *Library) Serve(w http.ResponseWriter, r *http.Request, key string, size domain.ImageSize) {
	etag := strconv.Quote(key + "-" + size.Path())
	if !domain.ValidImageKey(key) {
		http.NotFound(w, r)
		return
	}
	if r.Header.Get("If-None-Match") == etag {
		w.Header().Set("ETag", etag)
		w.Header().Set("Cache-Control", CacheControl)
		w.WriteHeader(http.StatusNotModified)
		return
	}
	rd, err := l.bucket.NewReader(r.Context(), blobName(key, size), nil)
	if gcerrors.Code(err) == gcerrors.NotFound {
		http.NotFound(w, r)
		return
	}
	if err != nil {
		http.Error(w, "Could not read the image.", http.StatusInternalServerError)
		return
	}
	defer rd.Close()
	w.Header().Set("Content-Type", rd.ContentType())
	w.Header().Set("Content-Length", strconv.FormatInt(rd.Size(), 10))
	w.Header().Set("ETag", etag)
	w.Header().Set("Cache-Control", CacheControl)
	_, _ = io.Copy(w, rd) // on an error the status is sent: the client sees a short file
}
