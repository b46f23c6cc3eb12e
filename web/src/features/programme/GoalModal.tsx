import { TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import type { GoalFieldsFragment } from '../../gql/graphql';
import { fieldErrors } from '../../lib/apollo/fieldErrors';
import { notify } from '../../lib/notify';
import { FormModal } from '../../components/FormModal';
import { CreateGoalMutation, UpdateGoalMutation } from './operations';

/** Adds a goal (after the others) or edits one. */
export function GoalModal({ hackathonId, goal, onClose }: { hackathonId: string; goal: GoalFieldsFragment | null; onClose: () => void }) {
  const form = useForm({
    initialValues: { name: goal?.name ?? '', description: goal?.description ?? '' },
    validate: { name: (v: string) => (v.trim() ? null : 'This field is required.') },
  });
  const [create] = useMutation(CreateGoalMutation, { refetchQueries: ['Goals'] });
  const [update] = useMutation(UpdateGoalMutation);

  const submit = form.onSubmit(async ({ name, description }) => {
    const fields = { name: name.trim(), description: description.trim() };
    try {
      if (goal) await update({ variables: { input: { id: goal.id, ...fields } } });
      else await create({ variables: { input: { hackathonId, ...fields } } });
      notify(goal ? 'Goal saved' : 'Goal added', 'success');
      onClose();
    } catch (failure) {
      form.setErrors(fieldErrors(failure));
    }
  });

  return (
    <FormModal title={goal ? `Edit ${goal.name}` : 'Add a goal'} submitLabel={goal ? 'Save' : 'Add'} submitting={form.submitting} onSubmit={submit} onClose={onClose}>
      <TextInput label="Name" required {...form.getInputProps('name')} />
      <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
    </FormModal>
  );
}
