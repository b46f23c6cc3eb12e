import { TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import type { ResourceFieldsFragment } from '../../gql/graphql';
import { fieldErrors } from '../../lib/apollo/fieldErrors';
import { notify } from '../../lib/notify';
import { normalizeUrl, urlError } from '../../lib/urlRule';
import { FormModal } from '../../components/FormModal';
import { CreateResourceMutation, UpdateResourceMutation } from './operations';

interface ResourceValues {
  name: string;
  description: string;
  url: string;
}

/** Adds or edits a resource: a name, what it is and where (SPEC 5's URL rule). */
export function ResourceModal({ hackathonId, resource, onClose }: { hackathonId: string; resource: ResourceFieldsFragment | null; onClose: () => void }) {
  const form = useForm<ResourceValues>({
    initialValues: { name: resource?.name ?? '', description: resource?.description ?? '', url: resource?.url ?? '' },
    validate: { name: (v) => (v.trim() ? null : 'This field is required.'), url: urlError },
  });
  const [create] = useMutation(CreateResourceMutation, { refetchQueries: ['HackathonResources'] });
  const [update] = useMutation(UpdateResourceMutation);

  const submit = form.onSubmit(async ({ name, description, url }) => {
    const fields = { name: name.trim(), description: description.trim(), url: normalizeUrl(url) };
    try {
      if (resource) await update({ variables: { input: { id: resource.id, ...fields } } });
      else await create({ variables: { input: { hackathonId, ...fields } } });
      notify(resource ? 'Resource saved' : 'Resource added', 'success');
      onClose();
    } catch (failure) {
      form.setErrors(fieldErrors(failure));
    }
  });

  return (
    <FormModal title={resource ? `Edit ${resource.name}` : 'Add a resource'} submitLabel={resource ? 'Save' : 'Add'} submitting={form.submitting} onSubmit={submit} onClose={onClose}>
      <TextInput label="Name" required {...form.getInputProps('name')} />
      <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
      <TextInput label="URL" placeholder="www.example.com" {...form.getInputProps('url')} />
    </FormModal>
  );
}
