import { Stack } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { CursorPager, PAGE_SIZE, useCursorPages } from '../../components/CursorPager';
import { QueryState } from '../../components/QueryState';
import type { HackathonListFilter, HackathonsQuery as Result } from '../../gql/graphql';
import { HackathonCard } from './HackathonCard';
import { HackathonsQuery } from './operations';
import { roleLabels } from './roles';

export type HackathonListItem = Result['hackathons']['items'][number];

interface HackathonListProps {
  filter: HackathonListFilter;
  emptyText: string;
  /** Shows a page of hackathons; cards when not given. */
  children?: (hackathons: HackathonListItem[]) => ReactNode;
}

const asCards = (hackathons: HackathonListItem[]) =>
  hackathons.map((hackathon) => <HackathonCard key={hackathon.id} hackathon={hackathon} roles={roleLabels(hackathon)} />);

/** One filter of the hackathon lists (SPEC 7.2), 10 per page. */
export function HackathonList({ filter, emptyText, children = asCards }: HackathonListProps) {
  const pages = useCursorPages();
  const { data, loading, error } = useQuery(HackathonsQuery, { variables: { filter, first: PAGE_SIZE, after: pages.after } });
  const page = data?.hackathons;

  return (
    <QueryState loading={loading && !page} error={!page && error} empty={page?.items.length === 0} emptyText={emptyText}>
      {page && (
        <Stack>
          {children(page.items)}
          <CursorPager pages={pages} totalCount={page.totalCount} pageInfo={page.pageInfo} />
        </Stack>
      )}
    </QueryState>
  );
}
