import { Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconMedal, IconPhoto, IconTrophy, IconUsers } from '@tabler/icons-react';
import { useDeferredValue } from 'react';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import type { CategoryWinnersFieldsFragment } from '../../gql/graphql';
import { formatDate } from '../../lib/dates';
import { publicGallery, publicHackathon } from '../../lib/paths';
import { NotPublished } from './NotPublished';
import { PublishedResultsQuery } from './operations';
import { usePublicClient } from './usePublicQuery';

function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** A category's winners, or a line saying there are none. */
function CategoryCard({ category, votes }: { category: CategoryWinnersFieldsFragment; votes?: boolean }) {
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {category.categoryName}
        </Title>
        {category.winners.length === 0 ? (
          <Text c="dimmed">No winner in this category.</Text>
        ) : (
          <List spacing={4} icon={<IconMedal size={18} aria-hidden />}>
            {category.winners.map((w) => (
              <List.Item key={w.submissionId}>
                <Text fw={600} span>
                  {w.teamName}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
        {votes && category.winners.length > 0 && (
          <Text size="sm" c="dimmed">
            {category.votes === 1 ? '1 vote' : `${category.votes} votes`}
            {category.winners.length > 1 && ' each (a tie)'}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** /pub/hackathon/{id}/results: the published winners per prize, per category and of the popular vote; nothing before publication. */
export function PublicResultsPage() {
  const { hackathon_id: id = '' } = useParams();
  const client = usePublicClient();
  const { data: fetched, error } = useQuery(PublishedResultsQuery, { client, variables: { id } });
  // Drawn in the background once they come: React yields to the browser while it draws them.
  const data = useDeferredValue(fetched);
  if (error) return <NotPublished what="results" />;
  if (!data) return <PageLoader />;
  const r = data.publishedResults;
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>Results of {r.hackathonName}</Title>
        <Text c="dimmed">Published on {formatDate(r.publishedAt)}.</Text>
        <Group gap="sm" mt="xs">
          <Button component={Link} to={publicHackathon(id)} variant="default">
            About the hackathon
          </Button>
          {r.galleryOpen && (
            <Button component={Link} to={publicGallery(id)} leftSection={<IconPhoto size={16} aria-hidden />}>
              See the project gallery
            </Button>
          )}
        </Group>
      </Stack>
      {r.prizes.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="prizes-heading">
          <Title order={2} id="prizes-heading">
            Prizes
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {r.prizes.map(({ prize, winner }) => (
              <Card key={prize.id} withBorder padding="md">
                <Stack gap={6}>
                  <Group gap="xs" wrap="nowrap">
                    <IconTrophy size={20} aria-hidden color="var(--mantine-color-yellow-8)" />
                    <Title order={3} size="h4">
                      {prize.name || `${ordinal(prize.position)} prize`}
                    </Title>
                    <Badge variant="light">{ordinal(prize.position)}</Badge>
                  </Group>
                  {prize.description && <Text size="sm">{prize.description}</Text>}
                  {winner ? (
                    <Text>
                      Won by{' '}
                      <Text span fw={700}>
                        {winner.teamName}
                      </Text>{' '}
                      ({winner.categoryName})
                    </Text>
                  ) : (
                    <Text c="dimmed">Not awarded.</Text>
                  )}
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      )}
      <Stack gap="sm" component="section" aria-labelledby="categories-heading">
        <Title order={2} id="categories-heading">
          Winners by category
        </Title>
        {r.categories.length === 0 ? (
          <Text c="dimmed">This hackathon had no categories.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {r.categories.map((c) => (
              <CategoryCard key={c.categoryId} category={c} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      {r.popularVote.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="popular-heading">
          <Group gap="xs">
            <IconUsers size={22} aria-hidden />
            <Title order={2} id="popular-heading">
              Popular vote
            </Title>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {r.popularVote.map((c) => (
              <CategoryCard key={c.categoryId} category={c} votes />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
