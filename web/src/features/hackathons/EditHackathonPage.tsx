import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { SimpleGrid } from '@mantine/core';
import { ImageUploadField } from '../../components/ImageUploadField';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { hackathonImagePath } from '../../lib/rest/imagesApi';
import { graphql } from '../../gql';
import { fieldErrors } from '../../lib/apollo/fieldErrors';
import { notify } from '../../lib/notify';
import { DASHBOARD, hackathonView } from '../../lib/paths';
import { HackathonForm } from './HackathonForm';
import { EMPTY_HACKATHON, formValuesOf, hackathonValidation, inputOf, type HackathonFormValues } from './hackathonFormValues';
import { PageLoader } from '../../components/PageLoader';
import { DeleteHackathonSection } from '../programme';

// Spread by the operations below.
graphql(`
  fragment HackathonSettings on Hackathon {
    id
    name
    description
    detailDescription
    allowedParticipants
    maxTeamSize
    startDatetime
    endDatetime
    timeZone
    organization {
      id
    }
    hasGameification
    hasJudges
    hasPrizes
    hasMentors
    hasTalents
    hasPopularVote
    hasPitches
    hasVolunteers
    hasResources
    hasGoals
    hasKickoffSession
    hasClosingSession
    managementTeamVisible
    ideasRequired
    ideasRequireApproval
    ideasThroughoutHacking
    showTeams
    canRegisterOutsideRegistrationPhase
    requireTermsAcceptance
    cover {
      url
      alt
    }
    logo {
      url
      alt
    }
    viewerCan {
      manage
    }
  }
`);

const HackathonSettingsQuery = graphql(`
  query HackathonSettings($id: ID!) {
    hackathon(id: $id) {
      ...HackathonSettings
    }
  }
`);

const UpdateHackathonMutation = graphql(`
  mutation UpdateHackathon($input: UpdateHackathonInput!) {
    updateHackathon(input: $input) {
      hackathon {
        ...HackathonSettings
      }
    }
  }
`);

/** /hackathon/{id}/edit: creators and managers change the hackathon; others go to its detail page. */
export function EditHackathonPage() {
  const { hackathon_id: id = '' } = useParams();
  const navigate = useNavigate();
  const { data, error, refetch } = useQuery(HackathonSettingsQuery, { variables: { id }, fetchPolicy: 'network-only' });
  const [updateHackathon] = useMutation(UpdateHackathonMutation);
  const form = useForm<HackathonFormValues>({ initialValues: EMPTY_HACKATHON, validate: hackathonValidation });
  const hackathon = data?.hackathon;

  const { initialize } = form;
  useEffect(() => {
    if (hackathon) initialize(formValuesOf(hackathon));
  }, [hackathon, initialize]);

  if (error) return <Navigate to={DASHBOARD} replace />;
  if (!hackathon || !form.initialized) {
    return <PageLoader />;
  }
  if (!hackathon.viewerCan.manage) return <Navigate to={hackathonView(id)} replace />;

  const submit = form.onSubmit(async (values) => {
    try {
      await updateHackathon({ variables: { input: { id, ...inputOf(values) } } });
      notify('Hackathon saved', 'success');
      await navigate(hackathonView(id));
    } catch (failure) {
      form.setErrors(fieldErrors(failure));
    }
  });

  return (
    <>
      <PageHeader title={`Edit ${hackathon.name}`} />
      <HackathonForm form={form} onSubmit={submit} submitLabel="Save changes" gamificationLocked />
      <SectionCard title="Cover and logo">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <ImageUploadField kind="cover" path={hackathonImagePath(id, 'cover')} current={hackathon.cover} onChange={refetch} />
          <ImageUploadField kind="logo" path={hackathonImagePath(id, 'logo')} current={hackathon.logo} onChange={refetch} />
        </SimpleGrid>
      </SectionCard>
      <DeleteHackathonSection id={id} />
    </>
  );
}
