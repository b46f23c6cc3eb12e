package graph_test

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"mime/multipart"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/domain"
)

// The image endpoints are REST (docs/decisions.md, Images), so the GraphQL
// matrix does not reach them: this table gives their statuses for the
// callers of the matrix's world, in its columns.
const imageMatrix = `
operation                 anon     noRole   partic   banned   mentor   judge    volunt   manager  creator  otherOrg
putHackathonCover         401      403      403      403      403      403      403      200      200      403
putHackathonLogo          401      403      403      403      403      403      403      200      200      403
deleteHackathonCover      401      403      403      403      403      403      403      204      204      403
putOrganizationLogo       401      403      403      403      403      403      403      403      200      403
deleteOrganizationLogo    401      403      403      403      403      403      403      403      204      403
`

func TestImageEndpointsByRole(t *testing.T) {
	t.Parallel()
	w := newMatrixWorld(t)
	file := testPNG(t, 300, 200)
	ops := map[string]struct{ method, path string }{
		"putHackathonCover":      {http.MethodPut, "/api/v1/hackathons/" + w.target.id + "/images/cover"},
		"putHackathonLogo":       {http.MethodPut, "/api/v1/hackathons/" + w.target.id + "/images/logo"},
		"deleteHackathonCover":   {http.MethodDelete, "/api/v1/hackathons/" + w.target.id + "/images/cover"},
		"putOrganizationLogo":    {http.MethodPut, "/api/v1/organizations/" + w.orgID + "/images/logo"},
		"deleteOrganizationLogo": {http.MethodDelete, "/api/v1/organizations/" + w.orgID + "/images/logo"},
	}
	lines := strings.Split(strings.TrimSpace(imageMatrix), "\n")
	require.Equal(t, callerColumns[:], strings.Fields(lines[0])[1:])
	for _, line := range lines[1:] {
		fields := strings.Fields(line)
		op, ok := ops[fields[0]]
		require.True(t, ok, fields[0])
		for c, want := range fields[1:] {
			cl := w.client(t, matrixCaller(c))
			var r apitest.Response
			if op.method == http.MethodPut {
				r = putImage(t, cl, op.path, file, "A test image")
			} else {
				r = cl.Do(op.method, op.path, nil)
			}
			assert.Equal(t, want, strconv.Itoa(r.Status), "%s as %s: %s", fields[0], callerColumns[c], r.Body)
		}
	}
}

func TestUploadedCoverIsServedCachedAndShown(t *testing.T) {
	t.Parallel()
	wd := newWorld(t)
	h := wd.publicID
	owner := wd.creator.Client
	path := "/api/v1/hackathons/" + h + "/images/cover"

	r := putImage(t, owner, path, testPNG(t, 1200, 900), "  Our venue at night  ")
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	url, _ := r.JSON()["url"].(string)
	require.NotEmpty(t, url)

	var got struct {
		Hackathon struct {
			Cover struct{ URL, Small, Alt string }
			Logo  *struct{ URL string }
		}
	}
	require.Empty(t, wd.env.Client(t).GraphQLAt("/u-gql", `query($id: ID!) { hackathon(id: $id) {
		cover { url alt small: url(size: SMALL) } logo { url } } }`, map[string]any{"id": h}, &got))
	assert.Equal(t, url, got.Hackathon.Cover.URL)
	assert.Equal(t, "Our venue at night", got.Hackathon.Cover.Alt)
	assert.Nil(t, got.Hackathon.Logo)

	anyone := wd.env.Client(t)
	served := anyone.Do(http.MethodGet, url, nil)
	require.Equal(t, http.StatusOK, served.Status)
	assert.Equal(t, "image/jpeg", served.Header.Get("Content-Type"))
	assert.Contains(t, served.Header.Get("Cache-Control"), "immutable")
	etag := served.Header.Get("ETag")
	require.NotEmpty(t, etag)
	img, _, err := image.Decode(bytes.NewReader(served.Body))
	require.NoError(t, err)
	assert.Equal(t, image.Rect(0, 0, 1600, 640), img.Bounds())
	small := anyone.Do(http.MethodGet, got.Hackathon.Cover.Small, nil)
	require.Equal(t, http.StatusOK, small.Status)
	assert.NotEqual(t, etag, small.Header.Get("ETag"))

	req, err := http.NewRequestWithContext(t.Context(), http.MethodGet, wd.env.Server.URL+url, nil)
	require.NoError(t, err)
	req.Header.Set("If-None-Match", etag)
	again := anyone.Send(req)
	assert.Equal(t, http.StatusNotModified, again.Status)
	assert.Empty(t, again.Body)
	assert.Equal(t, http.StatusNotFound, anyone.Do(http.MethodGet, "/api/v1/images/"+strings.Repeat("0", 32)+"/large", nil).Status)

	// Refused uploads name their field and change nothing.
	for _, c := range []struct {
		file       []byte
		alt, field string
		message    string
	}{
		{[]byte("just some text, named cover.png"), "Text", "file", "The cover must be a PNG, JPEG or WebP image."},
		{append(testPNG(t, 10, 10), make([]byte, domain.MaxImageBytes)...), "Big", "file", "The cover is larger than 5 MB."},
		{testPNG(t, 10, 10), "   ", "alt", "Describe the cover for people who cannot see it."},
	} {
		r := putImage(t, owner, path, c.file, c.alt)
		assert.Equal(t, http.StatusBadRequest, r.Status, c.message)
		assert.Equal(t, []any{c.message}, r.JSON()[c.field], string(r.Body))
	}
	// The text alone changes; the image stays.
	r = putImage(t, owner, path, nil, "The venue by day")
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	require.Empty(t, wd.env.Client(t).GraphQLAt("/u-gql", `query($id: ID!) { hackathon(id: $id) {
		cover { url alt small: url(size: SMALL) } logo { url } } }`, map[string]any{"id": h}, &got))
	assert.Equal(t, url, got.Hackathon.Cover.URL)
	assert.Equal(t, "The venue by day", got.Hackathon.Cover.Alt)

	// Without an image, text alone is refused.
	r = putImage(t, owner, "/api/v1/hackathons/"+h+"/images/logo", nil, "A logo")
	assert.Equal(t, []any{"Choose an image file for the logo."}, r.JSON()["file"], string(r.Body))
}

// TestImageAltRefusesHostileText: the upload's one text, its alt, gets
// what TestHostileTextIsRefusedByEveryJSONEndpoint (api/rest) gives JSON
// fields: control characters and invalid UTF-8 a 400 naming it, nothing a 500.
func TestImageAltRefusesHostileText(t *testing.T) {
	t.Parallel()
	wd := newWorld(t)
	file := testPNG(t, 20, 20)
	for _, path := range []string{"/api/v1/hackathons/" + wd.publicID + "/images/logo", "/api/v1/organizations/" + wd.orgID + "/images/logo"} {
		for _, text := range apitest.HostileTexts {
			r := putImage(t, wd.creator.Client, path, file, text.Value)
			if !assert.Less(t, r.Status, http.StatusInternalServerError, "%s: %s", text.Name, r.Body) {
				continue
			}
			if text.Control || text.Value == apitest.InvalidUTF8 {
				assert.Equal(t, http.StatusBadRequest, r.Status, "%s: %s", text.Name, r.Body)
				assert.Contains(t, r.JSON(), "alt", "%s: the error names the field: %s", text.Name, r.Body)
			}
		}
	}
}

func TestOrganizationLogoIsShown(t *testing.T) {
	t.Parallel()
	wd := newWorld(t)
	owner := wd.creator.Client
	r := putImage(t, owner, "/api/v1/organizations/"+wd.orgID+"/images/logo", testPNG(t, 64, 64), "Acme's anvil")
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	var got struct {
		Organization struct{ Logo struct{ URL, Alt string } }
	}
	require.Empty(t, owner.GraphQL(`query($id: ID!) { organization(id: $id) { logo { url alt } } }`, map[string]any{"id": wd.orgID}, &got))
	assert.Equal(t, r.JSON()["url"], got.Organization.Logo.URL)
	assert.Equal(t, "Acme's anvil", got.Organization.Logo.Alt)
	served := owner.Do(http.MethodGet, got.Organization.Logo.URL, nil)
	require.Equal(t, http.StatusOK, served.Status)
	assert.Equal(t, "image/png", served.Header.Get("Content-Type"))
}

func testPNG(t *testing.T, w, h int) []byte {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.Set(x, y, color.NRGBA{uint8(x), uint8(y), 200, 255})
		}
	}
	var b bytes.Buffer
	require.NoError(t, png.Encode(&b, img))
	return b.Bytes()
}

// putImage PUTs a multipart form with the file (none when nil) and alt.
func putImage(t *testing.T, c *apitest.Client, path string, file []byte, alt string) apitest.Response {
	base := apitest.Start(t).Server.URL
	var body bytes.Buffer
	form := multipart.NewWriter(&body)
	if file != nil {
		part, err := form.CreateFormFile("file", "cover.png")
		require.NoError(t, err)
		_, _ = part.Write(file)
	}
	require.NoError(t, form.WriteField("alt", alt))
	require.NoError(t, form.Close())
	req, err := http.NewRequestWithContext(t.Context(), http.MethodPut, base+path, &body)
	require.NoError(t, err)
	req.Header.Set("Content-Type", form.FormDataContentType())
	req.Header.Set("X-CSRFToken", c.CSRF())
	if c.Token != "" {
		req.Header.Set("Authorization", "token "+c.Token)
	}
	return c.Send(req)
}
