package scalar

import (
	"github.com/99designs/gqlgen/graphql"

	"github.com/hackforge/hackforge/api/validate"
	"github.com/hackforge/hackforge/domain"
)

// MarshalString writes a String as gqlgen's own does.
func MarshalString(s string) graphql.Marshaler { return graphql.MarshalString(s) }

// UnmarshalString reads every String argument and input field of the schema
// through validate.Text, so that no control character (a NUL, a lone CR)
// reaches a resolver; the refusal names the field that held it.
func UnmarshalString(v any) (string, error) {
	s, err := graphql.UnmarshalString(v)
	if err != nil {
		return "", domain.Invalid("", "Enter a text.")
	}
	return validate.Text(s)
}

// MarshalJSONObject writes a JSON object as gqlgen's Map does.
func MarshalJSONObject(m map[string]any) graphql.Marshaler { return graphql.MarshalMap(m) }

// UnmarshalJSONObject reads a JSON object whose strings, keys included,
// pass the same rule as a String.
func UnmarshalJSONObject(v any) (map[string]any, error) {
	m, ok := v.(map[string]any)
	if !ok {
		return nil, domain.Invalid("", "Enter a JSON object.")
	}
	clean, err := validate.JSONText(m)
	if err != nil {
		return nil, err
	}
	return clean.(map[string]any), nil
}
