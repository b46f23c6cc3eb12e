import { Autocomplete, ColorInput, Select, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import { fieldErrors } from '../../lib/apollo/fieldErrors';
import { notify } from '../../lib/notify';
import { FormModal } from '../../components/FormModal';
import type { Item, StatusGroup } from './ledgerModel';
import { CreateLedgerItemMutation, CreateLedgerStatusGroupMutation, CreateLedgerStatusMutation, CreateLedgerTagMutation } from './operations';

// The forms that add to a ledger: an item, a tag, a status.

const refetch = { refetchQueries: ['Ledger'], awaitRefetchQueries: true };
const required = (v: string) => (v.trim() ? null : 'This field is required.');

/** Shows the server's field errors under the fields, anything else as a notice. */
function showFailure(failure: unknown, setErrors: (errors: Record<string, string>) => void) {
  const errors = fieldErrors(failure);
  if (Object.keys(errors).length > 0) setErrors(errors);
  else notify(failure instanceof Error ? failure.message : 'Something went wrong.', 'danger');
}

/** Adds an item, at the top of the tree or under another item. */
export function ItemModal({ ledgerId, items, onClose }: { ledgerId: string; items: Item[]; onClose: () => void }) {
  const form = useForm({ initialValues: { name: '', description: '', parentId: '' }, validate: { name: required } });
  const [create] = useMutation(CreateLedgerItemMutation, refetch);
  const submit = form.onSubmit(async ({ name, description, parentId }) => {
    try {
      await create({ variables: { input: { ledgerId, name: name.trim(), description, parentId: parentId || null } } });
      notify(`${name.trim()} added`, 'success');
      onClose();
    } catch (failure) {
      showFailure(failure, form.setErrors);
    }
  });
  return (
    <FormModal title="Add an item" submitLabel="Add" submitting={form.submitting} onSubmit={submit} onClose={onClose}>
      <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
      <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
      <Select label="Parent" placeholder="None: a top-level item" clearable searchable data={items.map((i) => ({ value: i.id, label: i.name }))} {...form.getInputProps('parentId')} />
    </FormModal>
  );
}

const SWATCHES = ['#1c7ed6', '#2f9e44', '#e03131', '#f08c00', '#7048e8', '#0c8599', '#c2255c', '#495057'];

/** Adds a tag with its color. */
export function TagModal({ ledgerId, onClose }: { ledgerId: string; onClose: () => void }) {
  const form = useForm({ initialValues: { name: '', color: SWATCHES[0] }, validate: { name: required } });
  const [create] = useMutation(CreateLedgerTagMutation, refetch);
  const submit = form.onSubmit(async ({ name, color }) => {
    try {
      await create({ variables: { input: { ledgerId, name: name.trim(), color } } });
      notify(`Tag ${name.trim()} added`, 'success');
      onClose();
    } catch (failure) {
      showFailure(failure, form.setErrors);
    }
  });
  return (
    <FormModal title="Add a tag" submitLabel="Add" submitting={form.submitting} onSubmit={submit} onClose={onClose}>
      <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
      <ColorInput
        label="Color"
        format="hex"
        swatches={SWATCHES}
        eyeDropperButtonProps={{ 'aria-label': 'Pick a color from the screen' }}
        {...form.getInputProps('color')}
      />
    </FormModal>
  );
}

/** Adds a status to a group of the ledger; a new group name creates the group. */
export function StatusModal({ ledgerId, groups, onClose }: { ledgerId: string; groups: StatusGroup[]; onClose: () => void }) {
  const form = useForm({ initialValues: { name: '', group: groups[0]?.name ?? '' }, validate: { name: required, group: required } });
  const [createGroup] = useMutation(CreateLedgerStatusGroupMutation);
  const [create] = useMutation(CreateLedgerStatusMutation, refetch);
  const submit = form.onSubmit(async ({ name, group }) => {
    try {
      let statusGroupId = groups.find((g) => g.name === group.trim())?.id;
      if (!statusGroupId) {
        const { data } = await createGroup({ variables: { input: { ledgerId, name: group.trim() } } });
        statusGroupId = data?.createLedgerStatusGroup.statusGroup.id;
      }
      await create({ variables: { input: { ledgerId, name: name.trim(), statusGroupId } } });
      notify(`Status ${name.trim()} added`, 'success');
      onClose();
    } catch (failure) {
      showFailure(failure, form.setErrors);
    }
  });
  return (
    <FormModal title="Add a status" submitLabel="Add" submitting={form.submitting} onSubmit={submit} onClose={onClose}>
      <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
      <Autocomplete
        label="Status group"
        description="Pick a group or type a new one."
        required
        data={groups.map((g) => g.name)}
        {...form.getInputProps('group')}
      />
    </FormModal>
  );
}
