import { describe, expect, it } from 'vitest';
import { fieldProblem, fieldsOf, formOf, newKey, responseErrors, schemaOf, type TemplateField } from './templateModel';

const fields: TemplateField[] = [
  { key: 'summary', kind: 'shortText', label: ' Summary ', required: true, help: 'One line', choices: [] },
  { key: 'stack', kind: 'multipleChoice', label: 'Stack', required: false, help: '', choices: ['Go', ' ', 'React'] },
  { key: 'track', kind: 'singleChoice', label: 'Track', required: false, help: '', choices: ['AI'] },
];

describe('templateModel', () => {
  it('writes the subset the server accepts and reads it back in order', () => {
    const schema = schemaOf(fields);
    expect(schema['x-order']).toEqual(['summary', 'stack', 'track']);
    expect(schema.required).toEqual(['summary']);
    expect(schema.additionalProperties).toBe(false);
    expect((schema.properties as Record<string, unknown>).stack).toEqual({
      type: 'array',
      title: 'Stack',
      'x-kind': 'multipleChoice',
      uniqueItems: true,
      items: { type: 'string', enum: ['Go', 'React'] },
    });
    const back = fieldsOf(schema);
    expect(back.map((f) => f.key)).toEqual(['summary', 'stack', 'track']);
    expect(back[0]).toEqual({ key: 'summary', kind: 'shortText', label: 'Summary', required: true, help: 'One line', choices: [] });
    expect(back[1].choices).toEqual(['Go', 'React']);
  });

  it('renders long text as a textarea and multiple choice as checkboxes, without x- keywords', () => {
    const { schema, uiSchema } = formOf(schemaOf([...fields, { key: 'about', kind: 'longText', label: 'About', required: false, help: '', choices: [] }]));
    expect(uiSchema['ui:order']).toEqual(['summary', 'stack', 'track', 'about']);
    expect(uiSchema.about).toEqual({ 'ui:widget': 'textarea' });
    expect(uiSchema.stack).toEqual({ 'ui:widget': 'checkboxes' });
    expect(JSON.stringify(schema)).not.toContain('x-');
  });

  it('finds a free key and problems before saving', () => {
    expect(newKey(fields)).toBe('field4');
    expect(newKey([{ ...fields[0], key: 'field2' }])).toBe('field3');
    expect(fieldProblem({ ...fields[0], label: ' ' })).toBe('Give the field a label.');
    expect(fieldProblem({ ...fields[2], choices: [' '] })).toBe('Add at least one option.');
    expect(fieldProblem(fields[0])).toBeNull();
  });

  it('maps response.<key> errors to the form fields', () => {
    expect(responseErrors({ 'response.repo': 'Bad URL', teamId: 'x' })).toEqual({ repo: { __errors: ['Bad URL'] } });
  });
});
