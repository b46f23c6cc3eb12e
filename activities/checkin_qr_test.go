package activities

import (
	"bytes"
	"image/png"
	"testing"

	goqr "github.com/piglig/go-qr"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
)

func TestCheckInPNGDecodesBackToTheCode(t *testing.T) {
	key := bytes.Repeat([]byte{7}, 32)
	for _, code := range []string{
		domain.CheckInCode(key, 1, 2),
		domain.CheckInCode(key, 9_876_543_210, 1_234_567_890),
	} {
		data, err := checkInPNG(code)
		require.NoError(t, err)
		img, err := png.Decode(bytes.NewReader(data))
		require.NoError(t, err, "a PNG")

		got, err := goqr.DecodeDetailed(img)
		require.NoError(t, err)
		assert.Equal(t, code, got.Text)
		assert.GreaterOrEqual(t, got.Ecc, goqr.Medium, "at least medium error correction")

		modules := 17 + 4*got.Version + 8 // the symbol and its quiet zone
		side := img.Bounds().Dx()
		assert.Equal(t, side, img.Bounds().Dy(), "square")
		assert.LessOrEqual(t, side, checkInPixels)
		assert.Zero(t, side%modules, "whole pixels per module")
		assert.Greater(t, side+modules, checkInPixels, "as large as whole pixels per module allow")
	}
}
