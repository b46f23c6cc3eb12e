import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { CursorPager, PAGE_SIZE, useCursorPages } from '../../components/CursorPager';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { graphql } from '../../gql';
import { fieldErrors } from '../../lib/apollo/fieldErrors';
import { CreateHackathonButton } from './CreateHackathonButton';
import { DiscoverFilters } from './DiscoverFilters';
import { discoverInput, readDiscoverParams, writeDiscoverParams, type DiscoverParams } from './discoverSearch';
import { HackathonCard } from './HackathonCard';

const DiscoverHackathonsQuery = graphql(`
  query DiscoverHackathons($input: DiscoverInput, $first: Int, $after: String) {
    discoverHackathons(input: $input, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      items {
        ...HackathonSummary
        participantCount
        prizeCount
      }
    }
  }
`);

/** /hackathon/discover: public hackathons to search, filter and sort, 10 a page. */
export function DiscoverPage() {
  const [query, setQuery] = useSearchParams();
  const params = readDiscoverParams(query);
  const pages = useCursorPages();
  const { data, previousData, loading, error } = useQuery(DiscoverHackathonsQuery, {
    variables: { input: discoverInput(params), first: PAGE_SIZE, after: pages.after },
  });
  const page = (data ?? previousData)?.discoverHackathons;
  const errors = fieldErrors(error);
  const apply = (next: DiscoverParams) => {
    pages.reset();
    setQuery(writeDiscoverParams(next), { replace: true });
  };
  const filtered = query.toString() !== '';

  return (
    <Stack gap="lg">
      <PageHeader title="Discover hackathons" description="Find a public hackathon to join: search by name, organization or topic." actions={<CreateHackathonButton />} />
      <DiscoverFilters key={params.search} params={params} onChange={apply} errors={errors} />
      <QueryState
        loading={loading && !page}
        error={Object.keys(errors).length === 0 && !page && error}
        empty={page?.items.length === 0}
        emptyText={filtered ? 'No hackathon matches your search. Try fewer words or filters.' : 'No public hackathons yet.'}
      >
        {page && Object.keys(errors).length === 0 && (
          <Stack>
            <Text size="sm" c="dimmed" aria-live="polite">
              {page.totalCount === 1 ? '1 hackathon' : `${page.totalCount} hackathons`}
            </Text>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {page.items.map((h) => (
                <HackathonCard
                  key={h.id}
                  hackathon={h}
                  counts={h}
                  onOrganization={() => apply({ ...params, organizationId: h.organization.id, organizationName: h.organization.name })}
                />
              ))}
            </SimpleGrid>
            <CursorPager pages={pages} totalCount={page.totalCount} pageInfo={page.pageInfo} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
