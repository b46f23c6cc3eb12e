package rest

import (
	"net/http"
	"net/mail"
	"strings"

	"github.com/hackforge/hackforge/api/auth"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

type userResponse struct {
	ID        int64  `json:"id"`
	Username  string `json:"username"`
	Email     string `json:"email"`
	FirstName string `json:"first_name"`
	LastName  string `json:"last_name"`
}

func newUserResponse(u record.User) userResponse {
	return userResponse{ID: u.ID, Username: u.Username, Email: u.Email, FirstName: u.FirstName, LastName: u.LastName}
}

type registerRequest struct {
	FirstName *string `json:"first_name"`
	LastName  *string `json:"last_name"`
	Email     *string `json:"email"`
	Username  *string `json:"username"`
	Password  *string `json:"password"`
}

const (
	maxNameLength  = 150
	maxEmailLength = 254
)

// register creates an account whose username is its e-mail (SPEC 5).
func (h *Handler) register(w http.ResponseWriter, r *http.Request) {
	var req registerRequest
	if !decode(w, r, &req) {
		return
	}
	errs := FieldErrors{}
	email := checkEmail(errs, req.Email)
	if req.Username != nil && *req.Username != "" && !strings.EqualFold(strings.TrimSpace(*req.Username), email) {
		errs.Add("username", "The username must be the e-mail address.")
	}
	requireString(errs, "password", req.Password)
	if req.Password != nil && *req.Password != "" {
		for _, p := range auth.PasswordProblems(*req.Password, email) {
			errs.Add("password", p)
		}
	}
	first, last := checkName(errs, "first_name", req.FirstName), checkName(errs, "last_name", req.LastName)
	if len(errs) > 0 {
		writeJSON(w, http.StatusBadRequest, errs)
		return
	}
	if stopped(w, r, h.Register, email) {
		return
	}
	hash, err := auth.HashPassword(*req.Password)
	if err != nil {
		writeInternal(w, r, err)
		return
	}
	user, err := h.Store.CreateUser(r.Context(), store.NewUser{
		Username: email, Email: email, FirstName: first, LastName: last, PasswordHash: hash,
	})
	writeSavedUser(w, r, http.StatusCreated, user, err)
}

func (h *Handler) me(w http.ResponseWriter, r *http.Request) {
	u, ok := signedInUser(w, r)
	if ok {
		writeJSON(w, http.StatusOK, newUserResponse(*u))
	}
}

type updateMeRequest struct {
	FirstName *string `json:"first_name"`
	LastName  *string `json:"last_name"`
	Email     *string `json:"email"`
}

// updateMe changes names and e-mail; fields left out keep their value, and
// the password is changed only through the reset flow.
func (h *Handler) updateMe(w http.ResponseWriter, r *http.Request) {
	current, ok := signedInUser(w, r)
	if !ok {
		return
	}
	req := updateMeRequest{FirstName: &current.FirstName, LastName: &current.LastName, Email: &current.Email}
	if !decode(w, r, &req) {
		return
	}
	errs := FieldErrors{}
	email := checkEmail(errs, req.Email)
	first, last := checkName(errs, "first_name", req.FirstName), checkName(errs, "last_name", req.LastName)
	if len(errs) > 0 {
		writeJSON(w, http.StatusBadRequest, errs)
		return
	}
	user, err := h.Store.UpdateUserAccount(r.Context(), current.ID, first, last, email)
	writeSavedUser(w, r, http.StatusOK, user, err)
}

// writeSavedUser answers a create or update of an account.
func writeSavedUser(w http.ResponseWriter, r *http.Request, status int, user record.User, err error) {
	switch {
	case err != nil:
		writeError(w, r, err)
	default:
		writeJSON(w, status, newUserResponse(user))
	}
}

// checkEmail records what is wrong with an e-mail field and returns it trimmed.
func checkEmail(errs FieldErrors, v *string) string {
	if v == nil || strings.TrimSpace(*v) == "" {
		errs.Add("email", "This field is required.")
		return ""
	}
	email := strings.TrimSpace(*v)
	if !validEmail(email) {
		errs.Add("email", "Enter a valid email address.")
	}
	return email
}

func validEmail(email string) bool {
	addr, err := mail.ParseAddress(email)
	if err != nil || addr.Address != email || len(email) > maxEmailLength {
		return false
	}
	_, domain, _ := strings.Cut(email, "@")
	return strings.Contains(domain, ".") && !strings.HasPrefix(domain, ".") && !strings.HasSuffix(domain, ".")
}

func checkName(errs FieldErrors, field string, v *string) string {
	if v == nil {
		return ""
	}
	name := strings.TrimSpace(*v)
	if len([]rune(name)) > maxNameLength {
		errs.Add(field, "Ensure this field has no more than 150 characters.")
	}
	return name
}

// signedInUser is the request's user as stored now; false when it has
// answered the client itself.
func signedInUser(w http.ResponseWriter, r *http.Request) (*record.User, bool) {
	u, err := auth.UserFrom(r.Context())
	if err != nil {
		writeError(w, r, err)
		return nil, false
	}
	return u, true
}
