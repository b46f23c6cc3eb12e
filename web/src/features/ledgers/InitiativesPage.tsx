import { Anchor, Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { fieldErrors } from '../../lib/apollo/fieldErrors';
import { notify } from '../../lib/notify';
import { FormModal } from '../../components/FormModal';
import { CreateLedgerMutation, LedgerOrganizationsQuery, LedgersQuery } from './operations';
import { ledgerPath } from './paths';

/** /innovation/initiatives: the ledgers of the user's organizations, and a form to start one. */
export function InitiativesPage() {
  const { data, loading, error } = useQuery(LedgersQuery);
  const [creating, setCreating] = useState(false);
  const ledgers = data?.ledgers ?? [];
  return (
    <>
      <PageHeader
        title="Innovation Initiatives"
        description="Your organizations' innovation ledgers: initiatives as a tree, with statuses, tags and properties."
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)}>
            New ledger
          </Button>
        }
      />
      <QueryState loading={loading && !data} error={error} empty={ledgers.length === 0} emptyText="No ledgers yet: start one for your organization.">
        <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }}>
          {ledgers.map((ledger) => (
            <Card key={ledger.id} withBorder padding="md">
              <Stack gap={4}>
                <Group justify="space-between" wrap="nowrap">
                  <Anchor component={Link} to={ledgerPath(ledger.id)} fw={600}>
                    {ledger.name}
                  </Anchor>
                  {ledger.status === 'ARCHIVED' && <Badge color="gray">Archived</Badge>}
                </Group>
                <Text size="sm" c="dimmed">
                  {ledger.owner.name}
                </Text>
                {ledger.description && (
                  <Text size="sm" lineClamp={2}>
                    {ledger.description}
                  </Text>
                )}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </QueryState>
      {creating && <CreateLedgerModal onClose={() => setCreating(false)} />}
    </>
  );
}

function CreateLedgerModal({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const { data } = useQuery(LedgerOrganizationsQuery);
  const organizations = data?.organizations ?? [];
  const form = useForm({
    initialValues: { organizationId: '', name: '', description: '' },
    validate: {
      organizationId: (v: string) => (v ? null : 'Choose an organization.'),
      name: (v: string) => (v.trim() ? null : 'This field is required.'),
    },
  });
  const [create] = useMutation(CreateLedgerMutation, { refetchQueries: ['Ledgers'] });
  const submit = form.onSubmit(async (values) => {
    try {
      const { data: created } = await create({ variables: { input: { ...values, name: values.name.trim() } } });
      notify('Ledger created', 'success');
      if (created) void navigate(ledgerPath(created.createLedger.ledger.id));
    } catch (failure) {
      form.setErrors(fieldErrors(failure));
    }
  });
  return (
    <FormModal title="New ledger" submitLabel="Create" submitting={form.submitting} onSubmit={submit} onClose={onClose}>
      <Select
        label="Organization"
        description="Its owners and members edit the ledger."
        required
        data={organizations.map((o) => ({ value: o.id, label: o.name }))}
        nothingFoundMessage="You are not part of any organization yet."
        {...form.getInputProps('organizationId')}
      />
      <TextInput label="Name" required {...form.getInputProps('name')} />
      <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
    </FormModal>
  );
}
