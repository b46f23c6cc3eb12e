// Package images checks, resizes and keeps uploaded images (hackathon covers
// and logos, organization logos) in a blob store, and serves them.
package images

import (
	"bytes"
	"fmt"
	"image"
	"image/jpeg"
	"image/png"
	"net/http"

	"github.com/disintegration/imaging"
	_ "golang.org/x/image/webp" // registers the WebP decoder with image.Decode

	"github.com/hackforge/hackforge/domain"
)

// maxPixels bounds a decoded image (width × height), so that a small file
// that claims huge dimensions cannot take the server's memory.
const maxPixels = 40_000_000

// Rendition is one resized copy of an upload, ready to store.
type Rendition struct {
	Size        domain.ImageSize
	ContentType string
	Data        []byte
}

// Processed is an upload made safe: its key and one rendition per size.
type Processed struct {
	Key        string
	Renditions []Rendition
}

// sniff names a file's type from its first bytes, never from its name or
// the type the client sent: PNG, JPEG and WebP only.
func sniff(file []byte) (string, bool) {
	switch t := http.DetectContentType(file); t {
	case "image/png", "image/jpeg", "image/webp":
		return t, true
	}
	return "", false
}

// Process checks an uploaded file for kind and renders its fixed sizes.
// The renditions are re-encoded from the pixels, so nothing of the file's
// metadata (EXIF: camera, place, time) survives; a JPEG's orientation is
// applied first. A bad file is a domain.Invalid naming the field.
func Process(kind domain.ImageKind, field string, file []byte) (Processed, error) {
	label := kind.Label()
	if len(file) > domain.MaxImageBytes {
		return Processed{}, domain.Invalid(field, "The %s is larger than 5 MB.", label)
	}
	if len(file) == 0 {
		return Processed{}, domain.Invalid(field, "Choose an image file for the %s.", label)
	}
	notImage := domain.Invalid(field, "The %s must be a PNG, JPEG or WebP image.", label)
	if _, ok := sniff(file); !ok {
		return Processed{}, notImage
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(file))
	if err != nil {
		return Processed{}, notImage
	}
	if cfg.Width*cfg.Height > maxPixels || cfg.Width <= 0 || cfg.Height <= 0 {
		return Processed{}, domain.Invalid(field, "The %s is too large: at most %d megapixels.", label, maxPixels/1_000_000)
	}
	img, err := imaging.Decode(bytes.NewReader(file), imaging.AutoOrientation(true))
	if err != nil {
		return Processed{}, notImage
	}
	p := Processed{Key: domain.ImageKey(kind, file)}
	for _, size := range domain.ImageSizes {
		r, err := render(kind, size, img)
		if err != nil {
			return Processed{}, err
		}
		p.Renditions = append(p.Renditions, r)
	}
	return p, nil
}

// render resizes img for kind at size: a cover is cropped to fill its box
// and kept as JPEG, a logo fits inside its box (never enlarged) and is kept
// as PNG, transparency included.
func render(kind domain.ImageKind, size domain.ImageSize, img image.Image) (Rendition, error) {
	w, h := domain.ImageBox(kind, size)
	var buf bytes.Buffer
	if kind == domain.ImageCover {
		out := imaging.Fill(img, w, h, imaging.Center, imaging.Lanczos)
		if err := jpeg.Encode(&buf, out, &jpeg.Options{Quality: 82}); err != nil {
			return Rendition{}, fmt.Errorf("encode %s %s: %w", kind, size, err)
		}
		return Rendition{Size: size, ContentType: "image/jpeg", Data: buf.Bytes()}, nil
	}
	var out image.Image
	if b := img.Bounds(); b.Dx() > w || b.Dy() > h {
		out = imaging.Fit(img, w, h, imaging.Lanczos)
	} else {
		out = imaging.Clone(img) // re-encoded all the same: no metadata kept
	}
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&buf, out); err != nil {
		return Rendition{}, fmt.Errorf("encode %s %s: %w", kind, size, err)
	}
	return Rendition{Size: size, ContentType: "image/png", Data: buf.Bytes()}, nil
}
