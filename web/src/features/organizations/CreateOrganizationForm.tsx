import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import { fieldErrors } from '../../lib/apollo/fieldErrors';
import { notify } from '../../lib/notify';
import { CreateOrganizationMutation, MyOrganizationsQuery } from './operations';

interface CreateOrganizationFormProps {
  onCreated?: (organizationId: string) => void;
}

/** Name and "Create organization"; the creator becomes its owner. */
export function CreateOrganizationForm({ onCreated }: CreateOrganizationFormProps) {
  const [createOrganization] = useMutation(CreateOrganizationMutation, { refetchQueries: [MyOrganizationsQuery] });
  const form = useForm({
    initialValues: { name: '' },
    validate: { name: (value) => (value.trim() ? null : 'Name is required') },
  });

  const submit = form.onSubmit(async ({ name }) => {
    try {
      const { data } = await createOrganization({ variables: { input: { name: name.trim() } } });
      const organization = data?.createOrganization.organization;
      if (!organization) return;
      notify(`Organization "${organization.name}" created`, 'success');
      form.reset();
      onCreated?.(organization.id);
    } catch (error) {
      form.setErrors(fieldErrors(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start">
        <TextInput label="Organization name" style={{ flex: 1 }} {...form.getInputProps('name')} />
        <Button type="submit" mt={25} loading={form.submitting}>
          Create organization
        </Button>
      </Group>
    </form>
  );
}
