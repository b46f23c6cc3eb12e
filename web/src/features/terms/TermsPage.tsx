import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import type { TermsPageQuery as TermsPageData } from '../../gql/graphql';
import { fieldErrors } from '../../lib/apollo/fieldErrors';
import { hackathonView } from '../../lib/paths';
import { notify } from '../../lib/notify';

import { AcceptTermsMutation, TermsPageQuery } from './operations';
import { PublishTermsForm } from './PublishTermsForm';
import { TermsContent } from './TermsContent';
import { TermsVersions } from './TermsVersions';
import { formatDateTime } from '../../lib/dates';

/**
 * /hackathon/{id}/terms: the latest version with Accept for participants (the
 * page participant pages send them to), and for the creator and managers the
 * published versions and a form to publish a new one.
 */
export function TermsPage() {
  const { hackathon_id: hackathonId = '' } = useParams();
  const { data, loading, error } = useQuery(TermsPageQuery, { variables: { hackathonId }, fetchPolicy: 'cache-and-network' });
  return (
    <QueryState loading={loading && !data} error={error} errorText="Unable to load the terms and conditions.">
      {data && (
        <Stack gap="lg">
          <PageHeader title="Terms and Conditions" description={data.hackathon.name} />
          <LatestTerms data={data} />
          {data.hackathon.viewerCan.manage && (
            <>
              <PublishTermsForm hackathonId={hackathonId} />
              <TermsVersions hackathonId={hackathonId} />
            </>
          )}
        </Stack>
      )}
    </QueryState>
  );
}

function LatestTerms({ data }: { data: TermsPageData }) {
  const { hackathon, termsStatus: status } = data;
  const navigate = useNavigate();
  const client = useApolloClient();
  const [accept, { loading }] = useMutation(AcceptTermsMutation, { refetchQueries: ['TermsPage'], awaitRefetchQueries: true });
  const latest = status.latest;
  if (!latest) {
    return <Text c="dimmed">No terms have been published yet.</Text>;
  }

  const onAccept = async () => {
    try {
      await accept({ variables: { input: { termsId: latest.id } } });
      notify('Terms accepted', 'success');
      await navigate(hackathonView(hackathon.id));
    } catch (failure) {
      // e.g. a newer version was published meanwhile: say so and show it (the error link shows the others).
      const [message] = Object.values(fieldErrors(failure));
      if (message) notify(message, 'danger');
      void client.refetchQueries({ include: [TermsPageQuery] });
    }
  };

  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="sm">
        <Title order={3}>Version {latest.version}</Title>
        <Text size="sm" c="dimmed">
          Published {formatDateTime(latest.createdAt)}
        </Text>
      </Group>
      {status.outstanding && hackathon.isParticipant && (
        <Alert color="yellow" mb="md">
          Accept the latest terms and conditions to use this hackathon's participant features.
        </Alert>
      )}
      {!status.required && (
        <Text size="sm" c="dimmed" mb="sm">
          This hackathon does not ask participants to accept its terms.
        </Text>
      )}
      <TermsContent html={latest.contentHtml} />
      <Stack mt="md" align="flex-start">
        {status.accepted && status.acceptedAt ? (
          <Text size="sm" c="teal">
            You accepted this version on {formatDateTime(status.acceptedAt)}.
          </Text>
        ) : (
          hackathon.isParticipant && (
            <Button loading={loading} onClick={() => void onAccept()}>
              Accept
            </Button>
          )
        )}
      </Stack>
    </Card>
  );
}
