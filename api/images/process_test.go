package images

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
)

func gradient(w, h int) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.Set(x, y, color.NRGBA{uint8(x * 255 / w), uint8(y * 255 / h), 160, 255}) //nolint:gosec // G115: x < w and y < h, so both are below 256
		}
	}
	return img
}

func encodePNG(t *testing.T, img image.Image) []byte {
	var b bytes.Buffer
	require.NoError(t, png.Encode(&b, img))
	return b.Bytes()
}

// jpegWithExif is a JPEG of img whose APP1 segment holds EXIF with the
// given orientation and a maker note that must not survive.
func jpegWithExif(t *testing.T, img image.Image, orientation uint16) []byte {
	var b bytes.Buffer
	require.NoError(t, jpeg.Encode(&b, img, nil))
	raw := b.Bytes()
	var tiff bytes.Buffer
	tiff.WriteString("MM\x00\x2a")
	_ = binary.Write(&tiff, binary.BigEndian, uint32(8)) // first IFD
	_ = binary.Write(&tiff, binary.BigEndian, uint16(1)) // one entry
	_ = binary.Write(&tiff, binary.BigEndian, []uint16{0x0112, 3})
	_ = binary.Write(&tiff, binary.BigEndian, uint32(1))
	_ = binary.Write(&tiff, binary.BigEndian, []uint16{orientation, 0})
	_ = binary.Write(&tiff, binary.BigEndian, uint32(0)) // no next IFD
	tiff.WriteString("GPS 51.5N 0.1W SECRET-PLACE")
	payload := append([]byte("Exif\x00\x00"), tiff.Bytes()...)
	seg := []byte{0xFF, 0xE1, byte((len(payload) + 2) >> 8), byte(len(payload) + 2)} //nolint:gosec // G115: the segment's big-endian length, byte by byte
	out := append([]byte{}, raw[:2]...)                                              // SOI
	out = append(out, seg...)
	out = append(out, payload...)
	return append(out, raw[2:]...)
}

func decoded(t *testing.T, r Rendition) image.Image {
	img, _, err := image.Decode(bytes.NewReader(r.Data))
	require.NoError(t, err)
	return img
}

func TestProcessResizesACoverToItsFixedSizes(t *testing.T) {
	p, err := Process(domain.ImageCover, "file", encodePNG(t, gradient(900, 900)))
	require.NoError(t, err)
	require.Len(t, p.Renditions, 2)
	for _, r := range p.Renditions {
		w, h := domain.ImageBox(domain.ImageCover, r.Size)
		assert.Equal(t, "image/jpeg", r.ContentType)
		assert.Equal(t, image.Rect(0, 0, w, h), decoded(t, r).Bounds(), "cropped to fill its box at %s", r.Size)
	}
	assert.True(t, domain.ValidImageKey(p.Key))
}

func TestProcessFitsALogoWithoutEnlargingIt(t *testing.T) {
	p, err := Process(domain.ImageLogo, "file", encodePNG(t, gradient(1024, 256)))
	require.NoError(t, err)
	sizes := map[domain.ImageSize]image.Rectangle{}
	for _, r := range p.Renditions {
		assert.Equal(t, "image/png", r.ContentType)
		sizes[r.Size] = decoded(t, r).Bounds()
	}
	assert.Equal(t, image.Rect(0, 0, 512, 128), sizes[domain.ImageLarge])
	assert.Equal(t, image.Rect(0, 0, 128, 32), sizes[domain.ImageSmall])

	small, err := Process(domain.ImageLogo, "file", encodePNG(t, gradient(60, 40)))
	require.NoError(t, err)
	assert.Equal(t, image.Rect(0, 0, 60, 40), decoded(t, small.Renditions[1]).Bounds(), "a small logo keeps its size")
}

func TestProcessStripsExifAndAppliesItsOrientation(t *testing.T) {
	file := jpegWithExif(t, gradient(200, 100), 6) // 6: rotate 90° clockwise to show
	require.Contains(t, string(file), "SECRET-PLACE")
	p, err := Process(domain.ImageLogo, "file", file)
	require.NoError(t, err)
	for _, r := range p.Renditions {
		assert.NotContains(t, string(r.Data), "SECRET-PLACE")
		assert.NotContains(t, string(r.Data), "Exif")
	}
	assert.Equal(t, image.Rect(0, 0, 100, 200), decoded(t, p.Renditions[1]).Bounds(), "turned upright")
}

func TestProcessSniffsTheTypeFromTheContent(t *testing.T) {
	webp := []byte("RIFF\x1a\x00\x00\x00WEBPVP8L\x0d\x00\x00\x00\x2f\x00\x00\x00\x10\x07\x10\x11\x11\x88\x88\xfe\x07\x00")
	_, err := Process(domain.ImageLogo, "file", webp)
	require.NoError(t, err, "a 1×1 lossless WebP")

	for name, file := range map[string][]byte{
		"text named .png":     []byte("hello, this is not an image"),
		"a GIF":               []byte("GIF89a\x01\x00\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x00;"),
		"an SVG":              []byte(`<svg xmlns="http://www.w3.org/2000/svg"></svg>`),
		"a PNG's header only": encodePNG(t, gradient(10, 10))[:40],
	} {
		_, err := Process(domain.ImageCover, "file", file)
		e, ok := domain.AsError(err)
		require.True(t, ok, name)
		assert.Equal(t, domain.CodeInvalid, e.Code, name)
		assert.Equal(t, "file", e.Field, name)
		assert.Equal(t, "The cover must be a PNG, JPEG or WebP image.", e.Message, name)
	}
}

func TestProcessRefusesLargeFilesAndHugeImages(t *testing.T) {
	big := append(encodePNG(t, gradient(10, 10)), make([]byte, domain.MaxImageBytes)...)
	_, err := Process(domain.ImageCover, "file", big)
	e, ok := domain.AsError(err)
	require.True(t, ok)
	assert.Equal(t, "The cover is larger than 5 MB.", e.Message)

	// A tiny PNG whose header claims 10,000 × 10,000 pixels.
	header := encodePNG(t, gradient(1, 1))
	binary.BigEndian.PutUint32(header[16:], 10000)
	binary.BigEndian.PutUint32(header[20:], 10000)
	binary.BigEndian.PutUint32(header[29:], crc32.ChecksumIEEE(header[12:29]))
	_, err = Process(domain.ImageLogo, "file", header)
	e, ok = domain.AsError(err)
	require.True(t, ok)
	assert.Equal(t, "file", e.Field)
	assert.Contains(t, e.Message, "The logo is too large")
}
