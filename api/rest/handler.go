package rest

import (
	"context"
	"net/http"

	"github.com/go-chi/chi/v5"

	"github.com/hackforge/hackforge/api/auth"
	"github.com/hackforge/hackforge/api/images"
	"github.com/hackforge/hackforge/store"
)

// PasswordResets starts the e-mailing of a reset link to an address, whether
// or not an account has it.
type PasswordResets interface {
	StartPasswordReset(ctx context.Context, email string) error
}

// Handler serves /api/v1.
type Handler struct {
	Store  *store.Store
	Resets PasswordResets
	Login  *auth.AttemptLimiter
	Reset  *auth.AttemptLimiter
	// Register bounds sign-ups, whose answer tells whether an address has
	// an account (docs/decisions.md).
	Register *auth.AttemptLimiter
	// Social verifies the ID tokens of social sign-in; nil accepts none.
	Social *auth.SocialVerifier
	// Images keeps uploaded images; nil serves and accepts none.
	Images *images.Library
}

// Routes mounts the endpoints of SPEC 7.1. Unsafe methods need the CSRF
// header; the token endpoints that need a user say so. The one-click
// unsubscribe needs neither: a mail client posts it without cookies.
func (h *Handler) Routes() http.Handler {
	r := chi.NewRouter()
	r.NotFound(NotFound)
	r.MethodNotAllowed(MethodNotAllowed)
	r.Get("/email/unsubscribe", h.unsubscribePage)
	r.Post("/email/unsubscribe", h.unsubscribe)
	r.Group(h.accountRoutes)
	return r
}

func (h *Handler) accountRoutes(r chi.Router) {
	r.Use(RequireCSRF, auth.Authenticate(h.Store, Unauthorized))
	r.Get("/csrf/", csrf)
	r.Post("/token/login/", h.login)
	// Social sign-in also answers at the SPEC's /api/login/social/token_user/ (api/server.go).
	r.Post("/login/social/token_user/", h.SocialLogin)
	r.Post("/users/", h.register)
	r.Post("/users/reset_password/", h.resetPassword)
	r.Post("/users/reset_password_confirm/", h.resetPasswordConfirm)
	r.Get("/hackathons/{id}/schedule.ics", h.scheduleCalendar)
	h.imageRoutes(r)
	r.Group(func(r chi.Router) {
		r.Use(auth.RequireUser(Unauthorized))
		r.Post("/token/logout/", h.logout)
		r.Get("/token/refresh/", h.refresh)
		r.Get("/users/me/", h.me)
		r.Put("/users/me/", h.updateMe)
		r.Get("/exports/{uid}/file", h.exportFile)
		r.Get("/users/me/data/", h.accountData)
	})
}
