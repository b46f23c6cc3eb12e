package rest

import (
	"context"
	"errors"
	"io"
	"net/http"
	"strconv"
	"strings"

	"github.com/go-chi/chi/v5"

	"github.com/hackforge/hackforge/api/access"
	"github.com/hackforge/hackforge/api/auth"
	"github.com/hackforge/hackforge/api/images"
	"github.com/hackforge/hackforge/api/validate"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

// The image endpoints (docs/decisions.md, Images): an organiser PUTs a
// multipart form with the image `file` (optional when only `alt` changes)
// and its `alt` text, or DELETEs the image; anyone GETs a rendition.

// maxImageForm bounds an upload's body: the file and a little for the rest.
const maxImageForm = domain.MaxImageBytes + 64<<10

// imageAnswer is what an upload answers: the image as the API now shows it.
type imageAnswer struct {
	URL      string `json:"url"`
	SmallURL string `json:"smallUrl"`
	Alt      string `json:"alt"`
}

func (h *Handler) imageRoutes(r chi.Router) {
	if h.Images == nil {
		return
	}
	r.Get("/images/{key}/{size}", h.serveImage)
	r.Group(func(r chi.Router) {
		r.Use(auth.RequireUser(Unauthorized))
		r.Put("/hackathons/{id}/images/{kind}", h.putHackathonImage)
		r.Delete("/hackathons/{id}/images/{kind}", h.deleteHackathonImage)
		r.Put("/organizations/{id}/images/logo", h.putOrganizationLogo)
		r.Delete("/organizations/{id}/images/logo", h.deleteOrganizationLogo)
	})
}

func (h *Handler) serveImage(w http.ResponseWriter, r *http.Request) {
	size, ok := domain.ImageSizeFromPath(chi.URLParam(r, "size"))
	if !ok {
		NotFound(w, r)
		return
	}
	h.Images.Serve(w, r, chi.URLParam(r, "key"), size)
}

// managedHackathon is the hackathon of the path, and the image kind named,
// when the caller may change its images (its creator and managers).
func (h *Handler) managedHackathon(r *http.Request) (int64, domain.ImageKind, error) {
	kind := domain.ImageKind(strings.ToUpper(chi.URLParam(r, "kind")))
	id, err := strconv.ParseInt(chi.URLParam(r, "id"), 10, 64)
	if err != nil || !kind.Valid() {
		return 0, "", domain.ErrNotFound
	}
	views, err := h.Store.HackathonViews(r.Context(), auth.UserID(r.Context()), []int64{id})
	if err != nil {
		return 0, "", err
	}
	v, ok := views[id]
	switch {
	case !ok:
		return 0, "", domain.ErrNotFound
	case !access.CanManageHackathon(v.HackathonRoles):
		return 0, "", domain.ErrForbidden
	}
	return id, kind, nil
}

// managedOrganization is the organization of the path when the caller may
// change its logo (its creator, owners and admins).
func (h *Handler) managedOrganization(r *http.Request) (int64, error) {
	id, err := strconv.ParseInt(chi.URLParam(r, "id"), 10, 64)
	if err != nil {
		return 0, domain.ErrNotFound
	}
	me := auth.UserID(r.Context())
	orgs, err := h.Store.OrganizationsByIDs(r.Context(), []int64{id})
	if err != nil {
		return 0, err
	}
	org, ok := orgs[id]
	if !ok {
		return 0, domain.ErrNotFound
	}
	roles, err := h.Store.MembershipRoles(r.Context(), me, []int64{id})
	if err != nil {
		return 0, err
	}
	if !access.CanUpdateOrganization(org, me, roles[id]) {
		return 0, domain.ErrForbidden
	}
	return id, nil
}

func (h *Handler) putHackathonImage(w http.ResponseWriter, r *http.Request) {
	id, kind, err := h.managedHackathon(r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	h.putImage(w, r, kind, func(ctx context.Context, st *store.Store, c store.ImageChange) error {
		return st.SetHackathonImage(ctx, id, kind, c)
	})
}

func (h *Handler) deleteHackathonImage(w http.ResponseWriter, r *http.Request) {
	id, kind, err := h.managedHackathon(r)
	if err == nil {
		err = h.Store.SetHackathonImage(r.Context(), id, kind, store.ImageChange{Key: new(string)})
	}
	answerDeleted(w, r, err)
}

func (h *Handler) putOrganizationLogo(w http.ResponseWriter, r *http.Request) {
	id, err := h.managedOrganization(r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	h.putImage(w, r, domain.ImageLogo, func(ctx context.Context, st *store.Store, c store.ImageChange) error {
		return st.SetOrganizationLogo(ctx, id, c)
	})
}

func (h *Handler) deleteOrganizationLogo(w http.ResponseWriter, r *http.Request) {
	id, err := h.managedOrganization(r)
	if err == nil {
		err = h.Store.SetOrganizationLogo(r.Context(), id, store.ImageChange{Key: new(string)})
	}
	answerDeleted(w, r, err)
}

func answerDeleted(w http.ResponseWriter, r *http.Request, err error) {
	if err != nil {
		writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// putImage reads the form, checks and resizes the file, stores its
// renditions and then, in one statement, points the row at them: a
// refused or failed upload changes nothing the app shows. The two steps
// share a transaction with the sweep's lock (store.PlaceImage).
func (h *Handler) putImage(w http.ResponseWriter, r *http.Request, kind domain.ImageKind, set func(context.Context, *store.Store, store.ImageChange) error) {
	file, alt, err := readImageForm(w, r, kind)
	if err != nil {
		writeError(w, r, err)
		return
	}
	change := store.ImageChange{Alt: alt}
	if file == nil {
		err = set(r.Context(), h.Store, change)
	} else {
		var p images.Processed
		if p, err = images.Process(kind, "file", file); err == nil {
			change.Key = &p.Key
			err = h.Store.PlaceImage(r.Context(),
				func(ctx context.Context) error { return h.Images.Put(ctx, p) },
				func(ctx context.Context, tx *store.Store) error { return set(ctx, tx, change) })
		}
	}
	if err != nil {
		writeError(w, r, err)
		return
	}
	answer := imageAnswer{Alt: alt}
	if change.Key != nil {
		answer.URL = domain.ImageURL(*change.Key, domain.ImageLarge)
		answer.SmallURL = domain.ImageURL(*change.Key, domain.ImageSmall)
	}
	writeJSON(w, http.StatusOK, answer)
}

// readImageForm reads the multipart form's file (nil when absent) and alt
// text, refusing a file over the limit without reading the rest of it.
func readImageForm(w http.ResponseWriter, r *http.Request, kind domain.ImageKind) ([]byte, string, error) {
	label := kind.Label()
	tooLarge := domain.Invalid("file", "The %s is larger than 5 MB.", label)
	r.Body = http.MaxBytesReader(w, r.Body, maxImageForm)
	form, err := r.MultipartReader()
	if err != nil {
		return nil, "", domain.Invalid("file", "Send the %s as a multipart form.", label)
	}
	var file []byte
	var alt string
	for {
		part, err := form.NextPart()
		var big *http.MaxBytesError
		switch {
		case errors.Is(err, io.EOF):
			alt, err = checkAlt(alt, label)
			return file, alt, err
		case errors.As(err, &big):
			return nil, "", tooLarge
		case err != nil:
			return nil, "", domain.Invalid("file", "The %s could not be read: please try again.", label)
		}
		switch part.FormName() {
		case "file":
			file, err = io.ReadAll(io.LimitReader(part, domain.MaxImageBytes+1))
			if len(file) > domain.MaxImageBytes || errors.As(err, &big) {
				return nil, "", tooLarge
			}
		case "alt":
			var b []byte
			b, err = io.ReadAll(io.LimitReader(part, 4<<10))
			alt = string(b)
		}
		if err != nil {
			return nil, "", domain.Invalid("file", "The %s could not be read: please try again.", label)
		}
	}
}

// checkAlt: the alternative text is required, plain text, at most
// MaxImageAlt characters; it comes back trimmed.
func checkAlt(alt, label string) (string, error) {
	alt, err := validate.Text(alt)
	if err != nil {
		return "", domain.Invalid("alt", "The description is not valid text.")
	}
	alt = strings.TrimSpace(alt)
	var errs validate.Errors
	if alt == "" {
		errs.Add("alt", "Describe the %s for people who cannot see it.", label)
	}
	errs.MaxLength("alt", alt, domain.MaxImageAlt)
	return alt, errs.Err()
}
