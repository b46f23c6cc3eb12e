import { Button, Card, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useState } from 'react';
import { fieldErrors } from '../lib/apollo/fieldErrors';
import { ErrorAlert } from './ErrorAlert';

const sameName = (typed: string, name: string) => typed.trim().toLowerCase() === name.trim().toLowerCase();

interface DeleteByNameCardProps {
  /** What is deleted, in lower case: "hackathon", "organization". */
  noun: string;
  name: string;
  /** What goes with it, said on the card and again in the dialog. */
  fate: string;
  /** Deletes it (and moves on); throws the server's refusal. */
  onDelete: (confirmName: string) => Promise<void>;
}

/**
 * A page's danger zone: a red card whose button opens a dialog where the
 * name is typed to confirm. A refusal naming the field shows under it; any
 * other (the server's CONFLICT) shows above the field.
 */
export function DeleteByNameCard({ noun, name, fate, onDelete }: DeleteByNameCardProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const form = useForm({ initialValues: { confirmName: '' } });
  const [refusal, setRefusal] = useState<string | null>(null);
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);

  const submit = form.onSubmit(async ({ confirmName }) => {
    setRefusal(null);
    try {
      await onDelete(confirmName);
    } catch (failure) {
      const fields = fieldErrors(failure);
      form.setErrors(fields);
      if (Object.keys(fields).length === 0) {
        setRefusal(CombinedGraphQLErrors.is(failure) ? (failure.errors[0]?.message ?? null) : 'Something went wrong, please try again.');
      }
    }
  });

  return (
    <Card withBorder padding="lg" style={{ borderColor: 'var(--mantine-color-red-4)' }} component="section" aria-label={`Delete this ${noun}`}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 260px' }}>
          <Title order={4}>Delete this {noun}</Title>
          <Text size="sm" c="dimmed">
            {fate}
          </Text>
        </Stack>
        <Button color="red" variant="light" onClick={open}>
          Delete {noun}
        </Button>
      </Group>
      <Modal opened={opened} onClose={close} title={`Delete ${name}?`} centered>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">{fate}</Text>
            <Text size="sm">
              This cannot be undone. Type <b>{name}</b> to confirm.
            </Text>
            <ErrorAlert messages={refusal ? [refusal] : []} />
            <TextInput label={`${Noun} name`} data-autofocus {...form.getInputProps('confirmName')} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" color="red" loading={form.submitting} disabled={!sameName(form.values.confirmName, name)}>
                Delete {noun}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Card>
  );
}
