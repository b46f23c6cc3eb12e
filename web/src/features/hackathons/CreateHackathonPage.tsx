import { Alert, Select, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { graphql } from '../../gql';
import { fieldErrors } from '../../lib/apollo/fieldErrors';
import { notify } from '../../lib/notify';
import { hackathonTimeline } from '../../lib/paths';
import { useActiveHackathon } from '../activeHackathon';
import { CreateOrganizationForm, MyOrganizationsQuery } from '../organizations';
import { HackathonForm } from './HackathonForm';
import { EMPTY_HACKATHON, hackathonValidation, inputOf, type HackathonFormValues } from './hackathonFormValues';

const CreateHackathonMutation = graphql(`
  mutation CreateHackathon($input: CreateHackathonInput!) {
    createHackathon(input: $input) {
      hackathon {
        id
        name
      }
    }
  }
`);

/** /hackathon/create: a new hackathon for an organization the user owns or administers, then its timeline. */
export function CreateHackathonPage() {
  const navigate = useNavigate();
  const { adoptIfNone } = useActiveHackathon();
  const organizations = useQuery(MyOrganizationsQuery);
  const [createHackathon] = useMutation(CreateHackathonMutation);
  const form = useForm<HackathonFormValues>({
    initialValues: EMPTY_HACKATHON,
    validate: { ...hackathonValidation, organizationId: (value) => (value ? null : 'Organization is required') },
  });

  const hosts = (organizations.data?.organizations ?? []).filter(({ viewerCan }) => viewerCan.createHackathon);

  // With a single organization to host, it is the one.
  const onlyHost = hosts.length === 1 ? hosts[0].id : null;
  const { getValues, setFieldValue } = form;
  useEffect(() => {
    if (onlyHost && !getValues().organizationId) setFieldValue('organizationId', onlyHost);
  }, [onlyHost, getValues, setFieldValue]);

  const submit = form.onSubmit(async (values) => {
    try {
      const input = { ...inputOf(values), organizationId: values.organizationId, hasGameification: values.hasGameification };
      const { data } = await createHackathon({ variables: { input } });
      const hackathon = data?.createHackathon.hackathon;
      if (!hackathon) return;
      notify(`"${hackathon.name}" created. Now plan its timeline.`, 'success');
      adoptIfNone(hackathon);
      await navigate(hackathonTimeline(hackathon.id));
    } catch (error) {
      form.setErrors(fieldErrors(error));
    }
  });

  const organizationField = (
    <Select
      label="Organization"
      withAsterisk
      allowDeselect={false}
      placeholder={hosts.length > 0 ? 'Pick the hosting organization' : 'Create an organization first'}
      disabled={hosts.length === 0}
      data={hosts.map(({ id, name }) => ({ value: id, label: name }))}
      {...form.getInputProps('organizationId')}
    />
  );

  return (
    <>
      <PageHeader title="Create a hackathon" description="You can change everything except gamification later." />
      {organizations.data && hosts.length === 0 && (
        <Alert variant="light" title="You need an organization first" mb="lg">
          <Text size="sm" mb="sm">
            Hackathons are hosted by an organization you own or administer. Create one now:
          </Text>
          <CreateOrganizationForm onCreated={(id) => setFieldValue('organizationId', id)} />
        </Alert>
      )}
      <HackathonForm form={form} onSubmit={submit} submitLabel="Create hackathon" organizationField={organizationField} />
    </>
  );
}
