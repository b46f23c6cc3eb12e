import { Paper, Stack, Text } from '@mantine/core';
import { fieldsOf } from './templateModel';

const shown = (value: unknown): string =>
  Array.isArray(value) ? value.map(shown).join(', ') : typeof value === 'string' ? value : JSON.stringify(value);

interface Props {
  submission: { response: Record<string, unknown>; template: { schema: Record<string, unknown> } };
}

/**
 * A team's response, read-only: each answered field under its label, in form
 * order; answers to fields the template no longer has follow under their keys.
 */
export function SubmissionResponse({ submission }: Props) {
  const fields = fieldsOf(submission.template.schema).map(({ key, label }) => ({ key, label }));
  const known = new Set(fields.map((field) => field.key));
  const answered = [...fields, ...Object.keys(submission.response).filter((key) => !known.has(key)).map((key) => ({ key, label: key }))]
    .map((field) => ({ field, value: submission.response[field.key] }))
    .filter(({ value }) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0));
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        {answered.length === 0 && <Text c="dimmed">The response is empty.</Text>}
        {answered.map(({ field, value }) => (
          <div key={field.key}>
            <Text size="sm" fw={600}>
              {field.label}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {shown(value)}
            </Text>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
