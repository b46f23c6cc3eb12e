package graph_test

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/vektah/gqlparser/v2"
	"github.com/vektah/gqlparser/v2/ast"

	"github.com/hackforge/hackforge/api/graph/exec"
)

// TestMatrixCoversTheSchema needs no services: every query and mutation has
// a row, every row an operation of the schema, and each row's request is a
// valid document calling that operation only.
func TestMatrixCoversTheSchema(t *testing.T) {
	schema := exec.NewExecutableSchema(exec.Config{}).Schema()
	var inSchema []string
	for _, root := range []*ast.Definition{schema.Query, schema.Mutation} {
		for _, f := range root.Fields {
			if !strings.HasPrefix(f.Name, "__") {
				inSchema = append(inSchema, f.Name)
			}
		}
	}
	rows := parseMatrix(t)
	var inMatrix []string
	for _, r := range rows {
		inMatrix = append(inMatrix, r.operation())
		assert.Contains(t, inSchema, r.operation(), "row %s names no operation of the schema", r.name)
		op, ok := matrixOperations[r.name]
		if !assert.True(t, ok, "row %s has no request in matrix_operations_test.go", r.name) {
			continue
		}
		doc, errs := gqlparser.LoadQueryWithRules(schema, op.doc, nil)
		if !assert.Empty(t, errs, "row %s: invalid document", r.name) {
			continue
		}
		require.Len(t, doc.Operations, 1, r.name)
		selections := doc.Operations[0].SelectionSet
		require.Len(t, selections, 1, "row %s calls one operation", r.name)
		assert.Equal(t, r.operation(), selections[0].(*ast.Field).Name, "row %s calls another operation", r.name)
	}
	covered := 0
	for _, op := range inSchema {
		if assert.Contains(t, inMatrix, op, "operation %s has no row in the authorisation matrix", op) {
			covered++
		}
	}
	writeMatrixReport(t, covered, len(inSchema), len(rows))
	for name := range matrixOperations {
		assert.True(t, slices.ContainsFunc(rows, func(r matrixRow) bool { return r.name == name }), "request %s has no row", name)
	}
}

// writeMatrixReport leaves the coverage for make test's summary when
// HACKFORGE_MATRIX_REPORT names a file.
func writeMatrixReport(t *testing.T, covered, operations, rows int) {
	path := os.Getenv("HACKFORGE_MATRIX_REPORT")
	if path == "" {
		return
	}
	report := fmt.Sprintf("%d of %d operations in the matrix (%d rows, %d callers each)\n", covered, operations, rows, len(callerColumns))
	require.NoError(t, os.WriteFile(path, []byte(report), 0o644))
}
