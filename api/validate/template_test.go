package validate_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/validate"
	"github.com/hackforge/hackforge/domain"
)

const goodTemplate = `{"type":"object","additionalProperties":false,
 "properties":{
  "summary":{"type":"string","title":"Summary","description":"One line","x-kind":"shortText"},
  "details":{"type":"string","title":"Details","x-kind":"longText"},
  "repo":{"type":"string","title":"Repository","x-kind":"repositoryUrl"},
  "demo":{"type":"string","title":"Video","x-kind":"videoUrl"},
  "track":{"type":"string","title":"Track","x-kind":"singleChoice","enum":["AI","Web"]},
  "stack":{"type":"array","title":"Stack","x-kind":"multipleChoice","uniqueItems":true,"items":{"type":"string","enum":["Go","React"]}}
 },
 "required":["summary","repo"],
 "x-order":["summary","details","repo","demo","track","stack"]}`

func fields(err error) map[string]string {
	out := map[string]string{}
	for _, e := range allErrors(err) {
		out[e.Field] = e.Message
	}
	return out
}

func allErrors(err error) []*domain.Error {
	var out []*domain.Error
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		for _, e := range j.Unwrap() {
			out = append(out, allErrors(e)...)
		}
		return out
	}
	var de *domain.Error
	if errors.As(err, &de) {
		out = append(out, de)
	}
	return out
}

func TestParseTemplate(t *testing.T) {
	tpl, err := validate.ParseTemplate("schema", []byte(goodTemplate))
	require.NoError(t, err)
	require.Len(t, tpl.Fields, 6)
	assert.Equal(t, validate.TemplateField{Key: "summary", Label: "Summary", Help: "One line", Kind: validate.KindShortText, Required: true}, tpl.Fields[0])
	assert.Equal(t, []string{"Go", "React"}, tpl.Fields[5].Choices)

	for name, doc := range map[string]string{
		"not JSON":          `{`,
		"not an object":     `[]`,
		"unknown kind":      `{"type":"object","additionalProperties":false,"properties":{"a":{"type":"string","title":"A","x-kind":"date"}},"x-order":["a"]}`,
		"number field":      `{"type":"object","additionalProperties":false,"properties":{"a":{"type":"number","title":"A","x-kind":"shortText"}},"x-order":["a"]}`,
		"choice no options": `{"type":"object","additionalProperties":false,"properties":{"a":{"type":"string","title":"A","x-kind":"singleChoice","enum":[]}},"x-order":["a"]}`,
		"blank label":       `{"type":"object","additionalProperties":false,"properties":{"a":{"type":"string","title":"  ","x-kind":"shortText"}},"x-order":["a"]}`,
		"order mismatch":    `{"type":"object","additionalProperties":false,"properties":{"a":{"type":"string","title":"A","x-kind":"shortText"}},"x-order":["b"]}`,
		"required unknown":  `{"type":"object","additionalProperties":false,"properties":{"a":{"type":"string","title":"A","x-kind":"shortText"}},"required":["b"],"x-order":["a"]}`,
		"open object":       `{"type":"object","properties":{},"x-order":[]}`,
		"extra keyword":     `{"type":"object","additionalProperties":false,"properties":{"a":{"type":"string","title":"A","x-kind":"shortText","pattern":"x"}},"x-order":["a"]}`,
		"bad key":           `{"type":"object","additionalProperties":false,"properties":{"a b":{"type":"string","title":"A","x-kind":"shortText"}},"x-order":["a b"]}`,
	} {
		_, err := validate.ParseTemplate("schema", []byte(doc))
		require.Error(t, err, name)
		f := fields(err)
		assert.Contains(t, f, "schema", name)
	}
}

func TestCheckResponse(t *testing.T) {
	tpl, err := validate.ParseTemplate("schema", []byte(goodTemplate))
	require.NoError(t, err)

	// A draft may leave required fields out; text is trimmed, URLs normalised.
	out, err := tpl.CheckResponse("response", map[string]any{"summary": "  Hi ", "repo": "github.com/a/b/", "details": ""}, false)
	require.NoError(t, err)
	assert.Equal(t, map[string]any{"summary": "Hi", "repo": "https://github.com/a/b"}, out)

	_, err = tpl.CheckResponse("response", map[string]any{"details": "x"}, false)
	require.NoError(t, err)

	// A submission needs the required ones.
	_, err = tpl.CheckResponse("response", map[string]any{"details": "x", "summary": "  "}, true)
	assert.Equal(t, map[string]string{"response.summary": "This field is required.", "response.repo": "This field is required."}, fields(err))

	cases := map[string]struct {
		in    map[string]any
		field string
	}{
		"bad url":        {map[string]any{"repo": "not a url"}, "response.repo"},
		"unknown field":  {map[string]any{"other": "x"}, "response.other"},
		"wrong option":   {map[string]any{"track": "Mobile"}, "response.track"},
		"number as text": {map[string]any{"summary": 3}, "response.summary"},
		"repeated":       {map[string]any{"stack": []any{"Go", "Go"}}, "response.stack"},
		"not an option":  {map[string]any{"stack": []any{"Rust"}}, "response.stack"},
		"too long":       {map[string]any{"summary": string(make([]byte, 201))}, "response.summary"},
	}
	for name, c := range cases {
		_, err := tpl.CheckResponse("response", c.in, false)
		require.Error(t, err, name)
		assert.Contains(t, fields(err), c.field, name)
	}
	out, err = tpl.CheckResponse("response", map[string]any{"summary": "S", "repo": "https://x.org", "track": "AI", "stack": []any{"Go", "React"}}, true)
	require.NoError(t, err)
	assert.Equal(t, []any{"Go", "React"}, out["stack"])
}
