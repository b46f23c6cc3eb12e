import { Alert, Anchor, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/dates';
import { publicGallery, publicResults } from '../../lib/paths';
import { PublishForm } from './PublishForm';
import { ResultsPublicationQuery, SetGalleryMutation } from './operations';

/** On the signed-in results: the publication's state, its public page, and for organizers Publish and the gallery switch. */
export function ResultsPublicationCard({ hackathonId }: { hackathonId: string }) {
  const { data } = useQuery(ResultsPublicationQuery, { variables: { id: hackathonId } });
  const [setGallery, { loading }] = useMutation(SetGalleryMutation, { refetchQueries: ['ResultsPublication'], awaitRefetchQueries: true });
  const pub = data?.resultsPublication;
  if (!pub || (!pub.publishedAt && !pub.viewerCanPublish)) return null;
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={3}>Published results</Title>
        {pub.publishedAt ? (
          <Group gap="md">
            <Text>Published on {formatDateTime(pub.publishedAt)}.</Text>
            <Anchor component={Link} to={publicResults(hackathonId)}>
              See the public results page
            </Anchor>
            {pub.galleryEnabled && (
              <Anchor component={Link} to={publicGallery(hackathonId)}>
                See the project gallery
              </Anchor>
            )}
          </Group>
        ) : pub.ready ? (
          <PublishForm hackathonId={hackathonId} />
        ) : (
          <Alert color="gray" variant="light">
            You can publish the results once judging is done and the hackathon is complete.
          </Alert>
        )}
        {pub.viewerCanPublish && (
          <Switch
            label="Show a gallery of the projects whose teams agree to it"
            description="It opens with the published results."
            checked={pub.galleryEnabled}
            disabled={loading}
            onChange={(e) => void setGallery({ variables: { input: { hackathonId, enabled: e.currentTarget.checked } } })}
          />
        )}
      </Stack>
    </Card>
  );
}
