import { Button, Card, Group, MultiSelect, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { graphql } from '../../gql';
import { fieldErrors } from '../../lib/apollo/fieldErrors';
import { notify } from '../../lib/notify';
import { normalizeUrl, urlError } from '../../lib/urlRule';
import { DeleteProfileButton } from './DeleteProfileButton';

// Spread by the operations below.
graphql(`
  fragment HackathonProfileFields on HackathonProfile {
    id
    githubUrl
    offerzenUrl
    linkedinUrl
    city
    bio
    skills {
      id
      name
    }
  }
`);

const MyHackathonProfileQuery = graphql(`
  query MyHackathonProfile {
    myHackathonProfile {
      ...HackathonProfileFields
    }
    skills {
      id
      name
    }
  }
`);

const UpdateHackathonProfileMutation = graphql(`
  mutation UpdateHackathonProfile($input: UpdateHackathonProfileInput!) {
    updateHackathonProfile(input: $input) {
      hackathonProfile {
        ...HackathonProfileFields
      }
    }
  }
`);

interface ProfileValues {
  githubUrl: string;
  offerzenUrl: string;
  linkedinUrl: string;
  city: string;
  bio: string;
  skillIds: string[];
}

const EMPTY: ProfileValues = { githubUrl: '', offerzenUrl: '', linkedinUrl: '', city: '', bio: '', skillIds: [] };

const URL_FIELDS = [
  ['githubUrl', 'GitHub'],
  ['linkedinUrl', 'LinkedIn'],
  ['offerzenUrl', 'OfferZen'],
] as const;

/** /hackathon/profile: what organizers and teams see about the user in every hackathon. */
export function HackathonProfilePage() {
  const { data } = useQuery(MyHackathonProfileQuery);
  const [updateProfile] = useMutation(UpdateHackathonProfileMutation);
  const form = useForm<ProfileValues>({
    initialValues: EMPTY,
    validate: { githubUrl: urlError, offerzenUrl: urlError, linkedinUrl: urlError },
  });
  const profile = data?.myHackathonProfile;

  const { initialize } = form;
  useEffect(() => {
    if (!profile) return;
    const { githubUrl, offerzenUrl, linkedinUrl, city, bio, skills } = profile;
    initialize({ githubUrl, offerzenUrl, linkedinUrl, city, bio, skillIds: skills.map(({ id }) => id) });
  }, [profile, initialize]);

  if (!data || !form.initialized) return <PageLoader />;

  const submit = form.onSubmit(async (values) => {
    const input = {
      ...values,
      githubUrl: normalizeUrl(values.githubUrl),
      offerzenUrl: normalizeUrl(values.offerzenUrl),
      linkedinUrl: normalizeUrl(values.linkedinUrl),
    };
    try {
      await updateProfile({ variables: { input } });
      notify('Hackathon profile saved', 'success');
      form.resetDirty(input);
      form.setValues(input);
    } catch (error) {
      form.setErrors(fieldErrors(error));
    }
  });

  return (
    <>
      <PageHeader title="Hackathon profile" description="What organizers, mentors and teams see about you in the hackathons you join." />
      <Card withBorder padding="lg" maw={760}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {URL_FIELDS.map(([field, label]) => (
                <TextInput key={field} label={label} placeholder="www.example.com" {...form.getInputProps(field)} />
              ))}
            </SimpleGrid>
            <TextInput label="City" {...form.getInputProps('city')} />
            <MultiSelect
              label="Skills"
              placeholder="Pick your skills"
              searchable
              data={data.skills.map(({ id, name }) => ({ value: id, label: name }))}
              {...form.getInputProps('skillIds')}
            />
            <Textarea label="Bio" autosize minRows={4} {...form.getInputProps('bio')} />
            <Group justify="space-between">
              <DeleteProfileButton
                onDeleted={() => {
                  form.setValues(EMPTY);
                  form.resetDirty(EMPTY);
                }}
              />
              <Button type="submit" loading={form.submitting}>
                Save profile
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </>
  );
}
