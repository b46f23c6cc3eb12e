package domain

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
)

// ImageKind is what an uploaded image is for; it fixes the sizes it is
// resized to and the format they are kept in.
type ImageKind string

// Image kinds: a hackathon's cover (a wide banner) and a hackathon's or an
// organization's logo (kept whole, transparency included).
const (
	ImageCover ImageKind = "COVER"
	ImageLogo  ImageKind = "LOGO"
)

// Label names the kind in messages, e.g. "The cover must be ...".
func (k ImageKind) Label() string { return strings.ToLower(string(k)) }

// Valid reports whether k is a known kind.
func (k ImageKind) Valid() bool { return k == ImageCover || k == ImageLogo }

// ImageSize is one of the fixed sizes every image is served in.
type ImageSize string

// Image sizes: SMALL for cards and lists, LARGE for a page's header.
const (
	ImageSmall ImageSize = "SMALL"
	ImageLarge ImageSize = "LARGE"
)

// ImageSizes are every size, smallest first.
var ImageSizes = []ImageSize{ImageSmall, ImageLarge}

// Path is the size as a URL names it.
func (s ImageSize) Path() string { return strings.ToLower(string(s)) }

// ImageSizeFromPath reads a size from a URL; ok is false for none.
func ImageSizeFromPath(p string) (ImageSize, bool) {
	s := ImageSize(strings.ToUpper(p))
	return s, s == ImageSmall || s == ImageLarge
}

// ImageBox is the box an image of a kind is resized into at a size: a cover
// is cropped to fill it, a logo fits inside it.
func ImageBox(k ImageKind, s ImageSize) (width, height int) {
	switch {
	case k == ImageCover && s == ImageLarge:
		return 1600, 640
	case k == ImageCover:
		return 640, 256
	case s == ImageLarge:
		return 512, 512
	default:
		return 128, 128
	}
}

// MaxImageBytes bounds an uploaded image file.
const MaxImageBytes = 5 << 20

// MaxImageAlt bounds an image's alternative text, in characters.
const MaxImageAlt = 200

// ImageKey names an upload's renditions: the same file uploaded for the
// same kind gets the same key, so a served URL's content never changes.
func ImageKey(k ImageKind, file []byte) string {
	h := sha256.New()
	h.Write([]byte(k))
	h.Write([]byte{0})
	h.Write(file)
	return hex.EncodeToString(h.Sum(nil))[:32]
}

// ValidImageKey reports whether key could have come from ImageKey.
func ValidImageKey(key string) bool {
	if len(key) != 32 {
		return false
	}
	_, err := hex.DecodeString(key)
	return err == nil
}

// Image is a stored image: the key of its renditions and its alternative text.
type Image struct {
	Key string
	Alt string
}

// NewImage is the image stored under key with alt, nil when there is none.
func NewImage(key, alt string) *Image {
	if key == "" {
		return nil
	}
	return &Image{Key: key, Alt: alt}
}

// URL is where the image is served at size (LARGE when nil).
func (i Image) URL(size *ImageSize) string {
	s := ImageLarge
	if size != nil {
		s = *size
	}
	return ImageURL(i.Key, s)
}

// ImageURL is the path a rendition is served at.
func ImageURL(key string, size ImageSize) string {
	return "/api/v1/images/" + key + "/" + size.Path()
}
