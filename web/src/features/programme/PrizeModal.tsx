import { NumberInput, Switch, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import type { PrizeFieldsFragment } from '../../gql/graphql';
import { fieldErrors } from '../../lib/apollo/fieldErrors';
import { notify } from '../../lib/notify';
import { FormModal } from '../../components/FormModal';
import { CreatePrizeMutation, UpdatePrizeMutation } from './operations';

interface PrizeValues {
  name: string;
  description: string;
  position: number | string;
  active: boolean;
}

/** Adds a prize (placed after the others unless a position is given) or edits one. */
export function PrizeModal({ hackathonId, prize, onClose }: { hackathonId: string; prize: PrizeFieldsFragment | null; onClose: () => void }) {
  const form = useForm<PrizeValues>({
    initialValues: { name: prize?.name ?? '', description: prize?.description ?? '', position: prize?.position ?? '', active: prize?.active ?? true },
    validate: { position: (p) => (p !== '' && Number(p) < 1 ? 'The position is 1 or more (1st, 2nd...).' : null) },
  });
  const [create] = useMutation(CreatePrizeMutation, { refetchQueries: ['Prizes'] });
  const [update] = useMutation(UpdatePrizeMutation, { refetchQueries: ['Prizes'] });

  const submit = form.onSubmit(async ({ name, description, position, active }) => {
    const fields = { name: name.trim(), description: description.trim(), position: position === '' ? null : Number(position), active };
    try {
      if (prize) await update({ variables: { input: { id: prize.id, ...fields } } });
      else await create({ variables: { input: { hackathonId, ...fields } } });
      notify(prize ? 'Prize saved' : 'Prize added', 'success');
      onClose();
    } catch (failure) {
      form.setErrors(fieldErrors(failure));
    }
  });

  return (
    <FormModal title={prize ? `Edit ${prize.name || 'prize'}` : 'Add a prize'} submitLabel={prize ? 'Save' : 'Add'} submitting={form.submitting} onSubmit={submit} onClose={onClose}>
      <TextInput label="Name" placeholder="e.g. Grand prize" {...form.getInputProps('name')} />
      <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
      <NumberInput label="Position" description="1 for the first prize; empty places it after the others." min={1} allowDecimal={false} {...form.getInputProps('position')} />
      <Switch label="Active" {...form.getInputProps('active', { type: 'checkbox' })} />
    </FormModal>
  );
}
