package graph

import (
	"context"
	"fmt"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
)

// DepthLimit refuses operations whose selections nest deeper than Max.
type DepthLimit struct{ Max int }

var _ interface {
	graphql.HandlerExtension
	graphql.OperationContextMutator
} = DepthLimit{}

// ExtensionName names the extension for gqlgen.
func (DepthLimit) ExtensionName() string { return "DepthLimit" }

// Validate checks the configuration.
func (d DepthLimit) Validate(graphql.ExecutableSchema) error {
	if d.Max < 1 {
		return fmt.Errorf("depth limit must be positive, got %d", d.Max)
	}
	return nil
}

// MutateOperationContext measures the operation before it runs.
func (d DepthLimit) MutateOperationContext(_ context.Context, oc *graphql.OperationContext) *gqlerror.Error {
	if oc.Operation == nil {
		return nil
	}
	if depth := selectionDepth(oc.Operation.SelectionSet, map[string]bool{}); depth > d.Max {
		err := gqlerror.Errorf("The query is nested %d levels deep; the limit is %d.", depth, d.Max)
		err.Extensions = map[string]any{"code": CodeBadUserInput}
		return err
	}
	return nil
}

func selectionDepth(set ast.SelectionSet, seenFragments map[string]bool) int {
	deepest := 0
	for _, sel := range set {
		var d int
		switch s := sel.(type) {
		case *ast.Field:
			if len(s.SelectionSet) > 0 {
				d = 1 + selectionDepth(s.SelectionSet, seenFragments)
			} else {
				d = 1
			}
		case *ast.InlineFragment:
			d = selectionDepth(s.SelectionSet, seenFragments)
		case *ast.FragmentSpread:
			if s.Definition == nil || seenFragments[s.Name] {
				continue
			}
			seenFragments[s.Name] = true
			d = selectionDepth(s.Definition.SelectionSet, seenFragments)
			delete(seenFragments, s.Name)
		}
		deepest = max(deepest, d)
	}
	return deepest
}

// NoIntrospection refuses __schema and __type selections before they run, so
// that production answers them with a clear error instead of an internal one.
type NoIntrospection struct{}

var _ interface {
	graphql.HandlerExtension
	graphql.OperationContextMutator
} = NoIntrospection{}

// ExtensionName names the extension for gqlgen.
func (NoIntrospection) ExtensionName() string { return "NoIntrospection" }

// Validate accepts any schema.
func (NoIntrospection) Validate(graphql.ExecutableSchema) error { return nil }

// MutateOperationContext refuses operations that select __schema or __type.
func (NoIntrospection) MutateOperationContext(_ context.Context, oc *graphql.OperationContext) *gqlerror.Error {
	if oc.Operation == nil {
		return nil
	}
	for _, sel := range oc.Operation.SelectionSet {
		if f, ok := sel.(*ast.Field); ok && (f.Name == "__schema" || f.Name == "__type") {
			err := gqlerror.Errorf("Introspection is disabled.")
			err.Extensions = map[string]any{"code": CodeForbidden}
			return err
		}
	}
	return nil
}
