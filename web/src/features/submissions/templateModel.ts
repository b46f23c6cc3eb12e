// The submission template subset (docs/decisions.md, Submissions): the form
// editor works on a list of fields and writes the JSON schema the server
// checks; the team's page turns the schema into what @rjsf renders.

export type FieldKind = 'shortText' | 'longText' | 'url' | 'repositoryUrl' | 'videoUrl' | 'singleChoice' | 'multipleChoice';

export const FIELD_KINDS: { value: FieldKind; label: string }[] = [
  { value: 'shortText', label: 'Short text' },
  { value: 'longText', label: 'Long text' },
  { value: 'url', label: 'URL' },
  { value: 'repositoryUrl', label: 'Repository URL' },
  { value: 'videoUrl', label: 'Video URL' },
  { value: 'singleChoice', label: 'Single choice' },
  { value: 'multipleChoice', label: 'Multiple choice' },
];

export interface TemplateField {
  key: string;
  kind: FieldKind;
  label: string;
  required: boolean;
  help: string;
  choices: string[];
}

type Schema = Record<string, unknown>;
type Property = { title?: string; description?: string; 'x-kind'?: FieldKind; enum?: string[]; items?: { enum?: string[] } };

const isChoice = (kind: FieldKind) => kind === 'singleChoice' || kind === 'multipleChoice';

/** The fields of a stored template, in form order. */
export function fieldsOf(schema: Schema): TemplateField[] {
  const properties = (schema.properties ?? {}) as Record<string, Property>;
  const order = (schema['x-order'] as string[] | undefined) ?? Object.keys(properties);
  const required = (schema.required as string[] | undefined) ?? [];
  return order
    .filter((key) => key in properties)
    .map((key) => {
      const p = properties[key];
      const kind = p['x-kind'] ?? 'shortText';
      return {
        key,
        kind,
        label: p.title ?? key,
        required: required.includes(key),
        help: p.description ?? '',
        choices: (kind === 'multipleChoice' ? p.items?.enum : p.enum) ?? [],
      };
    });
}

/** A key for a new field, unlike the others. */
export function newKey(fields: TemplateField[]): string {
  let n = fields.length + 1;
  while (fields.some((f) => f.key === `field${n}`)) n++;
  return `field${n}`;
}

/** The template the server stores for the fields. */
export function schemaOf(fields: TemplateField[]): Schema {
  const properties: Record<string, Schema> = {};
  for (const f of fields) {
    const base: Schema = { title: f.label.trim(), 'x-kind': f.kind };
    if (f.help.trim()) base.description = f.help.trim();
    const choices = f.choices.map((c) => c.trim()).filter(Boolean);
    if (f.kind === 'multipleChoice') {
      properties[f.key] = { type: 'array', ...base, uniqueItems: true, items: { type: 'string', enum: choices } };
    } else if (f.kind === 'singleChoice') {
      properties[f.key] = { type: 'string', ...base, enum: choices };
    } else {
      properties[f.key] = { type: 'string', ...base };
    }
  }
  return {
    type: 'object',
    additionalProperties: false,
    properties,
    required: fields.filter((f) => f.required).map((f) => f.key),
    'x-order': fields.map((f) => f.key),
  };
}

/** The schema and uiSchema @rjsf renders: the x- keywords become ui options. */
export function formOf(schema: Schema): { schema: Schema; uiSchema: Record<string, unknown> } {
  const fields = fieldsOf(schema);
  const properties: Record<string, Schema> = {};
  const uiSchema: Record<string, unknown> = { 'ui:order': fields.map((f) => f.key) };
  for (const f of fields) {
    const p: Schema = { type: 'string', title: f.label };
    if (f.help) p.description = f.help;
    if (f.kind === 'singleChoice') p.enum = f.choices;
    if (f.kind === 'multipleChoice') {
      p.type = 'array';
      p.uniqueItems = true;
      p.items = { type: 'string', enum: f.choices };
      uiSchema[f.key] = { 'ui:widget': 'checkboxes' };
    }
    if (f.kind === 'longText') uiSchema[f.key] = { 'ui:widget': 'textarea' };
    properties[f.key] = p;
  }
  return { schema: { type: 'object', properties, required: fields.filter((f) => f.required).map((f) => f.key) }, uiSchema };
}

/** A problem with a field before saving, or null. */
export function fieldProblem(f: TemplateField): string | null {
  if (!f.label.trim()) return 'Give the field a label.';
  if (isChoice(f.kind) && f.choices.filter((c) => c.trim()).length === 0) return 'Add at least one option.';
  return null;
}

/** The server's errors on response.<key>, as @rjsf's extraErrors. */
export function responseErrors(fields: Record<string, string>): Record<string, { __errors: string[] }> {
  const out: Record<string, { __errors: string[] }> = {};
  for (const [field, message] of Object.entries(fields)) {
    if (field.startsWith('response.')) out[field.slice('response.'.length)] = { __errors: [message] };
  }
  return out;
}
