package graph_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/vektah/gqlparser/v2"
	"github.com/vektah/gqlparser/v2/ast"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/api/graph/exec"
	"github.com/hackforge/hackforge/api/graph/handler"
)

// TestHostileTextNeverFailsInternally walks the schema: for every query and
// mutation, every String argument and String input field (and every string
// of a JSONObject) gets each of apitest.HostileTexts in turn, the rest of
// the request being the authorisation matrix's for that row, sent as a
// caller the matrix lets through. No answer may be INTERNAL or a 500.
func TestHostileTextNeverFailsInternally(t *testing.T) {
	t.Parallel()
	schema := exec.NewExecutableSchema(exec.Config{}).Schema()
	for _, f := range schema.Subscription.Fields { // server-sent events, not in the matrix
		for _, a := range f.Arguments {
			require.False(t, takesText(schema, a.Type, map[string]bool{}),
				"subscription %s takes text in %s: send it hostile text here too", f.Name, a.Name)
		}
	}
	w := newMatrixWorld(t)
	for _, r := range parseMatrix(t) {
		field, opType := rootField(schema, r.operation())
		if !slices.ContainsFunc(field.Arguments, func(a *ast.ArgumentDefinition) bool {
			return takesText(schema, a.Type, map[string]bool{})
		}) {
			continue
		}
		t.Run(r.name, func(t *testing.T) {
			t.Parallel()
			caller := hostileCaller(r)
			args := matrixArguments(t, schema, w, matrixOperations[r.name])
			cl := w.client(t, caller)
			paths := argumentTextPaths(schema, field, args)
			t.Logf("as %s, text at %v", callerColumns[caller], paths)
			for _, path := range paths {
				for _, text := range apitest.HostileTexts {
					sent := withText(args, path, text.Value)
					doc := argumentDocument(schema, field, opType, sent, "")
					resp := cl.Do(http.MethodPost, cl.Endpoint(), apitest.EncodeHostile(map[string]any{"query": doc, "variables": sent}))
					what := fmt.Sprintf("%s at %v as %s", text.Name, path, callerColumns[caller])
					if text.Control {
						assertRefused(t, what, resp)
					} else {
						assertNoInternal(t, what, resp)
					}
				}
				if opType == "query" && len(path) == 1 {
					resp := getWithLiteral(t, cl, schema, field, args, path[0].(string))
					assertNoInternal(t, fmt.Sprintf("invalid UTF-8 in a literal %v (GET)", path), resp)
				}
			}
		})
	}
}

// hostileCaller is the column the row lets through, preferring those who
// reach the most: organizers first.
func hostileCaller(r matrixRow) matrixCaller {
	for _, want := range []string{allowed, handler.CodeBadUserInput} {
		for _, c := range []matrixCaller{asCreator, asManager, asParticipant, asJudge, asVolunteer, asMentor, asSignedIn, asOtherAdmin, asBanned, asAnonymous} {
			if r.want[c] == want {
				return c
			}
		}
	}
	return asCreator
}

func rootField(schema *ast.Schema, name string) (*ast.FieldDefinition, string) {
	if f := schema.Query.Fields.ForName(name); f != nil {
		return f, "query"
	}
	return schema.Mutation.Fields.ForName(name), "mutation"
}

// takesText: the type is, or holds, a String or JSONObject.
func takesText(schema *ast.Schema, typ *ast.Type, seen map[string]bool) bool {
	if typ.Elem != nil {
		return takesText(schema, typ.Elem, seen)
	}
	def := schema.Types[typ.NamedType]
	if def.Name == "String" || def.Name == "JSONObject" {
		return true
	}
	if def.Kind != ast.InputObject || seen[def.Name] {
		return false
	}
	seen[def.Name] = true
	return slices.ContainsFunc(def.Fields, func(f *ast.FieldDefinition) bool { return takesText(schema, f.Type, seen) })
}

// matrixArguments are the root field's arguments in the row's request, with
// its variables put in, as JSON values.
func matrixArguments(t *testing.T, schema *ast.Schema, w *matrixWorld, op matrixOperation) map[string]any {
	t.Helper()
	tg := w.target
	if op.fresh {
		tg = w.newHackathon(t, "INVITE_ONLY", true)
	}
	var vars map[string]any
	if op.vars != nil {
		vars = op.vars(t, w, tg)
	}
	doc, errs := gqlparser.LoadQueryWithRules(schema, op.doc, nil)
	require.Empty(t, errs)
	args := map[string]any{}
	for _, a := range doc.Operations[0].SelectionSet[0].(*ast.Field).Arguments {
		v, err := a.Value.Value(vars)
		require.NoError(t, err)
		if v != nil {
			args[a.Name] = v
		}
	}
	return jsonCopy(t, args)
}

func jsonCopy(t *testing.T, v map[string]any) map[string]any {
	t.Helper()
	raw, err := json.Marshal(v)
	require.NoError(t, err)
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var out map[string]any
	require.NoError(t, dec.Decode(&out))
	return out
}

// newList marks a list of strings the request left out: it gets one.
type newList struct{}

// argumentTextPaths are the places of text in the arguments: argument
// names, input field names and list indexes (the first element of a list).
// Text left out is added; input objects left out are not.
func argumentTextPaths(schema *ast.Schema, field *ast.FieldDefinition, args map[string]any) [][]any {
	var paths [][]any
	for _, a := range field.Arguments {
		paths = append(paths, textPaths(schema, a.Type, args[a.Name], []any{a.Name})...)
	}
	return paths
}

func textPaths(schema *ast.Schema, typ *ast.Type, value any, at []any) [][]any {
	if typ.Elem != nil {
		if items, _ := value.([]any); len(items) > 0 {
			return textPaths(schema, typ.Elem, items[0], append(slices.Clone(at), 0))
		}
		if def := schema.Types[typ.Elem.Name()]; def.Name == "String" {
			return [][]any{append(slices.Clone(at), newList{})}
		}
		return nil
	}
	def := schema.Types[typ.NamedType]
	switch {
	case def.Name == "String":
		return [][]any{at}
	case def.Name == "JSONObject":
		return append(jsonTextPaths(value, at), append(slices.Clone(at), "hostileKey"))
	case def.Kind == ast.InputObject:
		fields, ok := value.(map[string]any)
		if !ok {
			return nil
		}
		var paths [][]any
		for _, f := range def.Fields {
			paths = append(paths, textPaths(schema, f.Type, fields[f.Name], append(slices.Clone(at), f.Name))...)
		}
		return paths
	}
	return nil
}

// jsonTextPaths are the strings in a JSON value, in a fixed order.
func jsonTextPaths(value any, at []any) [][]any {
	switch v := value.(type) {
	case string:
		return [][]any{at}
	case []any:
		var paths [][]any
		for i, item := range v {
			paths = append(paths, jsonTextPaths(item, append(slices.Clone(at), i))...)
		}
		return paths
	case map[string]any:
		var paths [][]any
		for _, key := range slices.Sorted(maps.Keys(v)) {
			paths = append(paths, jsonTextPaths(v[key], append(slices.Clone(at), key))...)
		}
		return paths
	}
	return nil
}

// withText is a copy of args with text at path.
func withText(args map[string]any, path []any, text string) map[string]any {
	var set func(v any, path []any) any
	set = func(v any, path []any) any {
		if len(path) == 0 {
			return text
		}
		switch step := path[0].(type) {
		case newList:
			return []any{text}
		case int:
			items := slices.Clone(v.([]any))
			items[step] = set(items[step], path[1:])
			return items
		default:
			fields := map[string]any{}
			if m, ok := v.(map[string]any); ok {
				maps.Copy(fields, m)
			}
			fields[step.(string)] = set(fields[step.(string)], path[1:])
			return fields
		}
	}
	return set(args, path).(map[string]any)
}

// argumentDocument calls the field with each argument present in args as a
// variable, except literal (when not "") written in place: "name: value".
func argumentDocument(schema *ast.Schema, field *ast.FieldDefinition, opType string, args map[string]any, literal string) string {
	var decls, uses []string
	for _, a := range field.Arguments {
		if _, ok := args[a.Name]; !ok {
			continue
		}
		decls = append(decls, "$"+a.Name+": "+a.Type.String())
		uses = append(uses, a.Name+": $"+a.Name)
	}
	if literal != "" {
		uses = append(uses, literal)
	}
	doc := opType
	if len(decls) > 0 {
		doc += "(" + strings.Join(decls, ", ") + ")"
	}
	doc += " { " + field.Name
	if len(uses) > 0 {
		doc += "(" + strings.Join(uses, ", ") + ")"
	}
	switch schema.Types[field.Type.Name()].Kind {
	case ast.Object, ast.Interface, ast.Union:
		doc += " { __typename }"
	}
	return doc + " }"
}

// getWithLiteral sends invalid UTF-8 written into the document (a GET
// query's text is not decoded as JSON, so its bytes arrive as they are).
func getWithLiteral(t *testing.T, cl *apitest.Client, schema *ast.Schema, field *ast.FieldDefinition, args map[string]any, arg string) apitest.Response {
	t.Helper()
	rest := map[string]any{}
	for name, v := range args {
		if name != arg {
			rest[name] = v
		}
	}
	doc := argumentDocument(schema, field, "query", rest, arg+`: "`+apitest.InvalidUTF8+`"`)
	vars, err := json.Marshal(rest)
	require.NoError(t, err)
	return cl.Do(http.MethodGet, cl.Endpoint()+"?query="+url.QueryEscape(doc)+"&variables="+url.QueryEscape(string(vars)), nil)
}

// assertRefused: the answer is BAD_USER_INPUT naming a field. (JSON
// decoding turns invalid UTF-8 into U+FFFD, so only control characters are
// sure to be refused.)
func assertRefused(t *testing.T, what string, resp apitest.Response) {
	t.Helper()
	var answer struct {
		Errors []apitest.GraphQLError
	}
	if !assert.NoError(t, json.Unmarshal(resp.Body, &answer), "%s: %d %s", what, resp.Status, resp.Body) ||
		!assert.NotEmpty(t, answer.Errors, "%s was accepted", what) {
		return
	}
	e := answer.Errors[0]
	assert.Equal(t, handler.CodeBadUserInput, e.Extensions["code"], "%s: %s", what, e.Message)
	assert.NotEmpty(t, e.Extensions["field"], "%s: no field named: %s", what, e.Message)
}

// assertNoInternal: the answer is a GraphQL answer, and none of its errors
// is INTERNAL.
func assertNoInternal(t *testing.T, what string, resp apitest.Response) {
	t.Helper()
	if !assert.Less(t, resp.Status, http.StatusInternalServerError, "%s: %s", what, resp.Body) {
		return
	}
	var answer struct {
		Errors []apitest.GraphQLError
	}
	if !assert.NoError(t, json.Unmarshal(resp.Body, &answer), "%s: %d %s", what, resp.Status, resp.Body) {
		return
	}
	for _, e := range answer.Errors {
		assert.NotEqual(t, handler.CodeInternal, e.Extensions["code"], "%s: %s", what, e.Message)
	}
}
