package handler

import (
	"cmp"
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

// BreadthLimit refuses operations that ask for more than MaxRootFields
// top-level fields or write more than MaxAliases aliases: without it one
// request could batch thousands of copies of an expensive field (or of a
// login-like mutation) under different aliases within the complexity limit.
type BreadthLimit struct{ MaxRootFields, MaxAliases int }

var _ interface {
	graphql.HandlerExtension
	graphql.OperationContextMutator
} = BreadthLimit{}

// ExtensionName names the extension for gqlgen.
func (BreadthLimit) ExtensionName() string { return "BreadthLimit" }

// Validate checks the configuration.
func (b BreadthLimit) Validate(graphql.ExecutableSchema) error {
	if b.MaxRootFields < 1 || b.MaxAliases < 0 {
		return fmt.Errorf("breadth limits must be positive, got %d root fields and %d aliases", b.MaxRootFields, b.MaxAliases)
	}
	return nil
}

// MutateOperationContext counts the operation's root fields and aliases
// before it runs.
func (b BreadthLimit) MutateOperationContext(_ context.Context, oc *graphql.OperationContext) *gqlerror.Error {
	if oc.Operation == nil {
		return nil
	}
	var problem *gqlerror.Error
	if roots := len(responseKeys(oc.Operation.SelectionSet, map[string]bool{}, map[string]bool{})); roots > b.MaxRootFields {
		problem = gqlerror.Errorf("The operation asks for %d top-level fields; the limit is %d.", roots, b.MaxRootFields)
	} else if aliases := countAliases(oc.Operation.SelectionSet, map[string]int{}); aliases > b.MaxAliases {
		problem = gqlerror.Errorf("The operation uses %d aliases; the limit is %d.", aliases, b.MaxAliases)
	}
	if problem != nil {
		problem.Extensions = map[string]any{"code": CodeBadUserInput}
	}
	return problem
}

// responseKeys collects the names under which a selection set's fields
// answer, through fragments: fields asked twice under one name count once.
func responseKeys(set ast.SelectionSet, keys, seenFragments map[string]bool) map[string]bool {
	for _, sel := range set {
		switch s := sel.(type) {
		case *ast.Field:
			keys[cmp.Or(s.Alias, s.Name)] = true
		case *ast.InlineFragment:
			responseKeys(s.SelectionSet, keys, seenFragments)
		case *ast.FragmentSpread:
			if s.Definition != nil && !seenFragments[s.Name] {
				seenFragments[s.Name] = true
				responseKeys(s.Definition.SelectionSet, keys, seenFragments)
			}
		}
	}
	return keys
}

// countAliases counts the fields renamed by an alias, a fragment's as often
// as it is spread; perFragment remembers each fragment's count, so nested
// fragments cost one walk each.
func countAliases(set ast.SelectionSet, perFragment map[string]int) int {
	n := 0
	for _, sel := range set {
		switch s := sel.(type) {
		case *ast.Field:
			if s.Alias != "" && s.Alias != s.Name {
				n++
			}
			n += countAliases(s.SelectionSet, perFragment)
		case *ast.InlineFragment:
			n += countAliases(s.SelectionSet, perFragment)
		case *ast.FragmentSpread:
			if s.Definition == nil {
				continue
			}
			count, known := perFragment[s.Name]
			if !known {
				perFragment[s.Name] = 0 // validation refused cycles; this only guards
				count = countAliases(s.Definition.SelectionSet, perFragment)
				perFragment[s.Name] = count
			}
			n += count
		}
	}
	return n
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
