package demo

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"

	"github.com/hackforge/hackforge/api/images"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

// palettes colour the demo's images, one per hackathon in turn: a
// gradient's two ends and the shapes' colour.
var palettes = []struct {
	name     string
	from, to color.NRGBA
	shape    color.NRGBA
}{
	{"teal and indigo", color.NRGBA{14, 116, 144, 255}, color.NRGBA{67, 56, 202, 255}, color.NRGBA{253, 224, 71, 255}},
	{"green and deep blue", color.NRGBA{22, 163, 74, 255}, color.NRGBA{30, 58, 138, 255}, color.NRGBA{240, 253, 244, 255}},
	{"amber and crimson", color.NRGBA{245, 158, 11, 255}, color.NRGBA{190, 18, 60, 255}, color.NRGBA{255, 247, 237, 255}},
	{"violet and slate", color.NRGBA{124, 58, 237, 255}, color.NRGBA{51, 65, 85, 255}, color.NRGBA{196, 181, 253, 255}},
}

// SeedImages gives the demo organiser's hackathons a cover and a logo and
// Forge Labs a logo, drawn here (gradients and circles, no text), where
// they have none. Seeding twice changes nothing.
func SeedImages(ctx context.Context, st *store.Store, lib *images.Library) error {
	organiser, err := st.UserByEmail(ctx, Accounts[0].Email)
	if err != nil {
		return err
	}
	page, err := st.Hackathons(ctx, domain.ListCreator, organiser.ID, 100, 0)
	if err != nil {
		return err
	}
	for i := len(page.Items) - 1; i >= 0; i-- { // oldest first: the first demo hackathon gets the first palette
		h := page.Items[i]
		p := palettes[(len(page.Items)-1-i)%len(palettes)]
		if h.CoverImage == "" {
			alt := fmt.Sprintf("%s banner: abstract circles on a %s gradient", h.Name, p.name)
			if err := seedImage(ctx, lib, domain.ImageCover, drawCover(p.from, p.to, p.shape), alt, func(c store.ImageChange) error {
				return st.SetHackathonImage(ctx, h.ID, domain.ImageCover, c)
			}); err != nil {
				return err
			}
		}
		if h.LogoImage == "" {
			if err := seedImage(ctx, lib, domain.ImageLogo, drawLogo(p.from, p.to), h.Name+" logo", func(c store.ImageChange) error {
				return st.SetHackathonImage(ctx, h.ID, domain.ImageLogo, c)
			}); err != nil {
				return err
			}
		}
	}
	orgs, err := st.Organizations(ctx, organiser.ID, false)
	if err != nil {
		return err
	}
	for _, o := range orgs {
		if o.Name != OrganizationName || o.LogoImage != "" {
			continue
		}
		logo := drawLogo(palettes[3].from, color.NRGBA{249, 115, 22, 255})
		if err := seedImage(ctx, lib, domain.ImageLogo, logo, OrganizationName+" logo: an orange disc in a violet ring", func(c store.ImageChange) error {
			return st.SetOrganizationLogo(ctx, o.ID, c)
		}); err != nil {
			return err
		}
	}
	return nil
}

// seedImage passes a drawn image through the uploads' processing and stores it.
func seedImage(ctx context.Context, lib *images.Library, kind domain.ImageKind, img image.Image, alt string, set func(store.ImageChange) error) error {
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return err
	}
	p, err := images.Process(kind, "file", buf.Bytes())
	if err != nil {
		return err
	}
	if err := lib.Put(ctx, p); err != nil {
		return err
	}
	return set(store.ImageChange{Key: &p.Key, Alt: alt})
}

func mix(a, b color.NRGBA, t float64) color.NRGBA {
	l := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t) }
	return color.NRGBA{l(a.R, b.R), l(a.G, b.G), l(a.B, b.B), 255}
}

// drawCover is a diagonal gradient with a few soft circles, at the cover's
// large size.
func drawCover(from, to, shape color.NRGBA) image.Image {
	w, h := domain.ImageBox(domain.ImageCover, domain.ImageLarge)
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	circles := []struct{ x, y, r, alpha float64 }{
		{0.78, 0.35, 0.22, 0.35}, {0.9, 0.85, 0.12, 0.25}, {0.15, 0.9, 0.3, 0.15}, {0.55, 0.1, 0.06, 0.45},
	}
	for y := range h {
		for x := range w {
			c := mix(from, to, (float64(x)/float64(w)+float64(y)/float64(h))/2)
			for _, k := range circles {
				dx, dy := float64(x)-k.x*float64(w), float64(y)-k.y*float64(h)
				if math.Hypot(dx, dy) < k.r*float64(h) {
					c = mix(c, shape, k.alpha)
				}
			}
			img.SetNRGBA(x, y, c)
		}
	}
	return img
}

// drawLogo is a ring around a disc, on a transparent square.
func drawLogo(outer, inner color.NRGBA) image.Image {
	const size = 512
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	for y := range size {
		for x := range size {
			d := math.Hypot(float64(x)-size/2, float64(y)-size/2) / (size / 2)
			switch {
			case d < 0.45:
				img.SetNRGBA(x, y, inner)
			case d > 0.6 && d < 0.95:
				img.SetNRGBA(x, y, outer)
			}
		}
	}
	return img
}
