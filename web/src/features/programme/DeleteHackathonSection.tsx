import { Button, Card, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useDisclosure } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { fieldErrors } from '../../lib/apollo/fieldErrors';
import { notify } from '../../lib/notify';
import { session } from '../../lib/session/store';
import { DeleteHackathonMutation, ProgrammeHackathonQuery } from './operations';

const sameName = (typed: string, name: string) => typed.trim().toLowerCase() === name.trim().toLowerCase();

/** The settings page's danger zone: the creator (viewerCan.delete) deletes the hackathon after typing its name. */
export function DeleteHackathonSection({ id }: { id: string }) {
  const { data } = useQuery(ProgrammeHackathonQuery, { variables: { id } });
  const hackathon = data?.hackathon;
  if (!hackathon?.viewerCan.delete) return null;
  return <DeleteHackathon id={id} name={hackathon.name} />;
}

function DeleteHackathon({ id, name }: { id: string; name: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const client = useApolloClient();
  const [deleteHackathon] = useMutation(DeleteHackathonMutation);
  const form = useForm({ initialValues: { confirmName: '' } });

  const submit = form.onSubmit(async ({ confirmName }) => {
    try {
      await deleteHackathon({ variables: { input: { id, confirmName } } });
    } catch (failure) {
      form.setErrors(fieldErrors(failure));
      return;
    }
    if (session.get().activeHackathon?.id === id) session.setActiveHackathon(null);
    client.cache.evict({ id: client.cache.identify({ __typename: 'Hackathon', id }) });
    client.cache.gc();
    notify(`${name} was deleted`, 'success');
    await navigate('/hackathon/mine', { replace: true });
  });

  return (
    <Card withBorder padding="lg" mt="xl" style={{ borderColor: 'var(--mantine-color-red-4)' }}>
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={4}>
          <Title order={4}>Delete this hackathon</Title>
          <Text size="sm" c="dimmed">
            Its schedule, prizes, goals, resources, people and invitations go with it. Everyone taking part is told.
          </Text>
        </Stack>
        <Button color="red" variant="light" onClick={open}>
          Delete hackathon
        </Button>
      </Group>
      <Modal opened={opened} onClose={close} title={`Delete ${name}?`} centered>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              This cannot be undone. Type <b>{name}</b> to confirm.
            </Text>
            <TextInput label="Hackathon name" data-autofocus {...form.getInputProps('confirmName')} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" color="red" loading={form.submitting} disabled={!sameName(form.values.confirmName, name)}>
                Delete hackathon
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Card>
  );
}
