import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import type { OrganizationSummaryFragment } from '../../gql/graphql';
import { fieldErrors } from '../../lib/apollo/fieldErrors';
import { notify } from '../../lib/notify';
import { UpdateOrganizationMutation } from './operations';

export const MAX_NAME = 100;
export const MAX_DESCRIPTION = 1000;

/** Name and description of an organization, for its creator, owners and admins (viewerCan.update). */
export function EditOrganizationForm({ organization }: { organization: OrganizationSummaryFragment }) {
  const [updateOrganization] = useMutation(UpdateOrganizationMutation);
  const form = useForm({
    initialValues: { name: organization.name, description: organization.description },
    validate: {
      name: (value) => (!value.trim() ? 'Name is required' : value.trim().length > MAX_NAME ? `Use at most ${MAX_NAME} characters` : null),
      description: (value) => (value.trim().length > MAX_DESCRIPTION ? `Use at most ${MAX_DESCRIPTION} characters` : null),
    },
  });

  const submit = form.onSubmit(async ({ name, description }) => {
    try {
      const { data } = await updateOrganization({ variables: { input: { id: organization.id, name: name.trim(), description: description.trim() } } });
      const saved = data?.updateOrganization.organization;
      if (!saved) return;
      form.setValues({ name: saved.name, description: saved.description });
      form.resetDirty({ name: saved.name, description: saved.description });
      notify('Organization saved', 'success');
    } catch (error) {
      form.setErrors(fieldErrors(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Name" required {...form.getInputProps('name')} />
        <Textarea
          label="Description"
          description={`What the organization does, in a few sentences (at most ${MAX_DESCRIPTION} characters).`}
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps('description')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting} disabled={!form.isDirty()}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
