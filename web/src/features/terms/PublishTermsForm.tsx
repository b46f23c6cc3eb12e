import { Button, Card, Group, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import { fieldErrors } from '../../lib/apollo/fieldErrors';
import { notify } from '../../lib/notify';
import { PublishTermsMutation } from './operations';

const required = (v: string) => (v.trim() ? null : 'This field is required.');

/**
 * Publishes a new version: a label and HTML, previewed in a sandboxed frame
 * (no scripts run there); the server sanitises what is stored. A published
 * version cannot be changed, so the form says so.
 */
export function PublishTermsForm({ hackathonId }: { hackathonId: string }) {
  const form = useForm({ initialValues: { version: '', contentHtml: '' }, validate: { version: required, contentHtml: required } });
  const [publish] = useMutation(PublishTermsMutation, { refetchQueries: ['TermsPage', 'TermsVersions'], awaitRefetchQueries: true });

  const submit = form.onSubmit(async ({ version, contentHtml }) => {
    try {
      await publish({ variables: { input: { hackathonId, version: version.trim(), contentHtml } } });
      notify(`Version ${version.trim()} published`, 'success');
      form.reset();
    } catch (failure) {
      form.setErrors(fieldErrors(failure));
    }
  });

  return (
    <Card withBorder padding="lg">
      <Title order={3} mb={4}>
        Publish a new version
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        A published version cannot be edited. Participants are asked to accept the newest one.
      </Text>
      <form onSubmit={submit}>
        <Stack>
          <TextInput label="Version" placeholder="e.g. 1.0" required maw={240} {...form.getInputProps('version')} />
          <Textarea label="Terms (HTML)" required autosize minRows={8} maxRows={20} {...form.getInputProps('contentHtml')} />
          {form.values.contentHtml.trim() && (
            <div>
              <Text size="sm" fw={500} mb={4}>
                Preview
              </Text>
              <iframe
                title="Preview"
                sandbox=""
                srcDoc={form.values.contentHtml}
                style={{ width: '100%', minHeight: 200, border: '1px solid var(--mantine-color-default-border)' }}
              />
            </div>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={form.submitting}>
              Publish
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
