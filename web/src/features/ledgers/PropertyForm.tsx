import { Autocomplete, Button, Group, MultiSelect, NumberInput, Paper, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import type { LedgerPropertyType, LedgerPropertyValueInput, LedgerQuery } from '../../gql/graphql';
import { fieldErrors } from '../../lib/apollo/fieldErrors';
import { notify } from '../../lib/notify';
import { propertyColumns, type Item, type Property } from './ledgerModel';
import { currencyOptions, lastCurrency } from './money';
import { CreateLedgerPropertyMutation, UpdateLedgerPropertyMutation } from './operations';

const refetch = { refetchQueries: ['Ledger'], awaitRefetchQueries: true };

export const TYPE_LABELS: Record<LedgerPropertyType, string> = { TEXT: 'Text', NUMBER: 'Number', MONEY: 'Money', TAGS: 'Tags', STATUS: 'Status', LINK: 'Link to an item' };

interface Values {
  name: string;
  propertyType: LedgerPropertyType;
  valueText: string;
  valueNumber: string;
  valueCurrency: string;
  valueTagIds: string[];
  valueStatusId: string;
  linkedItemId: string;
}

/** The input of a value: the field of its type only (the server checks it against the ledger). */
export function valueInput(v: Values): LedgerPropertyValueInput {
  switch (v.propertyType) {
    case 'TEXT':
      return { valueText: v.valueText };
    case 'NUMBER':
      return { valueNumber: v.valueNumber };
    case 'MONEY':
      return { valueNumber: v.valueNumber, valueCurrency: v.valueCurrency || null };
    case 'TAGS':
      return { valueTagIds: v.valueTagIds };
    case 'STATUS':
      return { valueStatusId: v.valueStatusId || null };
    case 'LINK':
      return { linkedItemId: v.linkedItemId || null };
  }
}

/** Adds a property to an item (a name and type, or an existing column), or changes a property's value. */
export function PropertyForm({ item, data, property, onDone }: { item: Item; data: LedgerQuery; property: Property | null; onDone: () => void }) {
  const columns = propertyColumns(data.ledgerItems);
  const form = useForm<Values>({
    initialValues: {
      name: property?.name ?? '',
      propertyType: property?.propertyType ?? 'TEXT',
      valueText: property?.valueText ?? '',
      valueNumber: property?.valueNumber ?? '',
      valueCurrency: property?.valueCurrency ?? lastCurrency(data.ledgerItems),
      valueTagIds: property?.valueTags.map((t) => t.id) ?? [],
      valueStatusId: property?.valueStatus?.id ?? '',
      linkedItemId: property?.linkedItemId ?? '',
    },
    validate: { name: (v: string) => (v.trim() ? null : 'This field is required.') },
  });
  const [create] = useMutation(CreateLedgerPropertyMutation, refetch);
  const [update] = useMutation(UpdateLedgerPropertyMutation, refetch);
  // A column's name brings its type: a ledger's properties of one name share it.
  const existing = columns.find((c) => c.name === form.values.name.trim());

  const submit = form.onSubmit(async (values) => {
    const value = valueInput(values);
    try {
      if (property) await update({ variables: { input: { id: property.id, value } } });
      else await create({ variables: { input: { ledgerItemId: item.id, name: values.name.trim(), propertyType: values.propertyType, value } } });
      notify(`${values.name.trim()} saved`, 'success');
      onDone();
    } catch (failure) {
      const errors = fieldErrors(failure);
      if (Object.keys(errors).length > 0) form.setErrors(errors);
      else notify(failure instanceof Error ? failure.message : 'Something went wrong.', 'danger');
    }
  });

  const type = form.values.propertyType;
  return (
    <Paper withBorder p="sm">
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Autocomplete
            label="Property"
            required
            disabled={property !== null}
            data={columns.map((c) => c.name)}
            {...form.getInputProps('name')}
            onChange={(name) => {
              form.setFieldValue('name', name);
              const column = columns.find((c) => c.name === name.trim());
              if (column) form.setFieldValue('propertyType', column.type);
            }}
          />
          <Select
            label="Type"
            allowDeselect={false}
            disabled={property !== null || existing !== undefined}
            data={Object.entries(TYPE_LABELS).map(([value, label]) => ({ value, label }))}
            {...form.getInputProps('propertyType')}
          />
          {type === 'TEXT' && <TextInput label="Text" {...form.getInputProps('valueText')} />}
          {type === 'NUMBER' && <TextInput label="Number" description="A decimal, such as 12 or 3.25" inputMode="decimal" {...form.getInputProps('valueNumber')} />}
          {type === 'MONEY' && (
            <Group grow align="flex-start" gap="xs">
              <NumberInput
                label="Amount"
                decimalScale={2}
                thousandSeparator=","
                hideControls
                {...form.getInputProps('valueNumber')}
                onChange={(amount) => form.setFieldValue('valueNumber', String(amount))}
              />
              <Select label="Currency" searchable allowDeselect={false} data={currencyOptions()} {...form.getInputProps('valueCurrency')} />
            </Group>
          )}
          {type === 'TAGS' && (
            <MultiSelect label="Tags" data={data.ledgerTags.map((t) => ({ value: t.id, label: t.name }))} searchable {...form.getInputProps('valueTagIds')} />
          )}
          {type === 'STATUS' && (
            <Select
              label="Status"
              data={data.ledgerStatusGroups.map((g) => ({ group: g.name, items: g.statuses.map((s) => ({ value: s.id, label: s.name })) }))}
              {...form.getInputProps('valueStatusId')}
            />
          )}
          {type === 'LINK' && (
            <Select
              label="Linked item"
              searchable
              data={data.ledgerItems.filter((i) => i.id !== item.id).map((i) => ({ value: i.id, label: i.name }))}
              {...form.getInputProps('linkedItemId')}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
