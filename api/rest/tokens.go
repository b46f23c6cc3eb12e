package rest

import (
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"unicode/utf8"

	"github.com/hackforge/hackforge/api/auth"
	"github.com/hackforge/hackforge/domain"
)

type loginRequest struct {
	Username *string `json:"username"`
	Password *string `json:"password"`
}

type tokenResponse struct {
	AuthToken string `json:"auth_token"`
}

const badCredentials = "Unable to log in with provided credentials." //nolint:gosec // G101: a message, not a secret

func (h *Handler) login(w http.ResponseWriter, r *http.Request) {
	var req loginRequest
	if !decode(w, r, &req) {
		return
	}
	errs := FieldErrors{}
	requireString(errs, "username", req.Username)
	requireString(errs, "password", req.Password)
	if req.Username != nil && utf8.RuneCountInString(*req.Username) > maxEmailLength {
		// No account has it (usernames are e-mails), and the attempt count's key would not fit.
		errs.Add("username", fmt.Sprintf("Ensure this field has no more than %d characters.", maxEmailLength))
	}
	if len(errs) > 0 {
		writeJSON(w, http.StatusBadRequest, errs)
		return
	}
	if stopped(w, r, h.Login, *req.Username) {
		return
	}
	user, err := h.Store.UserByUsername(r.Context(), *req.Username)
	if err != nil && !errors.Is(err, domain.ErrNotFound) {
		writeError(w, r, err)
		return
	}
	if !auth.CheckPasswordOrWaste(*req.Password, user.PasswordHash) {
		writeJSON(w, http.StatusBadRequest, FieldErrors{"non_field_errors": {badCredentials}})
		return
	}
	h.writeNewToken(w, r, user.ID)
}

func (h *Handler) logout(w http.ResponseWriter, r *http.Request) {
	err := h.Store.RevokeAuthToken(r.Context(), auth.TokenFrom(r.Context()))
	if err != nil && !errors.Is(err, domain.ErrNotFound) {
		writeInternal(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// refresh swaps the caller's token for a new one; the old one stops working.
func (h *Handler) refresh(w http.ResponseWriter, r *http.Request) {
	token, err := h.Store.RotateAuthToken(r.Context(), auth.UserID(r.Context()), auth.TokenFrom(r.Context()))
	switch {
	case errors.Is(err, domain.ErrNotFound): // revoked by a concurrent refresh or logout
		Unauthorized(w, r)
	case err != nil:
		writeInternal(w, r, err)
	default:
		writeJSON(w, http.StatusOK, tokenResponse{AuthToken: token})
	}
}

// stopped counts an attempt on the account and answers 429 (or an error
// when the count could not be kept) instead of letting it through.
func stopped(w http.ResponseWriter, r *http.Request, l *auth.AttemptLimiter, account string) bool {
	limited, err := l.Limited(w, r, account)
	switch {
	case err != nil:
		writeError(w, r, err)
	case limited:
		wait, _ := strconv.Atoi(w.Header().Get("Retry-After"))
		writeDetail(w, http.StatusTooManyRequests, "Too many attempts, please try again in "+strconv.Itoa(wait)+" seconds.")
	}
	return err != nil || limited
}

func requireString(errs FieldErrors, field string, v *string) {
	if v == nil || *v == "" {
		errs.Add(field, "This field is required.")
	}
}

// writeNewToken answers a sign-in with a new token for the user.
func (h *Handler) writeNewToken(w http.ResponseWriter, r *http.Request, userID int64) {
	token, err := h.Store.CreateAuthToken(r.Context(), userID)
	if err != nil {
		writeInternal(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, tokenResponse{AuthToken: token})
}
