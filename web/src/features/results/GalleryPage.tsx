import { Anchor, Badge, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { publicGalleryProject, publicResults } from '../../lib/paths';
import { NotPublished } from './NotPublished';
import { GalleryQuery } from './operations';
import { usePublicClient } from './usePublicQuery';

/** /pub/hackathon/{id}/gallery: the projects of the teams that agreed to be shown, once the organizers opened the gallery. */
export function GalleryPage() {
  const { hackathon_id: id = '' } = useParams();
  const client = usePublicClient();
  const { data, error } = useQuery(GalleryQuery, { client, variables: { id } });
  if (error) return <NotPublished what="projects" />;
  if (!data) return <PageLoader />;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Project gallery</Title>
        <Anchor component={Link} to={publicResults(id)}>
          See the results
        </Anchor>
      </Stack>
      {data.gallery.length === 0 ? (
        <Text c="dimmed">No team has shared its project yet.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {data.gallery.map((p) => (
            <Card key={p.submissionId} withBorder padding="md" component="article">
              <Stack gap="xs">
                <Title order={2} size="h4">
                  <Anchor component={Link} to={publicGalleryProject(id, p.submissionId)}>
                    {p.title}
                  </Anchor>
                </Title>
                <Text size="sm" c="dimmed">
                  by {p.teamName}
                </Text>
                <Badge variant="light" w="fit-content">
                  {p.categoryName}
                </Badge>
                {p.description && (
                  <Text size="sm" lineClamp={3}>
                    {p.description}
                  </Text>
                )}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
