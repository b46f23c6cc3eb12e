package rest

import (
	"net/http"

	"github.com/hackforge/hackforge/store"
)

type socialLoginRequest struct {
	Token *string `json:"token"`
	// Nonce, when sent, must be the token's nonce claim (the login page's
	// implicit flow sends the one it asked for).
	Nonce string `json:"nonce"`
}

// SocialLogin (POST /api/login/social/token_user/, SPEC 7.1) signs in with
// an OpenID Connect ID token of a configured provider and answers like
// login. The first sign-in of a subject links the account with the
// provider's verified e-mail, or creates one.
func (h *Handler) SocialLogin(w http.ResponseWriter, r *http.Request) {
	var req socialLoginRequest
	if !decode(w, r, &req) {
		return
	}
	errs := FieldErrors{}
	requireString(errs, "token", req.Token)
	if len(errs) > 0 {
		writeJSON(w, http.StatusBadRequest, errs)
		return
	}
	claims, err := h.Social.Verify(r.Context(), *req.Token, req.Nonce)
	if err != nil {
		writeError(w, r, err)
		return
	}
	user, _, err := h.Store.SocialSignIn(r.Context(), store.SocialIdentity{
		Provider: claims.Provider, Issuer: claims.Issuer, Subject: claims.Subject,
		Email: claims.Email, FirstName: claims.FirstName, LastName: claims.LastName,
	})
	if err != nil {
		writeError(w, r, err)
		return
	}
	h.writeNewToken(w, r, user.ID)
}
