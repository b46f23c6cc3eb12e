import { Paper, Stack, Text } from '@mantine/core';
import { fieldsOf } from './templateModel';

interface Props {
  submission: { response: Record<string, unknown>; template: { schema: Record<string, unknown> } };
}

/** A team's response, read-only: each answered field of the template under its label, in form order. */
export function SubmissionResponse({ submission }: Props) {
  const answered = fieldsOf(submission.template.schema)
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
              {Array.isArray(value) ? value.join(', ') : String(value)}
            </Text>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
