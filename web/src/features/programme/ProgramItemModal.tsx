import { ActionIcon, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import { IconPlus, IconX } from '@tabler/icons-react';
import type { ProgrammeHackathonFragment, ProgramItemFieldsFragment } from '../../gql/graphql';
import { fieldErrors } from '../../lib/apollo/fieldErrors';
import { notify } from '../../lib/notify';
import { ZonedDateTimeInput } from '../../components/ZonedDateTimeInput';
import { CreateProgramItemMutation, UpdateProgramItemMutation } from './operations';
import { programItemErrors, programItemInput, programItemValues, type ProgramItemValues } from './programItemForm';
import { formatDateTime } from '../../lib/dates';

interface ProgramItemModalProps {
  hackathon: ProgrammeHackathonFragment;
  /** The item to edit; null adds one. */
  item: ProgramItemFieldsFragment | null;
  onClose: () => void;
}

/** Adds or edits a programme item; times are entered in the hackathon's time zone. */
export function ProgramItemModal({ hackathon, item, onClose }: ProgramItemModalProps) {
  const zone = hackathon.timeZone;
  const form = useForm<ProgramItemValues>({
    initialValues: programItemValues(hackathon, item),
    validate: (values) => programItemErrors(values, zone),
  });
  const [create] = useMutation(CreateProgramItemMutation, { refetchQueries: ['Schedule'] });
  const [update] = useMutation(UpdateProgramItemMutation);

  const submit = form.onSubmit(async (values) => {
    const fields = programItemInput(values, zone);
    try {
      if (item) await update({ variables: { input: { id: item.id, ...fields } } });
      else await create({ variables: { input: { hackathonId: hackathon.id, ...fields } } });
      notify(item ? 'Programme item saved' : 'Programme item added', 'success');
      onClose();
    } catch (failure) {
      form.setErrors(fieldErrors(failure));
    }
  });

  const dates = `${formatDateTime(hackathon.startDatetime, zone)} to ${formatDateTime(hackathon.endDatetime, zone)}`;
  return (
    <Modal opened onClose={onClose} title={item ? `Edit ${item.name}` : 'Add a programme item'} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Name" required {...form.getInputProps('name')} />
          <Textarea label="Description" required autosize minRows={2} {...form.getInputProps('description')} />
          <Text size="sm" c="dimmed">
            Within the hackathon’s dates: {dates}.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ZonedDateTimeInput label="Starts" required zone={zone} {...form.getInputProps('startTime')} />
            <ZonedDateTimeInput label="Ends" required zone={zone} {...form.getInputProps('endTime')} />
          </SimpleGrid>
          <Text fw={500} size="sm">
            Links
          </Text>
          {form.values.links.map((_, i) => (
            <Group key={i} align="flex-start" wrap="nowrap">
              <TextInput aria-label={`Link ${i + 1} name`} placeholder="Name, e.g. Slides" style={{ flex: 1 }} {...form.getInputProps(`links.${i}.name`)} />
              <TextInput aria-label={`Link ${i + 1} URL`} placeholder="www.example.com" style={{ flex: 2 }} {...form.getInputProps(`links.${i}.url`)} />
              <ActionIcon variant="subtle" color="gray" mt={6} aria-label={`Remove link ${i + 1}`} onClick={() => form.removeListItem('links', i)}>
                <IconX size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Group justify="space-between" mt="sm">
            <Button variant="subtle" leftSection={<IconPlus size={16} />} onClick={() => form.insertListItem('links', { name: '', url: '' })}>
              Add a link
            </Button>
            <Group>
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={form.submitting}>
                {item ? 'Save' : 'Add'}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
