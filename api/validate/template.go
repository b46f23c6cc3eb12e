package validate

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/santhosh-tekuri/jsonschema/v6/kind"
)

// Submission templates (issue 12; docs/decisions.md, Submissions): the JSON
// schema subset the organizers' form editor writes. A template is an object
// schema whose properties are the form's fields, each a kind of field
// (x-kind) with a label (title), optional help text (description) and, for
// the choice kinds, its options; x-order lists every field in form order
// (jsonb does not keep key order) and required names the required ones.
// Responses are checked against the template with the same library, plus
// SPEC 5's URL rule for the URL kinds.

// FieldKind is a kind of template field.
type FieldKind string

const (
	KindShortText      FieldKind = "shortText"
	KindLongText       FieldKind = "longText"
	KindURL            FieldKind = "url"
	KindRepositoryURL  FieldKind = "repositoryUrl"
	KindVideoURL       FieldKind = "videoUrl"
	KindSingleChoice   FieldKind = "singleChoice"
	KindMultipleChoice FieldKind = "multipleChoice"
)

// Bounds of templates and answers.
const (
	MaxTemplateFields = 30
	MaxShortText      = 200
	MaxLongText       = 10000
	MaxURLText        = 2000
)

// isURL: the kind holds a URL, normalised by the URL rule.
func (k FieldKind) isURL() bool {
	return k == KindURL || k == KindRepositoryURL || k == KindVideoURL
}

// maxLength of a text answer of the kind.
func (k FieldKind) maxLength() int {
	switch {
	case k == KindLongText:
		return MaxLongText
	case k.isURL():
		return MaxURLText
	}
	return MaxShortText
}

// templateMetaSchema is the subset: what a template may be.
const templateMetaSchema = `{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "required": ["type", "properties", "x-order", "additionalProperties"],
  "additionalProperties": false,
  "properties": {
    "type": {"const": "object"},
    "title": {"type": "string", "maxLength": 200},
    "additionalProperties": {"const": false},
    "properties": {
      "type": "object",
      "maxProperties": 30,
      "propertyNames": {"pattern": "^[a-zA-Z][a-zA-Z0-9_]{0,49}$"},
      "additionalProperties": {"$ref": "#/$defs/field"}
    },
    "required": {"type": "array", "items": {"type": "string"}, "uniqueItems": true},
    "x-order": {"type": "array", "items": {"type": "string"}, "uniqueItems": true}
  },
  "$defs": {
    "label": {"type": "string", "minLength": 1, "maxLength": 200, "pattern": "\\S"},
    "help": {"type": "string", "maxLength": 1000},
    "choices": {
      "type": "array", "minItems": 1, "maxItems": 50, "uniqueItems": true,
      "items": {"type": "string", "minLength": 1, "maxLength": 200, "pattern": "\\S"}
    },
    "field": {
      "oneOf": [
        {
          "type": "object", "additionalProperties": false, "required": ["type", "title", "x-kind"],
          "properties": {
            "type": {"const": "string"}, "title": {"$ref": "#/$defs/label"}, "description": {"$ref": "#/$defs/help"},
            "x-kind": {"enum": ["shortText", "longText", "url", "repositoryUrl", "videoUrl"]}
          }
        },
        {
          "type": "object", "additionalProperties": false, "required": ["type", "title", "x-kind", "enum"],
          "properties": {
            "type": {"const": "string"}, "title": {"$ref": "#/$defs/label"}, "description": {"$ref": "#/$defs/help"},
            "x-kind": {"const": "singleChoice"}, "enum": {"$ref": "#/$defs/choices"}
          }
        },
        {
          "type": "object", "additionalProperties": false, "required": ["type", "title", "x-kind", "items", "uniqueItems"],
          "properties": {
            "type": {"const": "array"}, "title": {"$ref": "#/$defs/label"}, "description": {"$ref": "#/$defs/help"},
            "x-kind": {"const": "multipleChoice"}, "uniqueItems": {"const": true},
            "items": {
              "type": "object", "additionalProperties": false, "required": ["type", "enum"],
              "properties": {"type": {"const": "string"}, "enum": {"$ref": "#/$defs/choices"}}
            }
          }
        }
      ]
    }
  }
}`

var metaSchema = mustCompile("template-meta.json", templateMetaSchema)

func mustCompile(name, doc string) *jsonschema.Schema {
	s, err := compile(name, []byte(doc))
	if err != nil {
		panic(err)
	}
	return s
}

func compile(name string, doc []byte) (*jsonschema.Schema, error) {
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(doc))
	if err != nil {
		return nil, err
	}
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	if err := c.AddResource(name, v); err != nil {
		return nil, err
	}
	return c.Compile(name)
}

// TemplateField is one field of a template.
type TemplateField struct {
	Key, Label, Help string
	Kind             FieldKind
	Required         bool
	Choices          []string
}

// Template is a checked template: its fields in form order and the
// compiled schemas that responses are checked against.
type Template struct {
	Fields []TemplateField
	// Schema is the template as stored, re-encoded.
	Schema []byte
	// complete has the required fields; draft does not.
	complete, draft *jsonschema.Schema
}

// rawTemplate is the JSON shape of a template, for reading it once valid.
type rawTemplate struct {
	Properties map[string]struct {
		Title       string    `json:"title"`
		Description string    `json:"description"`
		Kind        FieldKind `json:"x-kind"`
		Enum        []string  `json:"enum"`
		Items       struct {
			Enum []string `json:"enum"`
		} `json:"items"`
	} `json:"properties"`
	Required []string `json:"required"`
	Order    []string `json:"x-order"`
}

// templateMessage is the prefix of a refused template's message.
const templateMessage = "This is not a form the template editor makes"

// ParseTemplate checks a template (JSON) against the subset and reads its
// fields; a refusal is an Invalid error on field.
func ParseTemplate(field string, doc []byte) (*Template, error) {
	refuse := func(format string, args ...any) (*Template, error) {
		var es Errors
		es.Add(field, templateMessage+": "+format+".", args...)
		return nil, es.Err()
	}
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(doc))
	if err != nil {
		return refuse("it is not JSON")
	}
	if err := metaSchema.Validate(v); err != nil {
		return refuse("%s", leafMessage(err))
	}
	var raw rawTemplate
	if err := json.Unmarshal(doc, &raw); err != nil {
		return refuse("%v", err)
	}
	keys := make([]string, 0, len(raw.Properties))
	for k := range raw.Properties {
		keys = append(keys, k)
	}
	order := slices.Clone(raw.Order)
	slices.Sort(keys)
	slices.Sort(order)
	if !slices.Equal(keys, order) {
		return refuse("x-order must list every field once")
	}
	for _, r := range raw.Required {
		if _, ok := raw.Properties[r]; !ok {
			return refuse("required names %q, which is not a field", r)
		}
	}
	t := &Template{Fields: make([]TemplateField, 0, len(raw.Order))}
	for _, k := range raw.Order {
		p := raw.Properties[k]
		choices := p.Enum
		if p.Kind == KindMultipleChoice {
			choices = p.Items.Enum
		}
		t.Fields = append(t.Fields, TemplateField{Key: k, Label: strings.TrimSpace(p.Title), Help: p.Description, Kind: p.Kind,
			Required: slices.Contains(raw.Required, k), Choices: choices})
	}
	if t.complete, err = compile("template.json", doc); err != nil {
		return refuse("%v", err)
	}
	obj := v.(map[string]any)
	delete(obj, "required")
	draft, err := json.Marshal(obj)
	if err == nil {
		t.draft, err = compile("draft.json", draft)
	}
	if err != nil {
		return refuse("%v", err)
	}
	var compact bytes.Buffer
	if err := json.Compact(&compact, doc); err != nil {
		return nil, err
	}
	t.Schema = compact.Bytes()
	return t, nil
}

// leafMessage is the innermost message of a validation error.
func leafMessage(err error) string {
	var ve *jsonschema.ValidationError
	if !errors.As(err, &ve) {
		return err.Error()
	}
	for len(ve.Causes) > 0 {
		ve = ve.Causes[0]
	}
	where := "/" + strings.Join(ve.InstanceLocation, "/")
	return fmt.Sprintf("at %s, %s", where, strings.TrimPrefix(ve.Error(), fmt.Sprintf("at '%s': ", where)))
}

// CheckResponse checks a team's response (a JSON object) against the
// template: blank answers are left out, text is trimmed, URLs normalised by
// the URL rule. complete also asks for every required field (a submission,
// not a draft). Problems are Invalid errors on field + "." + the field's key.
func (t *Template) CheckResponse(field string, response map[string]any, complete bool) (map[string]any, error) {
	var es Errors
	out := make(map[string]any, len(response))
	byKey := make(map[string]TemplateField, len(t.Fields))
	for _, f := range t.Fields {
		byKey[f.Key] = f
	}
	keys := make([]string, 0, len(response))
	for k := range response {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		name := field + "." + k
		f, ok := byKey[k]
		if !ok {
			es.Add(name, "This field is not in the template.")
			continue
		}
		switch v := response[k].(type) {
		case nil:
		case string:
			v = strings.TrimSpace(v)
			if v == "" {
				continue
			}
			if f.Kind.isURL() {
				var urlErrs Errors
				if v = urlErrs.URL(name, v); urlErrs.Err() != nil {
					es = append(es, urlErrs...)
					continue
				}
			}
			if len([]rune(v)) > f.Kind.maxLength() {
				es.Add(name, "Ensure this field has no more than %d characters.", f.Kind.maxLength())
				continue
			}
			out[k] = v
		case []any:
			if len(v) > 0 {
				out[k] = v
			}
		default:
			out[k] = v
		}
	}
	if err := es.Err(); err != nil {
		return nil, err
	}
	schema := t.draft
	if complete {
		schema = t.complete
	}
	// The library reads numbers as json.Number: go through JSON once.
	doc, err := json.Marshal(out)
	if err != nil {
		return nil, err
	}
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(doc))
	if err != nil {
		return nil, err
	}
	if err := schema.Validate(v); err != nil {
		t.responseErrors(&es, field, err)
		if es.Err() == nil {
			es.Add(field, "The response does not match the template.")
		}
		return nil, es.Err()
	}
	return out, nil
}

// responseErrors names each field of a failed validation once.
func (t *Template) responseErrors(es *Errors, field string, err error) {
	var ve *jsonschema.ValidationError
	if !errors.As(err, &ve) {
		es.Add(field, "The response does not match the template.")
		return
	}
	seen := map[string]bool{}
	add := func(key, msg string) {
		if !seen[key] {
			seen[key] = true
			es.Add(field+"."+key, "%s", msg)
		}
	}
	var walk func(*jsonschema.ValidationError)
	walk = func(e *jsonschema.ValidationError) {
		switch k := e.ErrorKind.(type) {
		case *kind.Required:
			for _, m := range k.Missing {
				add(m, "This field is required.")
			}
			return
		}
		if len(e.Causes) == 0 && len(e.InstanceLocation) > 0 {
			add(e.InstanceLocation[0], t.kindMessage(e.InstanceLocation[0]))
			return
		}
		for _, c := range e.Causes {
			walk(c)
		}
	}
	walk(ve)
}

// kindMessage says what a field of the template takes.
func (t *Template) kindMessage(key string) string {
	for _, f := range t.Fields {
		if f.Key != key {
			continue
		}
		switch f.Kind {
		case KindSingleChoice:
			return "Choose one of the options."
		case KindMultipleChoice:
			return "Choose among the options, each at most once."
		}
		return "Enter text."
	}
	return "This field is not in the template."
}
