import { Button, Card, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useDisclosure } from '@mantine/hooks';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../components/ErrorAlert';
import { fieldErrors } from '../../lib/apollo/fieldErrors';
import { notify } from '../../lib/notify';
import { ORGANIZATION_KEY, rememberOrganization } from './currentOrganization';
import { DeleteOrganizationMutation, MyOrganizationsQuery } from './operations';

const sameName = (typed: string, name: string) => typed.trim().toLowerCase() === name.trim().toLowerCase();

/** What happens to the organization's things, said before the deletion and kept by the server. */
export const DELETION_FATE =
  'Its members, invitations and innovation ledgers are deleted with it. An organization that still hosts hackathons, finished ones included, cannot be deleted: delete them first.';

/** The danger zone of the organization's page, for its creator and owners (viewerCan.delete): deletes it after its name is typed. */
export function DeleteOrganizationSection({ id, name }: { id: string; name: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const client = useApolloClient();
  const [deleteOrganization] = useMutation(DeleteOrganizationMutation, { context: { silent: true } });
  const form = useForm({ initialValues: { confirmName: '' } });
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = form.onSubmit(async ({ confirmName }) => {
    setRefusal(null);
    try {
      await deleteOrganization({ variables: { input: { id, confirmName } } });
    } catch (failure) {
      const fields = fieldErrors(failure);
      form.setErrors(fields);
      if (Object.keys(fields).length === 0) {
        setRefusal(CombinedGraphQLErrors.is(failure) ? (failure.errors[0]?.message ?? null) : 'Something went wrong, please try again.');
      }
      return;
    }
    if (window.localStorage.getItem(ORGANIZATION_KEY) === id) rememberOrganization(null);
    client.cache.evict({ id: client.cache.identify({ __typename: 'Organization', id }) });
    client.cache.gc();
    await client.refetchQueries({ include: [MyOrganizationsQuery] });
    notify(`${name} was deleted`, 'success');
    await navigate('/organization', { replace: true });
  });

  return (
    <Card withBorder padding="lg" style={{ borderColor: 'var(--mantine-color-red-4)' }} component="section" aria-label="Delete this organization">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 260px' }}>
          <Title order={4}>Delete this organization</Title>
          <Text size="sm" c="dimmed">
            {DELETION_FATE}
          </Text>
        </Stack>
        <Button color="red" variant="light" onClick={open}>
          Delete organization
        </Button>
      </Group>
      <Modal opened={opened} onClose={close} title={`Delete ${name}?`} centered>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">{DELETION_FATE}</Text>
            <Text size="sm">
              This cannot be undone. Type <b>{name}</b> to confirm.
            </Text>
            <ErrorAlert messages={refusal ? [refusal] : []} />
            <TextInput label="Organization name" data-autofocus {...form.getInputProps('confirmName')} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" color="red" loading={form.submitting} disabled={!sameName(form.values.confirmName, name)}>
                Delete organization
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Card>
  );
}
