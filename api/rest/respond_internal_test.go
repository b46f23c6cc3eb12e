package rest

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/stretchr/testify/assert"
)

func TestWriteErrorAnswers400ToTextPostgresRefuses(t *testing.T) {
	for _, code := range []string{"22021", "22P05"} {
		rec := httptest.NewRecorder()
		writeError(rec, httptest.NewRequest(http.MethodPost, "/api/v1/users/", nil), fmt.Errorf("save: %w", &pgconn.PgError{Code: code}))
		assert.Equal(t, http.StatusBadRequest, rec.Code, code)
		assert.Contains(t, rec.Body.String(), "non_field_errors", code)
	}
}
