import { ActionIcon, Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { SectionCard } from '../../components/SectionCard';
import type { TeamDetailFragment } from '../../gql/graphql';
import { fieldErrors } from '../../lib/apollo/fieldErrors';
import { normalizeUrl, urlError } from '../../lib/urlRule';
import { AddTeamResourceMutation, RemoveTeamResourceMutation, UpdateTeamResourceMutation } from './operations';

type Resource = TeamDetailFragment['resources'][number];
type ResourceValues = { name: string; url: string };

/** A resource's name and URL, checked as the server checks them; send() gets them trimmed and normalised, and the form empties after it. */
function useResourceForm(initialValues: ResourceValues, send: (values: ResourceValues) => Promise<unknown>) {
  const form = useForm({
    initialValues,
    validate: {
      name: (v) => (v.trim() ? null : 'This field is required.'),
      url: (v) => (v.trim() ? urlError(v) : 'This field is required.'),
    },
  });
  const submit = form.onSubmit(async ({ name, url }) => {
    try {
      await send({ name: name.trim(), url: normalizeUrl(url) });
      form.reset();
    } catch (failure) {
      form.setErrors(fieldErrors(failure));
    }
  });
  return { form, submit };
}

function ResourceFields({ form }: { form: ReturnType<typeof useResourceForm>['form'] }) {
  return (
    <>
      <TextInput label="Name" required {...form.getInputProps('name')} />
      <TextInput label="URL" required placeholder="www.example.com" {...form.getInputProps('url')} />
    </>
  );
}

/** The team's links: its members and the organizers add, edit and remove them. */
export function TeamResources({ team }: { team: TeamDetailFragment }) {
  const [add] = useMutation(AddTeamResourceMutation, { refetchQueries: ['Team'] });
  const [remove] = useMutation(RemoveTeamResourceMutation);
  const [editing, setEditing] = useState<Resource | null>(null);
  const { form, submit } = useResourceForm({ name: '', url: '' }, (input) => add({ variables: { input: { teamId: team.id, ...input } } }));
  return (
    <SectionCard title="Resources">
      <Stack gap="xs" mb="md">
        {team.resources.length === 0 && <Text c="dimmed">No resources yet.</Text>}
        {team.resources.map((r) => (
          <Group key={r.id} justify="space-between" wrap="nowrap">
            <Anchor href={r.url} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
              {r.name}
            </Anchor>
            <Group gap={4} wrap="nowrap">
              <ActionIcon variant="subtle" aria-label={`Edit ${r.name}`} onClick={() => setEditing(r)}>
                <IconPencil size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${r.name}`}
                onClick={() => void remove({ variables: { input: { resourceId: r.id } } }).catch(() => undefined)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Group>
        ))}
      </Stack>
      <form onSubmit={submit} noValidate aria-label="Add a resource">
        <Stack gap="xs">
          <ResourceFields form={form} />
          <Button type="submit" variant="light" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
            Add resource
          </Button>
        </Stack>
      </form>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title="Edit resource" centered>
        {editing && <EditResourceForm resource={editing} onDone={() => setEditing(null)} />}
      </Modal>
    </SectionCard>
  );
}

function EditResourceForm({ resource, onDone }: { resource: Resource; onDone: () => void }) {
  const [update] = useMutation(UpdateTeamResourceMutation);
  const { form, submit } = useResourceForm({ name: resource.name, url: resource.url }, async (input) => {
    await update({ variables: { input: { id: resource.id, ...input } } });
    onDone();
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Edit resource">
      <Stack gap="xs">
        <ResourceFields form={form} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={form.submitting}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
