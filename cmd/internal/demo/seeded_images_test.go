package demo_test

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/images"
	"github.com/hackforge/hackforge/cmd/internal/demo"
	"github.com/hackforge/hackforge/domain"
)

func TestDemoHackathonsAndForgeLabsHaveImages(t *testing.T) {
	st := seededStore(t)
	url, err := images.FileURL(t.TempDir())
	require.NoError(t, err)
	lib, err := images.Open(t.Context(), url)
	require.NoError(t, err)
	t.Cleanup(func() { _ = lib.Close() })
	require.NoError(t, demo.SeedImages(t.Context(), st, lib))

	hackathons := organisersHackathons(t, st)
	require.NotEmpty(t, hackathons)
	for _, h := range hackathons {
		require.NotNil(t, h.Cover(), h.Name)
		require.NotNil(t, h.Logo(), h.Name)
		assert.Contains(t, h.Cover().Alt, h.Name)
		assert.Equal(t, demo.OrganizationName, h.Organization.Name)
		assert.NotEmpty(t, h.Organization.LogoImage, "Forge Labs has a logo")
		for _, key := range []string{h.CoverImage, h.LogoImage, h.Organization.LogoImage} {
			w := httptest.NewRecorder()
			lib.Serve(w, httptest.NewRequestWithContext(t.Context(), http.MethodGet, "/", nil), key, domain.ImageSmall)
			assert.Equal(t, http.StatusOK, w.Code, "%s: %s is stored", h.Name, key)
		}
	}
	// Seeding again keeps the images it drew.
	require.NoError(t, demo.SeedImages(t.Context(), st, lib))
	assert.Equal(t, hackathons[0].CoverImage, organisersHackathons(t, st)[0].CoverImage)
}
