// Package rest serves the account endpoints under /api/v1 (SPEC 7.1), in the
// shapes the web client expects: field errors as lists keyed by field name.
package rest

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"

	"github.com/hackforge/hackforge/api/errorreport"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

// FieldErrors maps a field name to its messages; "non_field_errors" holds the rest.
type FieldErrors map[string][]string

// Add appends a message to a field.
func (e FieldErrors) Add(field, message string) { e[field] = append(e[field], message) }

// maxBodyBytes bounds every request body of this API.
const maxBodyBytes = 64 << 10

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	if v != nil {
		_ = json.NewEncoder(w).Encode(v)
	}
}

func writeDetail(w http.ResponseWriter, status int, detail string) {
	writeJSON(w, status, map[string]string{"detail": detail})
}

// writeError answers with a domain.Error's status and message, in the shapes
// the web client reads: field errors as lists keyed by field, others as a
// detail. Any other error is internal: logged, never shown.
func writeError(w http.ResponseWriter, r *http.Request, err error) {
	e, ok := domain.AsError(err)
	if !ok {
		e, ok = store.Refused(err)
	}
	if !ok {
		e, ok = store.Transient(err)
	}
	if !ok {
		writeInternal(w, r, err)
		return
	}
	switch e.Code {
	case domain.CodeInvalid, domain.CodeConflict:
		field := e.Field
		if field == "" {
			field = "non_field_errors"
		}
		writeJSON(w, http.StatusBadRequest, FieldErrors{field: {e.Message}})
	case domain.CodeNotFound:
		writeDetail(w, http.StatusNotFound, e.Message)
	case domain.CodeForbidden:
		writeDetail(w, http.StatusForbidden, e.Message)
	case domain.CodeUnauthenticated:
		writeDetail(w, http.StatusUnauthorized, e.Message)
	case domain.CodeUnavailable:
		w.Header().Set("Retry-After", "30")
		writeDetail(w, http.StatusServiceUnavailable, e.Message)
	default:
		writeInternal(w, r, err)
	}
}

func writeInternal(w http.ResponseWriter, r *http.Request, err error) {
	slog.ErrorContext(r.Context(), "rest request failed", "path", r.URL.Path, "err", err)
	errorreport.Error(r.Context(), err, "rest "+r.URL.Path)
	writeDetail(w, http.StatusInternalServerError, "Something went wrong, please try again later.")
}

// decode reads a JSON object body into dst, its strings passed through
// validate.Text. It answers the client itself and returns false when the
// body is too large, malformed, of the wrong types or holds refused text.
func decode(w http.ResponseWriter, r *http.Request, dst any) bool {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxBodyBytes))
	var tooLarge *http.MaxBytesError
	if errors.As(err, &tooLarge) {
		writeDetail(w, http.StatusRequestEntityTooLarge, "Request body too large.")
		return false
	}
	if err == nil {
		var textErrs FieldErrors
		if body, textErrs = cleanText(body); len(textErrs) > 0 {
			writeJSON(w, http.StatusBadRequest, textErrs)
			return false
		}
		err = json.Unmarshal(body, dst)
	}
	var typeErr *json.UnmarshalTypeError
	switch {
	case err == nil:
		return true
	case errors.As(err, &typeErr) && typeErr.Field != "":
		writeJSON(w, http.StatusBadRequest, FieldErrors{typeErr.Field: {fmt.Sprintf("Expected %s.", kindName(typeErr.Type.Kind().String()))}})
	default:
		writeDetail(w, http.StatusBadRequest, "JSON parse error: the body must be a JSON object.")
	}
	return false
}

func kindName(kind string) string {
	if kind == "string" {
		return "a string"
	}
	return "a " + kind
}

// NotFound answers unknown API routes with JSON, never the web app.
func NotFound(w http.ResponseWriter, _ *http.Request) {
	writeDetail(w, http.StatusNotFound, "Not found.")
}

// MethodNotAllowed answers a known route called with the wrong method.
func MethodNotAllowed(w http.ResponseWriter, r *http.Request) {
	writeDetail(w, http.StatusMethodNotAllowed, fmt.Sprintf("Method %q not allowed.", r.Method))
}

// Unauthorized is the answer to a missing or invalid token.
func Unauthorized(w http.ResponseWriter, r *http.Request) {
	if r.Header.Get("Authorization") == "" {
		writeDetail(w, http.StatusUnauthorized, "Authentication credentials were not provided.")
		return
	}
	writeDetail(w, http.StatusUnauthorized, "Invalid token.")
}
