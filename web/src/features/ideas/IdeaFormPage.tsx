import { Alert, Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { fieldErrors } from '../../lib/apollo/fieldErrors';
import { notify } from '../../lib/notify';
import { IdeaQuery, SaveIdeaMutation } from './operations';
import { ideaPaths } from './paths';
import { MarkdownInput } from '../../components/MarkdownInput';

interface IdeaValues {
  name: string;
  description: string;
  detailDescription: string;
}

const required = (v: string) => (v.trim() ? null : 'This field is required.');

/**
 * /hackathon/{id}/idea/create and /idea/{idea_id}/edit: the idea form
 * (SPEC 5: name, description and detail description required). The server's
 * field errors (the phase rule on hackathonId among them) show under the fields.
 */
export function IdeaFormPage() {
  const { hackathon_id: hackathonId = '', idea_id: ideaId } = useParams();
  const navigate = useNavigate();
  const existing = useQuery(IdeaQuery, { variables: { id: ideaId ?? '' }, skip: !ideaId });
  const form = useForm<IdeaValues & { hackathonId: string }>({
    initialValues: { name: '', description: '', detailDescription: '', hackathonId: '' },
    validate: { name: required, description: required, detailDescription: required },
  });
  const idea = existing.data?.idea;
  const { setValues, resetDirty } = form;
  useEffect(() => {
    if (!idea) return;
    const values = { name: idea.name, description: idea.description, detailDescription: idea.detailDescription, hackathonId: '' };
    setValues(values);
    resetDirty(values);
  }, [idea, setValues, resetDirty]);
  const [save] = useMutation(SaveIdeaMutation, { refetchQueries: ['Ideas', 'MyIdeas', 'PendingApprovalCount'] });

  const submit = form.onSubmit(async ({ name, description, detailDescription }) => {
    const fields = { name: name.trim(), description: description.trim(), detailDescription: detailDescription.trim() };
    try {
      const { data } = await save({ variables: { input: ideaId ? { id: ideaId, ...fields } : { hackathonId, ...fields } } });
      const saved = data?.saveIdea.idea;
      notify(ideaId ? 'Idea saved' : 'Idea proposed', 'success');
      if (saved) void navigate(ideaPaths.view(hackathonId, saved.id));
    } catch (failure) {
      form.setErrors(fieldErrors(failure));
    }
  });

  if (ideaId && existing.loading && !idea) return <PageLoader label="Loading the idea" />;
  return (
    <Stack gap="lg" maw={760}>
      <PageHeader
        title={ideaId ? `Edit ${idea?.name ?? 'idea'}` : 'Propose an idea'}
        description={
          idea?.approval?.state.name === 'CHANGES_REQUESTED'
            ? 'Changes were requested: saving sends the idea back for approval.'
            : 'Tell people what you want to build and who you need.'
        }
      />
      <form onSubmit={submit} noValidate>
        <Stack>
          {form.errors.hackathonId && (
            <Alert color="red" role="alert">
              {form.errors.hackathonId}
            </Alert>
          )}
          <TextInput label="Name" required {...form.getInputProps('name')} />
          <Textarea label="Description" description="A short summary." required autosize minRows={2} {...form.getInputProps('description')} />
          <MarkdownInput
            label="Detailed description"
            description="The problem, who has it, what you will build, how you will know it worked."
            required
            minRows={6}
            {...form.getInputProps('detailDescription')}
          />
          <Group>
            <Button type="submit" loading={form.submitting}>
              {ideaId ? 'Save' : 'Propose'}
            </Button>
            <Button variant="default" onClick={() => void navigate(-1)}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
