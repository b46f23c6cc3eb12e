import { Paper, Stack, Text } from '@mantine/core';

/** A team's response (JSON text), read-only: one labelled value per field. */
export function ResponseView({ response }: { response: string }) {
  let fields: [string, unknown][] = [];
  try {
    const parsed: unknown = JSON.parse(response);
    if (parsed && typeof parsed === 'object') fields = Object.entries(parsed);
  } catch {
    fields = [];
  }
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        {fields.length === 0 && <Text c="dimmed">The response is empty.</Text>}
        {fields.map(([key, value]) => (
          <div key={key}>
            <Text size="sm" fw={600}>
              {key}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : JSON.stringify(value)}
            </Text>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
