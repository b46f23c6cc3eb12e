package rest

import (
	"errors"
	"net/http"

	"github.com/hackforge/hackforge/api/auth"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

type resetRequest struct {
	Email *string `json:"email"`
}

// resetPassword answers 204 whether or not an account has the address: the
// lookup happens later, inside the reset workflow, so the answer takes the
// same time either way.
func (h *Handler) resetPassword(w http.ResponseWriter, r *http.Request) {
	var req resetRequest
	if !decode(w, r, &req) {
		return
	}
	errs := FieldErrors{}
	email := checkEmail(errs, req.Email)
	if len(errs) > 0 {
		writeJSON(w, http.StatusBadRequest, errs)
		return
	}
	if stopped(w, r, h.Reset, email) {
		return
	}
	if err := h.Resets.StartPasswordReset(r.Context(), email); err != nil {
		writeInternal(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

type resetConfirmRequest struct {
	UID         *string `json:"uid"`
	Token       *string `json:"token"`
	NewPassword *string `json:"new_password"`
}

const invalidResetToken = "Invalid or expired token." //nolint:gosec // G101: a message, not a secret

func (h *Handler) resetPasswordConfirm(w http.ResponseWriter, r *http.Request) {
	var req resetConfirmRequest
	if !decode(w, r, &req) {
		return
	}
	errs := FieldErrors{}
	requireString(errs, "uid", req.UID)
	requireString(errs, "token", req.Token)
	requireString(errs, "new_password", req.NewPassword)
	if len(errs) > 0 {
		writeJSON(w, http.StatusBadRequest, errs)
		return
	}
	user, err := h.Store.User(r.Context(), store.DecodeUserID(*req.UID))
	if err != nil {
		writeError(w, r, resetTokenError(err))
		return
	}
	if problems := auth.PasswordProblems(*req.NewPassword, user.Email); len(problems) > 0 {
		writeJSON(w, http.StatusBadRequest, FieldErrors{"new_password": problems})
		return
	}
	hash, err := auth.HashPassword(*req.NewPassword)
	if err != nil {
		writeInternal(w, r, err)
		return
	}
	if err := h.Store.ResetPassword(r.Context(), user.ID, *req.Token, hash); err != nil {
		writeError(w, r, resetTokenError(err))
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// resetTokenError: an unknown user or a used, expired or wrong token all
// read as one invalid token, so the answer tells nothing about accounts.
func resetTokenError(err error) error {
	if errors.Is(err, domain.ErrNotFound) {
		return domain.Invalid("token", invalidResetToken)
	}
	return err
}
