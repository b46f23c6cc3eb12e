import { NumberInput, Select, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ConfirmModal';
import type { CriterionFieldsFragment, JudgingCriteriaType } from '../../gql/graphql';
import { fieldErrors } from '../../lib/apollo/fieldErrors';
import { notify } from '../../lib/notify';
import { FormModal } from '../../components/FormModal';
import { confirmNeeded } from './confirmNeeded';
import { CreateJudgingCriterionMutation, UpdateJudgingCriterionMutation } from './operations';

const TYPES: { value: JudgingCriteriaType; label: string }[] = [
  { value: 'SCORE', label: 'Score' },
  { value: 'RATING', label: 'Rating (stars)' },
];

interface CriterionModalProps {
  hackathonId: string;
  criterion: CriterionFieldsFragment | null;
  onClose: () => void;
}

/** Adds a criterion (after the others) or edits one; once scoring started, the server asks to confirm. */
export function CriterionModal({ hackathonId, criterion, onClose }: CriterionModalProps) {
  const form = useForm({
    initialValues: {
      name: criterion?.name ?? '',
      description: criterion?.description ?? '',
      maxScore: criterion?.maxScore ?? 10,
      type: criterion?.type ?? ('SCORE'),
    },
    validate: {
      name: (v: string) => (v.trim() ? null : 'This field is required.'),
      maxScore: (v: number | string) => (Number.isInteger(Number(v)) && Number(v) >= 1 ? null : 'At least 1.'),
    },
  });
  const [create] = useMutation(CreateJudgingCriterionMutation, { refetchQueries: ['JudgingCriteria'] });
  const [update] = useMutation(UpdateJudgingCriterionMutation, { refetchQueries: ['JudgingCriteria'] });
  const [asking, setAsking] = useState<string | null>(null);

  const save = async (confirm: boolean) => {
    const { name, description, maxScore, type } = form.getValues();
    const fields = { name: name.trim(), description: description.trim(), maxScore: Number(maxScore), type };
    try {
      if (criterion) await update({ variables: { input: { id: criterion.id, criterion: fields, confirm } } });
      else await create({ variables: { input: { hackathonId, criterion: fields } } });
      notify(criterion ? 'Criterion saved' : 'Criterion added', 'success');
      onClose();
    } catch (failure) {
      const question = confirmNeeded(failure);
      if (question) setAsking(question);
      else form.setErrors(Object.fromEntries(Object.entries(fieldErrors(failure)).map(([k, v]) => [k.replace(/^criterion\./, ''), v])));
    }
  };

  return (
    <>
      <FormModal
        title={criterion ? `Edit ${criterion.name}` : 'Add a criterion'}
        submitLabel={criterion ? 'Save' : 'Add'}
        submitting={form.submitting}
        onSubmit={form.onSubmit(() => save(false))}
        onClose={onClose}
      >
        <TextInput label="Name" required {...form.getInputProps('name')} />
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
        <NumberInput label="Maximum score" required min={1} max={1000} allowDecimal={false} {...form.getInputProps('maxScore')} />
        <Select label="Type" data={TYPES} allowDeselect={false} {...form.getInputProps('type')} />
      </FormModal>
      <ConfirmModal
        opened={asking !== null}
        title="Judges have started scoring"
        confirmLabel="Change anyway"
        danger
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          void save(true);
        }}
      >
        {asking}
      </ConfirmModal>
    </>
  );
}
